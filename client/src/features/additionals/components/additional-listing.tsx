import { Banner } from '@primer/react';
import { ItemListing, ListingHeader } from '../../../components/item-card-parts';
import { MultiFilter } from '../../../components/multi-filter';
import { RESPONSIBLE_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from '../additional-rules';
import { type AdditionalListQuery, PAGE_SIZE, useAdditionalListing } from '../api/additional-queries';
import { AdditionalCard } from './additional-card';

interface AdditionalListingProps {
  projectId: string;
  query: AdditionalListQuery;
  onQuery: (next: AdditionalListQuery) => void;
  onOpen: (additionalId: string) => void;
}

/** 'Listado' (spec 2, type 2): filters, order toggle, total, the cards and 7 page buttons. */
export function AdditionalListing({ projectId, query, onQuery, onOpen }: AdditionalListingProps) {
  const { listing, error, isLoading } = useAdditionalListing(projectId, query);
  const change = (next: Partial<AdditionalListQuery>) => onQuery({ ...query, page: 1, ...next });
  const total = listing?.total_additional ?? 0;
  return (
    <>
      <ListingHeader
        order={query.order}
        onOrder={(order) => change({ order })}
        filters={
          <>
            <MultiFilter
              label="Título Adicional"
              options={TYPE_OPTIONS}
              selected={query.types}
              onChange={(ids) => change({ types: ids })}
            />
            <MultiFilter
              label="Estado"
              options={STATUS_OPTIONS}
              selected={query.statuses}
              onChange={(ids) => change({ statuses: ids })}
            />
            <MultiFilter
              label="Responsable"
              options={RESPONSIBLE_OPTIONS}
              selected={query.responsible}
              onChange={(ids) => change({ responsible: ids })}
            />
          </>
        }
        totalLabel="Total de adicionales"
        total={total}
        totalSpoken={`${total} adicionales`}
      />
      {error && <Banner variant="critical" title="Error" description={error.message} hideTitle />}
      <ItemListing
        items={listing?.additional}
        loading={isLoading}
        loadingLabel="Cargando adicionales"
        listLabel="Adicionales del proyecto"
        pagesLabel="Páginas de adicionales"
        emptyText="No hay adicionales."
        page={query.page}
        pageCount={Math.ceil(total / PAGE_SIZE)}
        onPage={(page) => onQuery({ ...query, page })}
        renderItem={(additional) => <AdditionalCard additional={additional} onOpen={() => onOpen(additional.id)} />}
      />
    </>
  );
}
