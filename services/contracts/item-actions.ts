/**
 * What the reader may do on an item, answered with its detail as `can` and decided by the same
 * functions as the item's decider: the client shows or hides an action by it and never copies a
 * rule (STYLE.md). `why_not` carries, in the server's words, the refusal of an action the reader
 * can lift themself; the client shows that action disabled with those words.
 */

/** An additional's detail. */
export interface AdditionalCan extends PlanningCan {
  /** 'Aceptar Adicional' (and a revision's 'Aceptado'), the ITO's act. */
  accept: boolean;
  /** 'Responder': a change of status ('Anular Adicional'). */
  change_status: boolean;
  /** 'Nueva Revisión'. */
  revise: boolean;
  delete: boolean;
}

/** A row of the additionals' informative table. */
export interface TableRowCan {
  /** Its '+': ask for an Estado de Pago over this additional. */
  request_payment_status: boolean;
}

/** An Estado de Pago, wherever it is shown (the table's popover, the additional's detail). */
export interface PaymentStatusCan {
  /** 'Agregar Observación'. */
  observe: boolean;
  /** 'Modificar': the contractor's, not the ITO's. */
  modify: boolean;
  /** 'Aprobar'. */
  approve: boolean;
}

/** What every item's detail answers of its planning fields, in the edit form ('Modificar'). */
export interface PlanningCan {
  change_priority: boolean;
  change_critical_date: boolean;
}

/** An RDI's detail. */
export interface RdiCan extends PlanningCan {
  /** 'Finalizar RDI', on a project of the old close system. */
  end: boolean;
  /** The approvals (1 Creador, 2 Jefe OT, 3 ITO) the reader may give now, on the new close system. */
  approve: Array<1 | 2 | 3>;
  /**
   * The creator lacks end_rdi, so the creator's approval can never be given, and the reader may
   * grant it (issue 31): the detail says so and offers to grant it there.
   */
  grant_end_rdi_to_creator: boolean;
  delete: boolean;
  /** Reply, officially or not. */
  interact: boolean;
}

/** Why the reader may not give an approval that is theirs by role, by slot (1 Creador, 2 Jefe OT, 3 ITO). */
export interface RdiWhyNot {
  approve: Partial<Record<1 | 2 | 3, string>>;
}

/** A task's detail (a possible additional's too). */
export interface TaskCan extends PlanningCan {
  send_to_rdi: boolean;
  /** 'Finalizar' (a possible additional's closing too). */
  end: boolean;
  /** The bell (campana). */
  bell: boolean;
  /** 'Enviar por correo'. */
  send_by_email: boolean;
  delete: boolean;
  /** Reply, tick sub-tasks. */
  interact: boolean;
  /** 'Agregar participante': a private task has none. */
  add_participants: boolean;
  change_responsible: boolean;
  /** 'Tarea privada' in the edit form. */
  change_private: boolean;
  /** The participants the reader may take out of the task. */
  remove_participants: string[];
}

export interface TaskWhyNot {
  /** A private task: «La tarea es privada: hazla pública antes de enviarla a RDI.». */
  send_to_rdi: string | null;
}
