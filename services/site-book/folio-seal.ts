import { createHash } from 'node:crypto';
import type { EntryContent } from './site-book.events';

/** What a folio's seal covers: its content, who signed it, its number and time, and its files. */
export interface SealedFolio {
  content: EntryContent;
  authorId: string;
  folio: number;
  signedAt: string;
  fileHashes: readonly string[];
}

/**
 * The folio's canonical form: one line of JSON with the fields in a fixed order, so the same folio
 * always gives the same bytes, whatever order its events kept them in.
 */
export function canonicalFolio({ content, authorId, folio, signedAt, fileHashes }: SealedFolio): string {
  return JSON.stringify([
    content.type,
    content.text,
    content.references.map((reference) => [reference.itemType, reference.itemId, reference.label]),
    content.corrects ? [content.corrects.entryId, content.corrects.folio] : null,
    content.answers ? [content.answers.entryId, content.answers.folio] : null,
    content.replyBy,
    authorId,
    folio,
    signedAt,
    [...fileHashes],
  ]);
}

/**
 * The folio's hash: SHA-256 (hex) of the previous folio's hash and its canonical form, so changing
 * or removing any folio breaks every later one. A pure function: the book decider seals with it and
 * the verification recomputes it from the stored events.
 */
export function sealOf(folio: SealedFolio, previousHash: string | null): string {
  return createHash('sha256')
    .update(`${previousHash ?? ''}\n${canonicalFolio(folio)}`)
    .digest('hex');
}
