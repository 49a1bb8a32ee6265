import type { Filter } from '../platform/read-store/read-store.port';

/**
 * How much of an item's thread (its interactions) a view carries. The detail carries all of it; a
 * command answers the item's head and, for a reply, that one interaction: its cost then stays flat
 * however long the thread grows, and the client reads the rest with the detail.
 */
export type ThreadPart = 'whole' | { readonly only: string | null };

export const WHOLE_THREAD: ThreadPart = 'whole';

/** What a command's answer carries of the thread: the interaction it added, if any. */
export const answerPart = (interactionId: string | null): ThreadPart => ({ only: interactionId });

/** The interactions `part` carries, in the thread's order. */
export function threadOf<I extends { readonly id: string }>(
  interactions: readonly I[],
  part: ThreadPart,
): readonly I[] {
  if (part === 'whole') return interactions;
  const { only } = part;
  return only === null ? [] : interactions.filter((interaction) => interaction.id === only);
}

/**
 * The files of an item a view of `part` shows: the item's own (`ownTypes`) and those of the
 * interactions it carries, named by `interactionKey` in the file's owner ids.
 */
export function threadFilesFilter(
  item: { readonly ownTypes: readonly string[]; readonly interactionType: string; readonly interactionKey: string },
  part: ThreadPart,
): Filter {
  if (part === 'whole') return { owner_type: { $in: [...item.ownTypes, item.interactionType] } };
  const own = { owner_type: { $in: [...item.ownTypes] } };
  if (part.only === null) return own;
  return { $or: [own, { owner_type: item.interactionType, [`owner_ids.${item.interactionKey}`]: part.only }] };
}
