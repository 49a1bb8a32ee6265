import type { Type } from '@nestjs/common';
import { ITEM_STATE_NAMES, itemStateName } from '../contracts/item-states';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { markdownToSafeHtml } from '../platform/text/markdown';
import type { DetailJoins } from './detail-joins';

type Facts = Array<{ label: string; value: string }>;
/** Labels and values, in order; an entry without a value is left out. */
type FactEntries = Array<[string, string | null | undefined]>;
/** The kinds whose two states have names (`ITEM_STATE_NAMES`): the page names the state as the detail does. */
type ItemKindWithStates = keyof typeof ITEM_STATE_NAMES;

/**
 * An item as its PDF shows it: what every kind has, and its own sections (interactions, revisions,
 * approvals). The `…Html` fields are sanitised HTML of the item's Markdown (`markdownToSafeHtml`);
 * every other field is text the page escapes.
 */
export interface PrintedItem {
  heading: string;
  project: string;
  facts: Facts;
  descriptionHtml: string;
  sections: Array<{ title: string; entries: Array<{ heading: string; html: string; facts: Facts }> }>;
  images: Array<{ name: string; dataUri: string }>;
  files: string[];
  printedAt: string;
}

export type PrintedAttachment = { file: { id: string; name: string; pathmedia: { mimetype: string } } };

/** An item's page without its images yet, and the attachments whose images it shows. */
export interface PrintedDraft {
  item: Omit<PrintedItem, 'images' | 'printedAt'>;
  attachments: PrintedAttachment[];
}

/** How an item type prints ('Descargar PDF'): declared in its manifest, served by services/pdf. */
export interface PrintedKind {
  /** The spec's call answering the link (`tasks/getPdf`), the DTO of its body, and the body's field naming the item. */
  call: string;
  body: Type<object>;
  idField: string;
  /** The file's name before the item's number (`tarea` → `tarea-12.pdf`). */
  fileName: string;
  /** The item's page as its detail answers now; the read policy's refusal when the actor may not read it. */
  draft(reads: ReadStore, joins: DetailJoins, actor: Actor, id: string, now: Date): Promise<PrintedDraft>;
}

const CHILE = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  dateStyle: 'medium',
  timeStyle: 'short',
});
/** A time as Chile reads it; '' for none. */
export const printedTime = (at: string | null | undefined) => (at ? CHILE.format(new Date(at)) : '');
export const printedDay = (date: string | null | undefined) => (date ? date.split('-').reverse().join('-') : '');

/** The facts that have a value, in order. */
export const printedFacts = (entries: FactEntries): Facts =>
  entries.filter(([, value]) => value).map(([label, value]) => ({ label, value: value as string }));

/** A list of names as a sentence reads it ('Ana, Luis'); '' for none. */
export const names = (people: ReadonlyArray<{ name: string }>) => people.map((person) => person.name).join(', ');

export const fileNames = (attachments: PrintedAttachment[]) => attachments.map((attachment) => attachment.file.name);

type Interaction = { user: { name: string }; message: string; is_response: boolean; created_at: string };

/** Who wrote an interaction and when, an official response marked, as its PDF and its e-mail head it. */
export const interactionHeading = (interaction: Omit<Interaction, 'message'>): string =>
  `${interaction.is_response ? 'Respuesta Oficial · ' : ''}${interaction.user.name} · ${printedTime(interaction.created_at)}`;

/** A task's or an RDI's interactions, official responses marked. */
function interactionsSection(interactions: ReadonlyArray<Interaction>): PrintedItem['sections'] {
  if (interactions.length === 0) return [];
  return [
    {
      title: 'Interacciones',
      entries: interactions.map((interaction) => ({
        heading: interactionHeading(interaction),
        html: markdownToSafeHtml(interaction.message),
        facts: [],
      })),
    },
  ];
}

/** What a task's or an RDI's detail answers that its page shows. */
interface ConversationDetail {
  project: { name: string };
  status: number;
  created_by_user: { name: string };
  created_at: string;
  critical_date: string | null;
  description: string;
  attachments: PrintedAttachment[];
  interactions: ReadonlyArray<Interaction & { attachments: PrintedAttachment[] }>;
}

/**
 * The page of an item that is a conversation (a task, an RDI): its facts with the kind's own ones
 * (`Responsable`; `Materia`, `Especialidades`, `Responde`) before the critical date, its description,
 * its interactions then the kind's own sections (an RDI's approvals), and every file of the item and
 * its replies.
 */
export function conversationDraft(
  detail: ConversationDetail,
  heading: string,
  own: { kind: ItemKindWithStates; facts: FactEntries; sections?: PrintedItem['sections'] },
): PrintedDraft {
  const all = [...detail.attachments, ...detail.interactions.flatMap((interaction) => interaction.attachments)];
  return {
    item: {
      heading,
      project: detail.project.name,
      facts: printedFacts([
        ['Estado', itemStateName(own.kind, detail.status === 3)],
        ['Creada por', detail.created_by_user.name],
        ['Fecha de creación', printedTime(detail.created_at)],
        ...own.facts,
        ['Fecha crítica', printedDay(detail.critical_date)],
      ]),
      descriptionHtml: markdownToSafeHtml(detail.description),
      sections: [...interactionsSection(detail.interactions), ...(own.sections ?? [])],
      files: fileNames(all),
    },
    attachments: all,
  };
}
