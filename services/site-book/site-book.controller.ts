import { randomInt } from 'node:crypto';
import { Body, Controller, Inject, Ip, Res } from '@nestjs/common';
import type { Response } from 'express';
import { readableProject } from '../../projections/organisation/projects.policy';
import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
} from '../../projections/organisation/projects.projection';
import {
  SITE_BOOK_ENTRIES,
  type SiteBookDocument,
  type SiteBookEntryDocument,
} from '../../projections/site-book/site-book.projection';
import { AttemptLimiter } from '../auth/attempt-limiter';
import { PasswordCheck } from '../auth/password-check';
import { REFERABLE_ITEMS, type ReferableItems } from '../items/referable-items';
import { projectFactsOf } from '../organisation/project-facts';
import { chileDate } from '../platform/clock/calendar';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, commandStep, createdId } from '../platform/commands/command-context';
import { DomainError } from '../platform/domain-error';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ApiCall } from '../platform/http/api-response';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { tagVersion } from '../platform/http/edit-version';
import { Public } from '../platform/http/public.decorator';
import { ApiQuery } from '../platform/http/query-call';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import {
  CitableItemsDto,
  CreateEntryDto,
  EntryIdDto,
  ListEntriesDto,
  MentionsDto,
  OpenSiteBookDto,
  type ReferenceDto,
  SignEntryDto,
  SiteBookProjectDto,
  UpdateEntryDto,
  VerifyDto,
} from './dto/site-book.dto';
import { EntryFiles } from './entry-files';
import { type SignedFolio } from './folio-chain';
import { FolioVerification } from './folio-verification';
import { type DraftFacts } from './site-book.decider';
import type { EntryType, NoticeBy } from './site-book.events';
import { SiteBookCommands, SiteBookEntryCommands } from './site-book-commands';
import type { CitedItem, DraftInput, PointedFolio, SiteBookEntryCommand } from './site-book-entry.decider';
import {
  bookAnswer,
  bookSetupOf,
  entryAnswer,
  entryRows,
  folioFilter,
  getBook,
  mayReadEntry,
  noBookFor,
  readableBook,
  readableEntry,
  SITE_BOOK_PAGE_SIZE,
  type ViewContext,
  viewContextOf,
} from './site-book-view';

