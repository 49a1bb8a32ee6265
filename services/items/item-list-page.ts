import type { Doc, Filter, ReadCollection } from '../platform/read-store/read-store.port';
import { itemListSort } from './item-list-order';

/** The page a list call asks for: a whole number from 1. */
export const pageNumber = (page: number | undefined) => Math.max(1, Math.floor(page ?? 1));

/**
 * One page of a task, RDI or additional list in the order the call asks for (itemListSort), and
 * how many items and pages of `size` the filter matches.
 */
export async function itemListPage<T extends Doc>(
  items: ReadCollection<T>,
  filter: Filter,
  query: { page?: number; order?: number },
  size: number,
) {
  const skip = (pageNumber(query.page) - 1) * size;
  const [total, found] = await Promise.all([
    items.count(filter),
    items.find(filter, { sort: itemListSort(query.order), skip, limit: size }),
  ]);
  return { found, total, pages: Math.ceil(total / size) };
}
