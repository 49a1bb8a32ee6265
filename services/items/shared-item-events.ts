import type { WeeklyReminder } from './item.events';
import type { OwnMarks, Subscription } from './own-marks';

/**
 * What the events every item (task, RDI, additional) decides and folds alike carry for the
 * decider, by their role. Each feature names and declares these events itself (its stored format).
 */
interface SharedEventData {
  /** The edit form changed the item itself. */
  modified: { changes: object };
  subscriptionSet: { userId: string } & Subscription;
  reminderSet: { userId: string } & WeeklyReminder;
  seenStatusSet: { userId: string };
  deleted: object;
}

type Role = keyof SharedEventData;

/** One item type's names for its shared events, by role. */
type SharedEventNames = Readonly<Record<Role, string>>;

/** The shared events under one item type's names. */
type SharedEvent<Names extends SharedEventNames> = {
  [R in Role]: { type: Names[R]; data: SharedEventData[R] };
}[Role];

/** The state every item's decider keeps of these events. */
type SharedState = OwnMarks & { deleted: boolean };

/** What every item's edit form may send; a field left undefined stays as it is. */
export interface ItemEdit<Priority extends number> {
  priority?: Priority;
  criticalDate?: string | null;
  subscription?: Subscription;
  reminder?: WeeklyReminder;
}

/** The events of an edit form under one item type's names, about the item `Of` names. */
type EditEvent<Names extends SharedEventNames, Of, Changes> =
  | { type: Names['modified']; data: Of & { changes: Changes } }
  | { type: Names['subscriptionSet']; data: Of & SharedEventData['subscriptionSet'] }
  | { type: Names['reminderSet']; data: Of & SharedEventData['reminderSet'] };

type Fold = <State extends SharedState>(state: State, data: never) => State;

const folds: Record<Role, Fold> = {
  // The fields the edit changed, without those it left out.
  modified: (state, { changes }: SharedEventData['modified']) => ({
    ...state,
    ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
  }),
  subscriptionSet: (state, { userId, subscribed, byEmail }: SharedEventData['subscriptionSet']) => ({
    ...state,
    subscriptions: { ...state.subscriptions, [userId]: { subscribed, byEmail } },
  }),
  reminderSet: (state, { userId, days, repeatable }: SharedEventData['reminderSet']) => ({
    ...state,
    reminders: { ...state.reminders, [userId]: { days, repeatable } },
  }),
  // Who saw the item is the read models' concern: its rules do not ask.
  seenStatusSet: (state) => state,
  deleted: (state) => ({ ...state, deleted: true }),
};

/** A user's own mark on an item as its event records it: the item, the user, the mark. */
export const ownMarkEvent = <Type extends string, Of extends object, Mark extends object>(
  type: Type,
  of: Of,
  userId: string,
  mark: Mark,
) => ({ type, data: { ...of, userId, ...mark } });

/**
 * The events every item decides and folds alike (its edit, its users' subscriptions, reminders and
 * seen marks, its deletion), under the names `names` gives them in one item type's events.
 */
export function sharedItemEvents<const Names extends SharedEventNames>(names: Names) {
  const roles = new Map<string, Role>(Object.entries(names).map(([role, type]) => [type, role as Role]));
  return {
    /** Whether `event` is one of them; the decider's own evolve folds the others. */
    is: <Event extends { type: string }>(event: Event): event is Extract<Event, SharedEvent<Names>> =>
      roles.has(event.type),

    evolve<State extends SharedState>(state: State, event: SharedEvent<Names>): State {
      const role = roles.get(event.type);
      // `is` let only these names through, each with its role's data (SharedEvent).
      return role ? folds[role](state, event.data as never) : state;
    },

    /**
     * The events of the edit form: the item's `changes`, when there are any, once `changeable`
     * passed (an open project, an unfinished item); then the editor's own subscription and
     * reminder, which stay theirs to set on a finished item too.
     */
    edited<Of extends object, Changes extends object>(edit: {
      of: Of;
      userId: string;
      changes: Changes;
      changeable: () => void;
      marks: { subscription?: Subscription; reminder?: WeeklyReminder };
    }): EditEvent<Names, Of, Changes>[] {
      const { of, userId, changes, marks } = edit;
      const events: EditEvent<Names, Of, Changes>[] = [];
      if (Object.keys(changes).length > 0) {
        edit.changeable();
        events.push({ type: names.modified, data: { ...of, changes } });
      }
      if (marks.subscription) events.push(ownMarkEvent(names.subscriptionSet, of, userId, marks.subscription));
      if (marks.reminder) events.push(ownMarkEvent(names.reminderSet, of, userId, marks.reminder));
      return events;
    },
  };
}
