import type { ReactNode } from 'react';
import { ItemListing, ListingHeader } from './item-card-parts';
import { LoadFailure } from './load-failure';
import { MultiFilter } from './multi-filter';

type FilterId = string | number;

/** The query's fields that hold a filter's picked ids. */
type FilterField<Q> = { [K in keyof Q]: Q[K] extends readonly FilterId[] ? K : never }[keyof Q];

export interface ListingFilter<Q> {
  label: string;
  options: readonly { id: FilterId; name: string }[];
  field: FilterField<Q>;
}

/** What a screen hands its project listing: the project, the query it keeps and how a card opens. */
export interface ProjectListingProps<Q> {
  projectId: string;
  query: Q;
  onQuery: (next: Q) => void;
  onOpen: (itemId: string) => void;
}

interface FilteredListingProps<Q extends { page: number; order: number }, T extends { id: string }> {
  query: Q;
  onQuery: (next: Q) => void;
  filters: readonly ListingFilter<Q>[];
  /** What the listing holds ('tareas', 'RDI'): it names the total, the loading cards, the list and its pages. */
  noun: string;
  /** When the total is not 'Total de <noun>'. */
  totalLabel?: string;
  /** When the empty listing is not 'No hay <noun>.'. */
  emptyText?: string;
  total: number;
  error: Error | undefined;
  items: readonly T[] | undefined;
  loading: boolean;
  pageCount: number;
  renderItem: (item: T) => ReactNode;
}

/** A project listing (Tareas, RDI, Adicionales): header with order, filters and total, then the cards and pages. */
export function FilteredListing<Q extends { page: number; order: number }, T extends { id: string }>(
  props: FilteredListingProps<Q, T>,
) {
  const { query, onQuery, filters, noun, total, error, items, loading, pageCount, renderItem } = props;
  // A new order or filter starts again at page 1.
  const change = (next: Partial<Q>) => onQuery({ ...query, page: 1, ...next });
  return (
    <>
      <ListingHeader
        order={query.order}
        onOrder={(order) => change({ order } as Partial<Q>)}
        filters={filters.map((filter) => (
          <MultiFilter
            key={filter.label}
            label={filter.label}
            options={filter.options}
            selected={query[filter.field] as readonly FilterId[]}
            onChange={(ids) => change({ [filter.field]: ids } as Partial<Q>)}
          />
        ))}
        totalLabel={props.totalLabel ?? `Total de ${noun}`}
        total={total}
        totalSpoken={`${total} ${noun}`}
      />
      {error && <LoadFailure error={error} />}
      <ItemListing
        items={items}
        loading={loading}
        loadingLabel={`Cargando ${noun}`}
        listLabel={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} del proyecto`}
        pagesLabel={`Páginas de ${noun}`}
        emptyText={props.emptyText ?? `No hay ${noun}.`}
        page={query.page}
        pageCount={pageCount}
        onPage={(page) => onQuery({ ...query, page })}
        renderItem={renderItem}
      />
    </>
  );
}
