/** What a private task means, said where its participants would be chosen or listed. */
export const PRIVATE_TASK_READERS = 'Tarea privada: sólo la ven su creador y su responsable, sin participantes.';

/** Participants kept from a task's public days: they see it again once it is public. */
export const PRIVATE_TASK_HIDDEN_FROM_PARTICIPANTS =
  'Tarea privada: sus participantes no la ven mientras sea privada; la vuelven a ver si se hace pública.';

/** Under the private switch of 'Modificar tarea': who stops seeing the task. */
export const privacyHint = (participants: number): string =>
  participants > 0
    ? `${participants === 1 ? 'Su participante no la verá' : `Sus ${participants} participantes no la verán`} mientras sea privada; sólo la verán su creador y su responsable.`
    : 'Sólo la verán su creador y su responsable.';
