import { useStoredState } from './use-stored-state';

/** How listings are shown (spec 9): 1 grid, 2 list, 3 management. */
export type ListingView = 1 | 2 | 3;

export const LISTING_VIEWS: ReadonlyArray<{ value: ListingView; label: string }> = [
  { value: 1, label: 'Cuadrícula' },
  { value: 2, label: 'Lista' },
  { value: 3, label: 'Gestión' },
];

const isListingView = (value: unknown): value is ListingView => value === 1 || value === 2 || value === 3;

export function useListingView(): [ListingView, (view: ListingView) => void] {
  return useStoredState<ListingView>('faena.listing-view', 1, isListingView);
}
