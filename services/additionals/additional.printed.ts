import { readableAdditional } from '../../projections/additionals/additionals.policy';
import type { AdditionalDetail } from '../contracts/additional-answers';
import { formatAmount } from '../contracts/number-format';
import {
  fileNames,
  type PrintedDraft,
  type PrintedKind,
  printedDay,
  printedFacts,
  printedTime,
} from '../items/printed-item';
import { markdownToSafeHtml } from '../platform/text/markdown';
import { additionalAnswer } from './additional-view';
import { AdditionalIdDto } from './dto/additional-calls.dto';

function printedAdditional(additional: AdditionalDetail): PrintedDraft {
  const all = [...additional.attachments, ...additional.revisions.flatMap((revision) => revision.attachments)];
  return {
    item: {
      heading: `Adicional Nº ${additional.number}: ${additional.title}`,
      project: additional.project.name,
      facts: printedFacts([
        ['Código', additional.code],
        ['Estado', additional.statustext],
        ['Creado por', additional.created_by_user.name],
        ['Fecha de creación', printedTime(additional.created_at)],
        ['Fecha crítica', printedDay(additional.critical_date)],
      ]),
      descriptionHtml: markdownToSafeHtml(additional.revisions.at(-1)?.description ?? ''),
      sections: [
        {
          title: 'Revisiones',
          entries: additional.revisions.map((revision) => ({
            heading: revision.label ?? `Revisión ${revision.revision}`,
            html: markdownToSafeHtml(revision.description),
            facts: printedFacts([
              ['Por', `${revision.created_by_user.name} · ${printedTime(revision.created_at)}`],
              ['Costo directo', formatAmount(revision.direct_cost, revision.currency_info.code)],
              ['Gastos generales', formatAmount(revision.general_expenses, revision.currency_info.code)],
              ['Utilidad', formatAmount(revision.utility, revision.currency_info.code)],
              ['Total solicitado', formatAmount(revision.total_requested, revision.currency_info.code)],
            ]),
          })),
        },
      ],
      files: fileNames(all),
    },
    attachments: all,
  };
}

/** 'Descargar PDF' of an additional, with its revisions. */
export const additionalPdf: PrintedKind = {
  call: 'additionals/getPdf',
  body: AdditionalIdDto,
  idField: 'additional_id',
  fileName: 'adicional',
  draft: async (reads, joins, actor, id, now) =>
    printedAdditional(await additionalAnswer(reads, joins, actor, await readableAdditional(reads, actor, id), now)),
};
