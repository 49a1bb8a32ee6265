import useSWR from 'swr';
import type { SiteBookMentionsAnswer, SiteBookReferenceType } from '../../../../services/contracts/site-book-answers';
import { post } from '../http';
import { refreshOn } from '../live';

export const MENTIONS_PATH = '/siteBook/mentions';

/** Any folio the reader hears of may be a new one that mentions the item: the key does not say. */
const mentionsLive = refreshOn({ site_book_entry: true });

/** The signed folios of the Libro de Obra that reference an item; none when the book cannot be read. */
export function useFolioMentions(itemType: SiteBookReferenceType, itemId: string) {
  const { data } = useSWR(
    [MENTIONS_PATH, itemType, itemId] as const,
    async ([path, type, id]) => (await post<SiteBookMentionsAnswer>(path, { item_type: type, item_id: id })).folios,
    { shouldRetryOnError: false, use: [mentionsLive] },
  );
  return data ?? [];
}
