export {
  BELL_NAMES,
  CREATE_COUNTDOWN_S,
  JEFE_OT,
  LIGHT_NAMES,
  lightName,
  nextBell,
  PRIORITY_NAMES,
  plainText,
  REPLY_COUNTDOWN_S,
  SIMILAR_DEBOUNCE_MS,
  WEEKDAYS,
} from '../../lib/item-rules';

/** Spec 9: list types of the tasks screen. */
export type TaskListType = 2 | 3 | 4 | 5;
/** The tasks screen: the minimized-items bar and the drawer's entries come back to it. */
export { TASKS_ROUTE } from '../../lib/item-links';
