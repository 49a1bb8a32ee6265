/**
 * What the reader may do on an item, answered with its detail as `can` and decided by the same
 * functions as the item's decider: the client shows or hides an action by it and never copies a
 * rule (STYLE.md). `why_not` carries, in the server's words, the refusal of an action the reader
 * can lift themself; the client shows that action disabled with those words.
 */

/** An additional's detail: 'Aceptar Adicional' (and a revision's 'Aceptado'), the ITO's act. */
export interface AdditionalCan {
  accept: boolean;
}

/** A task's detail (a possible additional's too): 'Enviar a RDI'. */
export interface TaskCan {
  send_to_rdi: boolean;
}

export interface TaskWhyNot {
  /** A private task: «La tarea es privada: hazla pública antes de enviarla a RDI.». */
  send_to_rdi: string | null;
}
