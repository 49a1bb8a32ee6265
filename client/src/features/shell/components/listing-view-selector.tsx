import { AppsIcon, type Icon, ListUnorderedIcon, TableIcon } from '@primer/octicons-react';
import { SegmentedControl } from '@primer/react';
import { LISTING_VIEWS, type ListingView, useListingView } from '../../../lib/listing-view';

const ICONS: Record<ListingView, Icon> = { 1: AppsIcon, 2: ListUnorderedIcon, 3: TableIcon };

/** Grid, list or management view for the listings; the choice survives reloads. */
export function ListingViewSelector() {
  const [view, setView] = useListingView();
  return (
    <SegmentedControl
      aria-label="Vista de los listados"
      size="small"
      onChange={(index) => {
        const next = LISTING_VIEWS[index];
        if (next) setView(next.value);
      }}
    >
      {LISTING_VIEWS.map(({ value, label }) => (
        <SegmentedControl.IconButton key={value} icon={ICONS[value]} aria-label={label} selected={view === value} />
      ))}
    </SegmentedControl>
  );
}
