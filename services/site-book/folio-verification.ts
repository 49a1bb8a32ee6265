import { Inject, Injectable } from '@nestjs/common';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { SITE_BOOK_ENTRIES, type SiteBookEntryDocument } from '../../projections/site-book/site-book.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { SiteBookVerifyAnswer } from '../contracts/site-book-answers';
import { streamName } from '../platform/commands/decider';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { brokenFolioMessage, firstBrokenFolio, type SignedFolio } from './folio-chain';
import { siteBookAggregate } from './site-book.decider';

const UNKNOWN_CODE = 'No existe un folio con ese código.';

/**
 * What a printed folio's code proves: the folio exists, and its seal and the chain up to it still
 * match, recomputed from the book's stored events (never from a read model); its text is not told.
 */
@Injectable()
export class FolioVerification {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** The answer, and 404 for a code no folio has. */
  async verify(code: string): Promise<{ status: 200 | 404; answer: SiteBookVerifyAnswer }> {
    const asked = code.trim().toUpperCase();
    const [entry] = await this.reads
      .collection<SiteBookEntryDocument>(SITE_BOOK_ENTRIES)
      .find({ code: asked, status: 'signed' }, { limit: 1 });
    if (!entry?.folio) return { status: 404, answer: { valid: false, message: UNKNOWN_CODE } };
    const stream = await this.events.readStream(streamName(siteBookAggregate, entry.project_id));
    const upTo = stream
      .filter((event) => event.type === 'SiteBookFolioSigned')
      .map((event) => event.data as SignedFolio)
      .filter((folio) => folio.folio <= entry.folio!);
    const sealed = upTo.find((folio) => folio.code === asked);
    const broken = sealed ? firstBrokenFolio(upTo) : entry.folio;
    if (broken !== null || !sealed) {
      const folio = broken ?? entry.folio;
      return { status: 200, answer: { valid: false, folio, message: brokenFolioMessage(folio) } };
    }
    const [project, author] = await Promise.all([
      this.reads.collection<ProjectDocument>(PROJECTS).get(entry.project_id),
      this.reads.collection<UserDocument>(USERS).get(sealed.authorId),
    ]);
    const answer: SiteBookVerifyAnswer = {
      valid: true,
      project_name: project?.name ?? '',
      folio: sealed.folio,
      author_name: author?.name ?? 'Faena (sistema)',
      signed_at: sealed.signedAt,
      hash: sealed.hash,
    };
    return { status: 200, answer };
  }
}
