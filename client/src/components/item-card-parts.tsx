import type { ReactNode } from 'react';
import { lightName } from '../lib/item-rules';
import styles from './items.module.css';
import { Pager } from './pager';

/** The traffic light of a task or an RDI (spec 4: 0 Bien, 1 Regular, 2 or more Malo). */
export function TrafficLight({ light }: { light: number }) {
  const name = lightName(light);
  return <span className={styles.light} data-light={Math.min(light, 2)} role="img" aria-label={`Semáforo: ${name}`} />;
}

/** Spec 4: 5 placeholders while the first page of a list loads. */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className={styles.skeleton} style={{ marginBottom: 8 }} />
      ))}
    </div>
  );
}

/** Spec 2: the project listings show 7 page buttons. */
const LISTING_PAGE_BUTTONS = 7;

interface ItemListingProps<T extends { id: string }> {
  items: readonly T[] | undefined;
  loading: boolean;
  /** The screen reader's name of the loading cards, of the list and of its pages. */
  loadingLabel: string;
  listLabel: string;
  pagesLabel: string;
  emptyText: string;
  /** Pages from 1, as the API counts them. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
}

/** A project listing's body (Tareas, RDI): 5 loading cards, the empty text, the cards and the pages. */
export function ItemListing<T extends { id: string }>(props: ItemListingProps<T>) {
  const { items, loading, loadingLabel, listLabel, pagesLabel, emptyText, page, pageCount, onPage, renderItem } = props;
  return (
    <>
      {!items && loading && <CardSkeletons label={loadingLabel} />}
      {items && items.length === 0 && <p className={styles.empty}>{emptyText}</p>}
      {items && items.length > 0 && (
        <ul className={styles.list} aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {items && pageCount > 1 && (
        <Pager
          label={pagesLabel}
          page={page - 1}
          pageCount={pageCount}
          pageButtons={LISTING_PAGE_BUTTONS}
          onChange={(index) => onPage(index + 1)}
        />
      )}
    </>
  );
}
