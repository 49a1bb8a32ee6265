import { readableRdi } from '../../projections/rdi/rdi.policy';
import type { RdiDetail } from '../contracts/rdi-answers';
import { conversationDraft, type PrintedDraft, type PrintedKind } from '../items/printed-item';
import { RdiIdDto } from './dto/rdi-calls.dto';
import { rdiView } from './rdi-view';

const printedRdi = (rdi: RdiDetail): PrintedDraft =>
  conversationDraft(rdi, `RDI Nº ${rdi.number}: ${rdi.title}`, ['Materia', rdi.subject?.name]);

/** 'Descargar PDF' of an RDI. */
export const rdiPdf: PrintedKind = {
  call: 'rdi/getPdf',
  body: RdiIdDto,
  idField: 'rdi_id',
  fileName: 'rdi',
  draft: async (reads, joins, actor, id, now) =>
    printedRdi(await rdiView(reads, joins, actor, await readableRdi(reads, actor, id), now)),
};
