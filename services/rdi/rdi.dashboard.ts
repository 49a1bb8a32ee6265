import { foldRdi, type RdiDocument } from '../../projections/rdi/rdi.projection';
import { type DashboardItems, EVERY_READER, timedShare } from '../items/item-dashboard';
import type { Stored } from '../platform/event-store/event-store.port';
import type { Shared } from '../platform/read-store/read-store.port';
import { RDI_EVENT_TYPES, type RdiEvent } from './rdi.events';

/** The RDI card: its light counts the current responsible's turn, as its card's does. */
export const rdiDashboard: DashboardItems<Shared<RdiDocument>> = {
  kind: 'rdi',
  handles: RDI_EVENT_TYPES,
  itemIds: (event) => [(event.data as RdiEvent['data']).rdiId],
  fold: (before, event) => foldRdi(before, event as Stored<RdiEvent>),
  share: (rdi) => {
    const base = { project_id: rdi.project_id, module: 'rdi' as const, readers: EVERY_READER, money: null };
    return timedShare(base, { ...rdi, waiting_since: rdi.response_since }, rdi.status === 3);
  },
};