export const WRONG_PASSWORD = 'La contraseña no es correcta.';
/** Unambiguous letters and digits (no 0/O, 1/I/L): a code read aloud or typed from paper. */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'LO-7KQ2-M9XD': about 8.5 × 10¹¹ codes, made at random for each folio. */
const verificationCode = () => {
  const part = () => Array.from({ length: 4 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
  return `LO-${part()}-${part()}`;
};

/** How many items of a type a folio's form offers at once: the search narrows further. */
const CITABLE_ITEMS = 20;

/** The project facts a command about a project's book carries. */
const factsOf = (project: ProjectDocument | null) => (project ? projectFactsOf(project) : null);

/**
 * The Libro de Obra (issue 33, docs/site-book.md): DTO in, command out. The book's decider and the
 * entry's hold every rule; the views answer what the reader may see and do.
 */
@Controller('siteBook')
export class SiteBookController {
  /** Verification without sign-in: per address, enough for a person checking a stack of printed folios. */
  private readonly verifications: AttemptLimiter;

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REFERABLE_ITEMS) private readonly referable: ReferableItems,
    private readonly books: SiteBookCommands,
    private readonly entries: SiteBookEntryCommands,
    private readonly passwords: PasswordCheck,
    private readonly files: EntryFiles,
    private readonly folios: FolioVerification,
  ) {
    this.verifications = new AttemptLimiter(clock, { max: 60, windowMs: 60_000 });
  }

  @ApiCommand('open')
  async open(@Body() form: OpenSiteBookDto, @CommandMeta() context: CommandContext, @Requester() actor: Actor) {
    const project = await readableProject(this.reads, actor, form.project_id);
    await this.books.execute({
      aggregateId: project.id,
      command: {
        type: 'OpenSiteBook',
        project: projectFactsOf(project),
        writers: form.writers,
        noticeBy: form.notice_by as NoticeBy,
      },
      context: { ...context, projectId: project.id },
    });
    return this.bookOf(actor, project);
  }

  @ApiCall('get')
  async get(@Body() query: SiteBookProjectDto, @Requester() actor: Actor) {
    return this.bookOf(actor, await readableProject(this.reads, actor, query.project_id));
  }

  @ApiCommand('createEntry')
  async create(@Body() form: CreateEntryDto, @CommandMeta() context: CommandContext, @Requester() actor: Actor) {
    const project = await readableProject(this.reads, actor, form.project_id);
    const entryId = createdId(context, 'site-book-entry');
    const draft: DraftInput = {
      type: form.type,
      text: form.text,
      references: await this.cited(actor, form.references ?? []),
      corrects: await this.pointed(form.corrects),
      answers: await this.pointed(form.answers),
      replyBy: form.reply_by ?? null,
    };
    await this.executeEntry(context, project.id, {
      type: 'CreateEntry',
      ...(await this.about(entryId, project)),
      draft,
      today: this.today(),
    });
    return this.entryOf(actor, entryId);
  }

  @ApiCommand('updateEntry')
  async update(
    @Body() form: UpdateEntryDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ) {
    const entry = await this.entryDocument(form.entry_id);
    const project = entry && (await this.project(entry.project_id));
    const changes: Partial<DraftInput> = {
      ...(form.type !== undefined ? { type: form.type } : {}),
      ...(form.text !== undefined ? { text: form.text } : {}),
      ...(form.references !== undefined ? { references: await this.cited(actor, form.references) } : {}),
      ...(form.corrects !== undefined ? { corrects: await this.pointed(form.corrects) } : {}),
      ...(form.answers !== undefined ? { answers: await this.pointed(form.answers) } : {}),
      ...(form.reply_by !== undefined ? { replyBy: form.reply_by } : {}),
    };
    await this.executeEntry(context, entry?.project_id, {
      type: 'UpdateEntry',
      ...(await this.about(form.entry_id, project)),
      changes,
      today: this.today(),
      ...(context.expectedVersion !== undefined ? { expectedVersion: context.expectedVersion } : {}),
    });
    const answer = await this.entryOf(actor, form.entry_id);
    tagVersion(response, answer.entry.version);
    return answer;
  }

  /**
   * The author signs with their password again (the sign-in's check and its count of failures):
   * the book seals the draft as its next folio, then the draft is marked signed. The seal's command
   * id is the entry's, so signing twice (two tabs) answers the first folio.
   */
  @ApiCommand('signEntry')
  async sign(
    @Body() form: SignEntryDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
    @Ip() address: string,
  ) {
    if (!(await this.passwords.ofUser(actor.id, form.password, address))) {
      throw new DomainError('site_book.wrong_password', WRONG_PASSWORD, 401);
    }
    const entry = await this.entryDocument(form.entry_id);
    const project = entry && (await this.project(entry.project_id));
    const draft: DraftFacts | null = entry && {
      entryId: entry.id,
      projectId: entry.project_id,
      authorId: entry.author_id,
      signed: entry.status === 'signed',
      content: {
        type: entry.type,
        text: entry.text,
        references: entry.references,
        corrects: entry.corrects,
        answers: entry.answers,
        replyBy: entry.reply_by,
      },
      fileHashes: await this.files.hashes(entry.id),
    };
    const projectId = entry?.project_id ?? '';
    const { requestHash: _, ...step } = commandStep(context, 'seal');
    const sealed = await this.books.execute({
      aggregateId: projectId,
      command: {
        type: 'SignFolio',
        members: await this.members(projectId),
        project: factsOf(project),
        draft,
        signedAt: this.clock.now().toISOString(),
        code: verificationCode(),
      },
      context: { ...step, commandId: `seal-${form.entry_id}`, projectId },
    });
    const signed = sealed.events.find((event) => event.type === 'SiteBookFolioSigned');
    const folio = (signed?.data as SignedFolio | undefined)?.folio ?? 0;
    await this.entries.execute({
      aggregateId: form.entry_id,
      command: { type: 'MarkEntrySigned', ...(await this.about(form.entry_id, project)), folio },
      context: { ...commandStep(context, 'mark'), projectId },
    });
    return this.entryOf(actor, form.entry_id);
  }

  @ApiCommand('takeNotice')
  async takeNotice(@Body() form: EntryIdDto, @CommandMeta() context: CommandContext, @Requester() actor: Actor) {
    const entry = await this.entryDocument(form.entry_id);
    const project = entry && (await this.project(entry.project_id));
    await this.executeEntry(context, entry?.project_id, {
      type: 'TakeNotice',
      ...(await this.about(form.entry_id, project)),
    });
    return this.entryOf(actor, form.entry_id);
  }

  @ApiCall('getEntry')
  async getEntry(@Body() query: EntryIdDto, @Requester() actor: Actor) {
    return this.entryOf(actor, query.entry_id);
  }

  /** Signed folios newest first, the caller's own drafts before them on the first page. */
  @ApiCall('list')
  async list(@Body() query: ListEntriesDto, @Requester() actor: Actor) {
    const project = await readableProject(this.reads, actor, query.project_id);
    const book = await readableBook(this.reads, actor, project.id);
    const entries = this.reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES);
    const page = query.page ?? 1;
    const ofType = query.type !== undefined ? { type: query.type } : {};
    const signed = folioFilter(book.id, query.unnoticed === true, query.type);
    const [total, found, drafts, unnoticedCount] = await Promise.all([
      entries.count(signed),
      entries.find(signed, {
        sort: { folio_key: -1 },
        skip: (page - 1) * SITE_BOOK_PAGE_SIZE,
        limit: SITE_BOOK_PAGE_SIZE,
      }),
      page === 1 && !query.unnoticed
        ? entries.find(
            { project_id: project.id, status: 'draft', author_id: actor.id, ...ofType },
            { sort: { created_at: -1 } },
          )
        : Promise.resolve([]),
      entries.count(folioFilter(book.id, true)),
    ]);
    const rows = await entryRows(this.reads, actor, book, [...drafts, ...found], this.viewContext(project));
    return { code: 200, entries: rows, total, page_size: SITE_BOOK_PAGE_SIZE, unnoticed_count: unnoticedCount };
  }

  /**
   * What a folio's form offers to cite: one type's items of the project the caller reads, whose number
   * or title the search's words begin, newest first (the newest when nothing is typed).
   */
  @ApiCall('citable')
  async citable(@Body() query: CitableItemsDto, @Requester() actor: Actor) {
    const project = await readableProject(this.reads, actor, query.project_id);
    await readableBook(this.reads, actor, project.id);
    const found = await this.referable
      .referable(query.item_type)
      .citable(this.reads, actor, { projectId: project.id, search: query.search ?? '', limit: CITABLE_ITEMS });
    const references = found.map((item) => ({ item_type: query.item_type, item_id: item.id, label: item.label }));
    return { code: 200, references };
  }

  /** The signed folios that cite an item, for its detail: to whoever reads both the item and the book. */
  @ApiCall('mentions')
  async mentions(@Body() query: MentionsDto, @Requester() actor: Actor) {
    const item = await this.referable.referable(query.item_type).cited(this.reads, actor, query.item_id);
    if (!item) throw new DomainError('site_book.item_not_found', 'El elemento no existe.', 404);
    const book = await getBook(this.reads, item.projectId);
    const found = book
      ? await this.reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES).find(
          {
            project_id: item.projectId,
            status: 'signed',
            references: { $elemMatch: { itemType: query.item_type, itemId: query.item_id } },
          },
          { sort: { folio: 1 } },
        )
      : [];
    const readable = book ? found.filter((entry) => mayReadEntry(actor, book, entry)) : [];
    const rows = book ? await entryRows(this.reads, actor, book, readable, this.viewContext(null)) : [];
    const folios = rows.map((row) => ({
      id: row.id,
      folio: row.folio!,
      type_name: row.type_name,
      signed_at: row.signed_at!,
      author_name: row.author.name,
    }));
    return { code: 200, folios };
  }

  /**
   * Anyone with a printed folio's code (no sign-in) learns whether it exists and is intact: its
   * hash and the chain up to it are recomputed from the book's stored events, never from a read model.
   */
  @Public()
  @ApiQuery('verify')
  async verify(@Body() query: VerifyDto, @Ip() address: string, @Res({ passthrough: true }) response: Response) {
    this.verifications.check(address);
    this.verifications.record(address);
    const { status, answer } = await this.folios.verify(query.code);
    response.status(status);
    return { code: status, ...answer };
  }

  private today(): string {
    return chileDate(this.clock.now());
  }

  private viewContext(project: ProjectDocument | null): ViewContext {
    return viewContextOf(project, this.clock.now());
  }

  private project(projectId: string) {
    return this.reads.collection<ProjectDocument>(PROJECTS).get(projectId);
  }

  private async members(projectId: string) {
    const members = await this.reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).find({ project_id: projectId });
    return members.map((member) => ({ userId: member.user_id, jobTypeId: member.job_type_id }));
  }

  private entryDocument(entryId: string) {
    return this.reads.collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES).get(entryId);
  }

  /** What an entry command knows of its book and project (null when none: the decider refuses). */
  private async about(entryId: string, project: ProjectDocument | null) {
    const book = project ? await getBook(this.reads, project.id) : null;
    return { entryId, project: factsOf(project), book: book && bookSetupOf(book) };
  }

  /** The cited items as each one's read policy lets the actor see them. */
  private cited(actor: Actor, references: readonly ReferenceDto[]): Promise<CitedItem[]> {
    return Promise.all(
      references.map(async ({ item_type, item_id }) => ({
        itemType: item_type,
        itemId: item_id,
        item: await this.referable.referable(item_type).cited(this.reads, actor, item_id),
      })),
    );
  }

  /** The folio an entry points to (corrects, answers); null when none is named. */
  private async pointed(entryId: string | null | undefined): Promise<PointedFolio | null> {
    if (!entryId) return null;
    const entry = await this.entryDocument(entryId);
    return {
      entryId,
      folio: entry && {
        projectId: entry.project_id,
        folio: entry.status === 'signed' ? entry.folio : null,
        type: entry.type as EntryType,
      },
    };
  }

  private executeEntry(context: CommandContext, projectId: string | undefined, command: SiteBookEntryCommand) {
    return this.entries.execute({
      aggregateId: command.entryId,
      command,
      context: { ...context, ...(projectId ? { projectId } : {}) },
    });
  }

  private async bookOf(actor: Actor, project: ProjectDocument) {
    const book: SiteBookDocument | null = await getBook(this.reads, project.id);
    if (!book) throw noBookFor(actor, project.id);
    const readable = await readableBook(this.reads, actor, project.id);
    return { code: 200, book: await bookAnswer(this.reads, actor, readable, projectFactsOf(project).closed) };
  }

  private async entryOf(actor: Actor, entryId: string) {
    const { entry, book } = await readableEntry(this.reads, actor, entryId);
    const project = await this.project(entry.project_id);
    const files = await this.files.listed(entry.id, actor.id);
    const context = this.viewContext(project);
    return { code: 200, entry: await entryAnswer(this.reads, actor, book, entry, context, files) };
  }
}
