import { readableRdi } from '../../projections/rdi/rdi.policy';
import { plainText } from '../../projections/tasks/task-text';
import type { RdiDetail } from '../contracts/rdi-answers';
import {
  fileNames,
  interactionsSection,
  type PrintedDraft,
  type PrintedKind,
  printedDay,
  printedFacts,
  printedStatus,
  printedTime,
} from '../items/printed-item';
import { RdiIdDto } from './dto/rdi-calls.dto';
import { rdiView } from './rdi-view';

function printedRdi(rdi: RdiDetail): PrintedDraft {
  const all = [...rdi.attachments, ...rdi.interactions.flatMap((interaction) => interaction.attachments)];
  return {
    item: {
      heading: `RDI Nº ${rdi.number}: ${rdi.title}`,
      project: rdi.project.name,
      facts: printedFacts([
        ['Estado', printedStatus(rdi.status)],
        ['Creada por', rdi.created_by_user.name],
        ['Fecha de creación', printedTime(rdi.created_at)],
        ['Materia', rdi.subject?.name],
        ['Fecha crítica', printedDay(rdi.critical_date)],
      ]),
      description: plainText(rdi.description),
      sections: interactionsSection(rdi.interactions),
      files: fileNames(all),
    },
    attachments: all,
  };
}

/** 'Descargar PDF' of an RDI. */
export const rdiPdf: PrintedKind = {
  call: 'rdi/getPdf',
  body: RdiIdDto,
  idField: 'rdi_id',
  fileName: 'rdi',
  draft: async (reads, links, actor, id, now) =>
    printedRdi(await rdiView(reads, links, actor, await readableRdi(reads, actor, id), now)),
};
