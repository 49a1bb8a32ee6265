import { itemStateName } from '../contracts/item-states';
import { APPROVAL_SLOTS, type RdiDetail } from '../contracts/rdi-answers';
import { names } from '../items/printed-item';
import { conversationState, type SentItemState } from '../items/sent-item-state';

/** Who approved the closing, in the slots' order ('Jefe OT: Javiera Soto'); '' before any approval. */
const approvals = (rdi: RdiDetail) =>
  APPROVAL_SLOTS.flatMap(({ slot, name }) =>
    rdi.approval_checks.filter((check) => check.approval === slot).map((check) => `${name}: ${check.user.name}`),
  ).join(', ');

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
