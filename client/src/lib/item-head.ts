/** What a thread's interaction needs here: its id, and whether it is an official response. */
interface ThreadEntry {
  id: string;
  is_response: boolean;
}

/** An item's detail as shown: its thread, and for an RDI the official responses picked out of it. */
interface ShownDetail<I extends ThreadEntry> {
  interactions: I[];
  official_interactions?: I[];
}

/**
 * The detail after a command, until the detail's own refetch brings the rest: the server answers a
 * command with the item's head (everything but the thread, which would make each answer grow with
 * it) and a reply with its interaction, which joins the thread shown.
 */
export function withHead<D extends ShownDetail<I>, I extends ThreadEntry>(
  shown: D,
  head: Omit<D, 'interactions' | 'official_interactions'> | null,
  added: I | null = null,
): D {
  const next: D = { ...shown, ...head };
  if (!added || shown.interactions.some((interaction) => interaction.id === added.id)) return next;
  next.interactions = [...shown.interactions, added];
  if (shown.official_interactions && added.is_response) {
    next.official_interactions = [...shown.official_interactions, added];
  }
  return next;
}
