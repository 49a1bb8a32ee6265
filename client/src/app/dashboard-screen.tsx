import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { MainModelSlot } from '../features/models/components/main-model-slot';

/** The dashboard with Planimetría's main model in its viewer slot (spec 2.8). */
export function DashboardScreen() {
  return <DashboardPage modelSlot={MainModelSlot} />;
}
