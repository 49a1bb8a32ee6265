import useSWR from 'swr';
import type { BallInCourt } from '../../../../../services/contracts/ball-in-court';
import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { post } from '../../../lib/http';
import { refreshOn, type Touches } from '../../../lib/live';

export const BALL_IN_COURT_PATH = '/history/ballInCourt';
export type { BallInCourt };

type Key = readonly [path: string, itemType: HistoryItemType, itemId: string];

/** An item's turns move with its own changes; a project's totals with any item of the project. */
const touchesTurns: Touches = (key, change) => (key[1] === 'project' ? change.project_id : change.id) === key[2];
const turnsLive = refreshOn({ task: touchesTurns, rdi: touchesTurns, additional: touchesTurns });

const fetchBallInCourt = ([path, itemType, itemId]: Key) =>
  post<BallInCourt>(path, { item_type: itemType, item_id: itemId });

/** Who held the ball on an item (its turns and totals), or on a whole project (totals only). */
export function useBallInCourt(itemType: HistoryItemType, itemId: string) {
  const { data, error } = useSWR<BallInCourt, Error, Key>([BALL_IN_COURT_PATH, itemType, itemId], fetchBallInCourt, {
    use: [turnsLive],
  });
  return { turns: data, error };
}
