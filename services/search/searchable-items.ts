import type { Actor } from '../platform/commands/actor';
import type { Filter, FindOptions, ReadStore } from '../platform/read-store/read-store.port';

/** One item as the header's global search answers it. */
export interface SearchHit {
  id: string;
  number: number;
  title: string;
  description: string;
  /** The description's opening as plain words, cut at a word with '…' (`markdownSnippet`). */
  snippet: string;
  seen_by_me: number | null;
  status: number;
  ended_at: string | null;
}

/** What a global search asks of one item type: the project, the words' filter, and the order and number of hits. */
export interface SearchQuery {
  projectId: string;
  words: Filter;
  page: FindOptions;
}

/** What the header's global search needs of one item type it searches, from that type's manifest. */
export interface SearchableItems {
  /** The answer's field that lists this type's hits ('tasks', 'rdis'). */
  answerKey: string;
  /** The project's items the reader may see that match the words; none when the reader may not search them there. */
  search(reads: ReadStore, actor: Actor, query: SearchQuery): Promise<SearchHit[]>;
}

/** The searchable item types, in the manifests' order: the composition root provides them. */
export const SEARCHABLE_ITEMS = Symbol('SearchableItems');
