import type { ItemPeople, NoticeFact } from '../../services/items/item-notices';
import { ITO_JOB, JEFE_OT_JOB } from '../../services/organisation/job-types';

/** What the rule needs besides the item: who acted, and the project's members then, by id, with their job. */
export interface ConcernContext {
  actorId: string;
  members: ReadonlyMap<string, number>;
}

/** The job whose holders answer each side (spec: response_status 1 the ITO, 2 the Jefe OT). */
const SIDE_JOB = { 1: ITO_JOB, 2: JEFE_OT_JOB } as const;

const holdersOf = (side: 1 | 2, members: ReadonlyMap<string, number>): string[] =>
  [...members].filter(([, job]) => job === SIDE_JOB[side]).map(([userId]) => userId);

/** Everyone an item names: creator, responsible, participants, subscribers and whoever acted on it. */
export const peopleOf = (people: ItemPeople): string[] => [
  people.creatorId,
  ...(people.responsibleId ? [people.responsibleId] : []),
  ...people.participantIds,
  ...people.subscriberIds,
  ...people.involvedIds,
];

/**
 * Who an event is addressed to before the rules that hold for every event: the item's people, the
 * users it names besides, and, when it says who must answer next (a creation, an official response
 * by the ITO or the Jefe OT, a revision, a status change, an Estado de Pago asked for), the members
 * of that side.
 */
function addressees(fact: NoticeFact, people: ItemPeople, members: ReadonlyMap<string, number>): string[] {
  const addressed = fact.tellsPeople ? peopleOf(people) : [];
  if (fact.tellsAlso) addressed.push(...fact.tellsAlso);
  if (fact.tellsSide) addressed.push(...holdersOf(fact.tellsSide, members));
  return addressed;
}

/**
 * Who hears of an item event (in-app notifications; e-mails reuse it): its addressees, given the
 * item's people as the event leaves them, but never the one who acted, never someone outside
 * the project, and for a private item (a task) only its `readers`. Sorted, each once.
 */
export function concernedBy(
  fact: NoticeFact,
  people: ItemPeople,
  context: ConcernContext,
  readers: readonly string[] | null,
): string[] {
  const heard = addressees(fact, people, context.members).filter(
    (userId) => userId !== context.actorId && context.members.has(userId) && (readers?.includes(userId) ?? true),
  );
  return [...new Set(heard)].sort();
}
