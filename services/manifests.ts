import { dashboardProjection } from '../projections/dashboard/dashboard.projection';
import { withheldStreamsProjection } from '../projections/feed/withheld-streams.projection';
import { filesProjection } from '../projections/files/files.projection';
import { ballInCourtProjection } from '../projections/history/ball-in-court.projection';
import { membershipStreamsProjection } from '../projections/history/membership-streams.projection';
import { notificationsProjection } from '../projections/notifications/notifications.projection';
import { remindersProjection } from '../projections/reminders/reminders.projection';
import { reportActivityProjection } from '../projections/reminders/report-activity.projection';
import type { Projection } from '../projections/runtime/projection';
import { additionalManifest } from './additionals/additional.manifest';
import { paymentStatusManifest } from './additionals/payment-status.manifest';
import { companyManifest } from './companies/company.manifest';
import { ItemRegistry } from './items/item-registry';
import { UpcasterRegistry } from './platform/event-store/upcasters';
import { projectManifest } from './projects/project.manifest';
import { rdiManifest } from './rdi/rdi.manifest';
import { taskManifest } from './tasks/task.manifest';
import { userManifest } from './users/user.manifest';

/** The items an additional starts from: the possible additional (a task) and the RDI it was sent to. */
const additionalSources = [taskManifest, rdiManifest].flatMap((manifest) => manifest.lineage ?? []);

/** Every event-sourced item type, one manifest each: adding a type is its folder and one line here. */
export const items = new ItemRegistry([
  userManifest,
  companyManifest,
  projectManifest,
  taskManifest,
  rdiManifest,
  additionalManifest(additionalSources),
  paymentStatusManifest,
]);

/**
 * Every read model of the application. Order does not matter: each keeps from the events what it
 * needs in its own collections and reads no other's, so any one rebuilds alone (projections/all-projections.spec.ts).
 */
export const allProjections: readonly Projection[] = [
  ...items.projections,
  filesProjection(items.factsOf('audience')),
  dashboardProjection(items.dashboards),
  ballInCourtProjection(items.ballRules),
  notificationsProjection(items.factsOf('notices')),
  remindersProjection(items.factsOf('reminders')),
  reportActivityProjection(items.factsOf('activity')),
  membershipStreamsProjection,
  withheldStreamsProjection(items.factsOf('audience')),
];

/** The log as every reader sees it: each payload at its type's current version, old values repaired. */
export const upcasting = new UpcasterRegistry(items.upcasters, items.valueRepairs);
