import { type Actor, inRoleAudience, type RoleAudience } from '../platform/commands/actor';
import type { EntryType, NoticeBy } from './site-book.events';

/**
 * Who may do what in a Libro de Obra: pure rules the deciders refuse by and the answers' `can`
 * report, so the client never copies them.
 */

/** What the rules know of a book. */
export interface BookSetup {
  projectId: string;
  writers: readonly number[];
  noticeBy: NoticeBy;
  closed: boolean;
}

/** What the rules know of a signed folio. */
export interface FolioFacts {
  type: EntryType;
  authorId: string;
  noticedBy: readonly string[];
}

export const SITE_BOOK_MESSAGES = {
  noBook: 'El proyecto no tiene Libro de Obra.',
  alreadyOpen: 'El proyecto ya tiene Libro de Obra.',
  closed: 'El Libro de Obra está cerrado: no admite folios nuevos.',
  notWriter: 'Tu cargo no escribe en este Libro de Obra.',
  entryNotFound: 'El folio no existe.',
  signed: 'El folio ya está firmado y no admite cambios. Para corregirlo, escribe un folio nuevo que lo corrija.',
  notSigned: 'El folio aún no está firmado.',
  notNoticer: 'No te corresponde tomar conocimiento de este folio.',
  noticed: 'Ya tomaste conocimiento de este folio.',
  writers: 'Indica al menos un cargo que escriba en el libro, con cargos que existan.',
  noticeBy: 'notice_by debe dar, para cada tipo de folio (1 a 5), una lista de cargos que existan.',
  type: 'El tipo debe ser 1 Instrucción, 2 Observación, 3 Respuesta, 4 Comunicación o 5 Recepción.',
  text: 'Por favor escribe el texto del folio. Este campo no puede estar vacío.',
  reference: 'Cada referencia debe ser una tarea, RDI, adicional o estado de pago de este proyecto que puedas ver.',
  privateTask: 'Una tarea privada no puede citarse en el Libro de Obra: quienes leen el libro no pueden verla.',
  replyByType: 'Solo una Instrucción lleva plazo de respuesta.',
  replyByRange: 'El plazo de respuesta debe ser un día desde hoy y dentro de los próximos 3 años.',
  corrects: 'Solo se corrige un folio firmado de este libro.',
  answers: 'Una Respuesta responde a una Instrucción firmada de este libro.',
  answersType: 'Solo una Respuesta responde a una Instrucción.',
  draftChanged: 'Este borrador cambió en otra pestaña mientras lo editabas.',
} as const;

/** The actor's job type in the project, or null when they are not a member. */
export const jobIn = (actor: Actor, projectId: string): number | null =>
  actor.projects.get(projectId)?.jobTypeId ?? null;

/** Opens the book and names who writes and who takes notice. */
export const mayManageBook = (actor: Actor, projectId: string): boolean => actor.can('manage_site_book', projectId);

const noticedJobs = (book: Pick<BookSetup, 'noticeBy'>): number[] => Object.values(book.noticeBy).flat();

/**
 * Who reads the book: its managers, and the members whose job type writes in it or takes notice of
 * some kind of folio. Nobody else hears of it (list, count, mail, bell, live push).
 */
export const bookAudience = (book: Pick<BookSetup, 'writers' | 'noticeBy'>): RoleAudience => ({
  job_types: [...new Set([...book.writers, ...noticedJobs(book)])],
  capability: 'manage_site_book',
});

export const mayReadBook = (actor: Actor, book: BookSetup): boolean =>
  actor.sees(book.projectId) && inRoleAudience(actor, book.projectId, bookAudience(book));

/** Writes and signs folios: a member whose job type the book names as a writer, while it is open. */
export function mayWrite(actor: Actor, book: BookSetup): boolean {
  const job = jobIn(actor, book.projectId);
  return !book.closed && job !== null && book.writers.includes(job);
}

/** Must take notice of a folio: a member of a job type named for its kind, other than its author. */
export const mustTakeNotice = (
  userId: string,
  jobTypeId: number | null,
  book: Pick<BookSetup, 'noticeBy'>,
  folio: Pick<FolioFacts, 'type' | 'authorId'>,
): boolean => jobTypeId !== null && userId !== folio.authorId && book.noticeBy[`${folio.type}`].includes(jobTypeId);

/** Whether the actor may press 'Tomar conocimiento' on the folio now. */
export const mayTakeNotice = (actor: Actor, book: BookSetup, folio: FolioFacts): boolean =>
  mustTakeNotice(actor.id, jobIn(actor, book.projectId), book, folio) && !folio.noticedBy.includes(actor.id);
