import { itemStateName } from '../contracts/item-states';
import type { ApprovalSlot, RdiDetail } from '../contracts/rdi-answers';
import { conversationState, names, type SentItemState } from '../items/sent-item-state';

/** Spec: the approval slots as the detail names them. */
const APPROVERS: Record<ApprovalSlot, string> = { 1: 'Creador', 2: 'Jefe OT', 3: 'ITO' };

/** Who approved the closing, by slot ('Jefe OT: Javiera Soto'); '' before any approval. */
const approvals = (rdi: RdiDetail) =>
  rdi.approval_checks.map((check) => `${APPROVERS[check.approval]}: ${check.user.name}`).join(', ');

/** An RDI as 'Enviar por correo' tells it: state, who answers, subject, specialties, approvals, dates, thread. */
export const rdiSentState = (rdi: RdiDetail): SentItemState =>
  conversationState(
    rdi,
    [
      ['Estado', itemStateName('rdi', rdi.status === 3)],
      ['Responde', rdi.responsable_user?.name],
      ['Materia', rdi.subject?.name],
      ['Especialidades', names(rdi.specialties)],
      ['Aprobaciones', approvals(rdi)],
    ],
    rdi.interactions,
  );
