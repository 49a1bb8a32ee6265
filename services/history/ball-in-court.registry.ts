import { additionalBallInCourt } from '../additionals/additional.ball-in-court';
import type { HistoryItemType } from '../contracts/history-items';
import type { BallInCourtRule } from '../items/ball-in-court-rule';
import { rdiBallInCourt } from '../rdi/rdi.ball-in-court';
import { taskBallInCourt } from '../tasks/task.ball-in-court';

/**
 * Every item type that has turns, each by the rule declared beside its feature: a new item type
 * gets its ball in court, and its share of a project's totals, by adding its rule here.
 */
export const BALL_IN_COURT_RULES: readonly BallInCourtRule<object>[] = [
  taskBallInCourt,
  rdiBallInCourt,
  additionalBallInCourt,
];

/** The rule of an item type, or undefined for one without turns (users, companies, payment statuses). */
export const ballRuleOf = (type: HistoryItemType): BallInCourtRule<object> | undefined =>
  BALL_IN_COURT_RULES.find((rule) => rule.itemType === type);
