import { readableRdi } from '../../projections/rdi/rdi.policy';
import { formatWaiting } from '../contracts/number-format';
import { APPROVAL_SLOTS, type RdiDetail } from '../contracts/rdi-answers';
import {
  conversationDraft,
  names,
  type PrintedDraft,
  type PrintedItem,
  type PrintedKind,
  printedTime,
} from '../items/printed-item';
import { RdiIdDto } from './dto/rdi-calls.dto';
import { rdiView } from './rdi-view';

/** Who the RDI waits for, as the detail's 'Responde' says it; nothing once finished. */
const responder = (rdi: RdiDetail) =>
  rdi.responsable_user &&
  `${rdi.responsable_user.name} (espera de respuesta: ${formatWaiting(rdi.waitingresponsetime)})`;

/** The new close system's three approvals: who gave each and when, or 'Pendiente'. */
function approvalsSection(rdi: RdiDetail): PrintedItem['sections'] {
  if (!rdi.new_system) return [];
  const facts = APPROVAL_SLOTS.map(({ slot, name }) => {
    const check = rdi.approval_checks.find((entry) => entry.approval === slot);
    return {
      label: name,
      value: check ? `Aprobado por ${check.user.name} · ${printedTime(check.updated_at)}` : 'Pendiente',
    };
  });
  return [{ title: 'Aprobaciones de cierre', entries: [{ heading: '', html: '', facts }] }];
}

const printedRdi = (rdi: RdiDetail): PrintedDraft =>
  conversationDraft(rdi, `RDI Nº ${rdi.number}: ${rdi.title}`, {
    kind: 'rdi',
    facts: [
      ['Materia', rdi.subject?.name],
      ['Especialidades', names(rdi.specialties)],
      ['Responde', responder(rdi)],
    ],
    sections: approvalsSection(rdi),
  });

/** 'Descargar PDF' of an RDI. */
export const rdiPdf: PrintedKind = {
  call: 'rdi/getPdf',
  body: RdiIdDto,
  idField: 'rdi_id',
  fileName: 'rdi',
  draft: async (reads, joins, actor, id, now) =>
    printedRdi(await rdiView(reads, joins, actor, await readableRdi(reads, actor, id), now)),
};
