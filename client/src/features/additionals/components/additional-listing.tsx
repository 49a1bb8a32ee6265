import { FilteredListing, type ListingFilter, type ProjectListingProps } from '../../../components/filtered-listing';
import { RESPONSIBLE_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from '../additional-rules';
import { type AdditionalListQuery, PAGE_SIZE, useAdditionalListing } from '../api/additional-queries';
import { AdditionalCard } from './additional-card';

/** The listing's filters: their options are fixed lists (spec 2). */
const FILTERS: readonly ListingFilter<AdditionalListQuery>[] = [
  { label: 'Título Adicional', options: TYPE_OPTIONS, field: 'types' },
  { label: 'Estado', options: STATUS_OPTIONS, field: 'statuses' },
  { label: 'Responsable', options: RESPONSIBLE_OPTIONS, field: 'responsible' },
];

/** 'Listado' (spec 2, type 2): filters, order toggle, total, the cards and 7 page buttons. */
export function AdditionalListing({ projectId, query, onQuery, onOpen }: ProjectListingProps<AdditionalListQuery>) {
  const { listing, error, isLoading } = useAdditionalListing(projectId, query);
  return (
    <FilteredListing
      query={query}
      onQuery={onQuery}
      filters={FILTERS}
      noun="adicionales"
      total={listing?.total_additional ?? 0}
      error={error}
      items={listing?.additional}
      loading={isLoading}
      pageCount={Math.ceil((listing?.total_additional ?? 0) / PAGE_SIZE)}
      renderItem={(additional) => <AdditionalCard additional={additional} onOpen={() => onOpen(additional.id)} />}
    />
  );
}
