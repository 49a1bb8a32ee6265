import { FilterIcon, SortAscIcon, SortDescIcon } from '@primer/octicons-react';
import { Button, CounterLabel } from '@primer/react';
import { type ReactNode, useState } from 'react';
import { lightName } from '../lib/item-rules';
import { MOBILE_QUERY, useMediaQuery } from '../lib/use-media-query';
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

/** Spec 4: the order toggle cycles 1 → 2 → 3 → 4. */
const ORDER_NAMES: Record<number, string> = {
  1: 'Prioridad descendente',
  2: 'Prioridad ascendente',
  3: 'Número descendente',
  4: 'Número ascendente',
};

interface ListingHeaderProps {
  order: number;
  onOrder: (order: number) => void;
  /** The listing's filters; on a phone they wait behind 'Filtros' (spec 2). */
  filters: ReactNode;
  /** 'Total de tareas', 'Total de RDI'. */
  totalLabel: string;
  total: number;
  /** How a screen reader says the total ('12 tareas'). */
  totalSpoken: string;
}

/** A project listing's header (Tareas, RDI): the order toggle, the filters and the total. */
export function ListingHeader({ order, onOrder, filters, totalLabel, total, totalSpoken }: ListingHeaderProps) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [filtersShown, setFiltersShown] = useState(false);
  return (
    <div className={styles.header}>
      <Button leadingVisual={order % 2 === 1 ? SortDescIcon : SortAscIcon} onClick={() => onOrder((order % 4) + 1)}>
        Orden: {ORDER_NAMES[order]}
      </Button>
      {mobile && (
        <Button leadingVisual={FilterIcon} aria-expanded={filtersShown} onClick={() => setFiltersShown(!filtersShown)}>
          Filtros
        </Button>
      )}
      {(!mobile || filtersShown) && filters}
      <span className={styles.total}>
        {totalLabel} <CounterLabel aria-label={totalSpoken}>{total}</CounterLabel>
      </span>
    </div>
  );
}
