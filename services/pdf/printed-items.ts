import { plainText } from '../../projections/tasks/task-text';
import type { AdditionalDetail } from '../additionals/additional-view';
import type { RdiView } from '../rdi/rdi-view';
import type { TaskView } from '../tasks/task-view';
import type { PrintedItem } from './item-pdf';

type Attachment = { file: { id: string; name: string; pathmedia: { mimetype: string } } };

/** An item's page without its images yet, and the attachments whose images it shows. */
export interface PrintedDraft {
  item: Omit<PrintedItem, 'images' | 'printedAt'>;
  attachments: Attachment[];
}

const CHILE = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  dateStyle: 'medium',
  timeStyle: 'short',
});
/** A time as Chile reads it; '' for none. */
export const chileTime = (at: string | null | undefined) => (at ? CHILE.format(new Date(at)) : '');
const day = (date: string | null | undefined) => (date ? date.split('-').reverse().join('-') : '');

const facts = (entries: Array<[string, string | null | undefined]>) =>
  entries.filter(([, value]) => value).map(([label, value]) => ({ label, value: value as string }));

const statusText = (status: number) => (status === 3 ? 'Finalizada' : 'Pendiente');

export function printedTask(task: TaskView, label: string): PrintedDraft {
  return {
    item: {
      heading: `${label} Nº ${task.number}: ${task.title}`,
      project: task.project.name,
      facts: facts([
        ['Estado', statusText(task.status)],
        ['Creada por', task.created_by_user.name],
        ['Fecha de creación', chileTime(task.created_at)],
        ['Responsable', task.responsable_user.name],
        ['Fecha crítica', day(task.critical_date)],
      ]),
      description: plainText(task.description),
      sections: interactionsSection(task.interactions),
      files: names([...task.attachments, ...task.interactions.flatMap((interaction) => interaction.attachments)]),
    },
    attachments: [...task.attachments, ...task.interactions.flatMap((interaction) => interaction.attachments)],
  };
}

export function printedRdi(rdi: RdiView): PrintedDraft {
  const all = [...rdi.attachments, ...rdi.interactions.flatMap((interaction) => interaction.attachments)];
  return {
    item: {
      heading: `RDI Nº ${rdi.number}: ${rdi.title}`,
      project: rdi.project.name,
      facts: facts([
        ['Estado', statusText(rdi.status)],
        ['Creada por', rdi.created_by_user.name],
        ['Fecha de creación', chileTime(rdi.created_at)],
        ['Materia', rdi.subject?.name],
        ['Fecha crítica', day(rdi.critical_date)],
      ]),
      description: plainText(rdi.description),
      sections: interactionsSection(rdi.interactions),
      files: names(all),
    },
    attachments: all,
  };
}

export function printedAdditional(additional: AdditionalDetail): PrintedDraft {
  const all = [...additional.attachments, ...additional.revisions.flatMap((revision) => revision.attachments)];
  return {
    item: {
      heading: `Adicional Nº ${additional.number}: ${additional.title}`,
      project: additional.project.name,
      facts: facts([
        ['Código', additional.code],
        ['Estado', additional.statustext],
        ['Creado por', additional.created_by_user.name],
        ['Fecha de creación', chileTime(additional.created_at)],
        ['Fecha crítica', day(additional.critical_date)],
      ]),
      description: plainText(additional.revisions.at(-1)?.description ?? ''),
      sections: [
        {
          title: 'Revisiones',
          entries: additional.revisions.map((revision) => ({
            heading: revision.label ?? `Revisión ${revision.revision}`,
            text: plainText(revision.description),
            facts: facts([
              ['Por', `${revision.created_by_user.name} · ${chileTime(revision.created_at)}`],
              ['Costo directo', money(revision.direct_cost, revision.currency_info.code)],
              ['Gastos generales', money(revision.general_expenses, revision.currency_info.code)],
              ['Utilidad', money(revision.utility, revision.currency_info.code)],
              ['Total solicitado', money(revision.total_requested, revision.currency_info.code)],
            ]),
          })),
        },
      ],
      files: names(all),
    },
    attachments: all,
  };
}

const money = (amount: number, currency: string) =>
  `${amount.toLocaleString('es-CL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

const names = (attachments: Attachment[]) => attachments.map((attachment) => attachment.file.name);

function interactionsSection(
  interactions: ReadonlyArray<{ user: { name: string }; message: string; is_response: boolean; created_at: string }>,
) {
  if (interactions.length === 0) return [];
  return [
    {
      title: 'Interacciones',
      entries: interactions.map((interaction) => ({
        heading: `${interaction.is_response ? 'Respuesta Oficial · ' : ''}${interaction.user.name} · ${chileTime(interaction.created_at)}`,
        text: plainText(interaction.message),
        facts: [],
      })),
    },
  ];
}
