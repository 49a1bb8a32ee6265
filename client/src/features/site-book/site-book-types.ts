import type {
  SiteBookAnswer,
  SiteBookEntryAnswer,
  SiteBookEntryRow,
  SiteBookEntryTypeId,
  SiteBookFolioRef,
  SiteBookListAnswer,
  SiteBookReferenceType,
  SiteBookVerifyAnswer,
} from '../../../../services/contracts/site-book-answers';

/** The contract's answers (services/contracts/site-book-answers.ts) under the names this feature reads them by. */
export type SiteBook = SiteBookAnswer;
export type Entry = SiteBookEntryAnswer;
export type EntryRow = SiteBookEntryRow;
export type EntryListing = SiteBookListAnswer;
export type EntryType = SiteBookEntryTypeId;
export type FolioRef = SiteBookFolioRef;
export type ReferencedItemType = SiteBookReferenceType;
export type EntryReference = Entry['references'][number];
export type Verification = SiteBookVerifyAnswer;

/** The entry types in their order, as the form and the index's filter offer them (the contract's 1–5). */
export const ENTRY_TYPES: ReadonlyArray<{ id: EntryType; name: string }> = [
  { id: 1, name: 'Instrucción' },
  { id: 2, name: 'Observación' },
  { id: 3, name: 'Respuesta' },
  { id: 4, name: 'Comunicación' },
  { id: 5, name: 'Recepción' },
];
