/**
 * What a task's and an RDI's two states are called, wherever a person reads them: the detail's
 * label, its history and its past state ('Ver como estaba el'). One name per state, everywhere.
 */
export const ITEM_STATE_NAMES = {
  task: { open: 'Abierta', finished: 'Tarea Finalizada' },
  rdi: { open: 'Pendiente', finished: 'RDI Finalizada' },
} as const;

/** The name of an item's state (status 3 is finished). */
export const itemStateName = (type: keyof typeof ITEM_STATE_NAMES, finished: boolean) =>
  ITEM_STATE_NAMES[type][finished ? 'finished' : 'open'];
