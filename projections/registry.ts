import { additionalLineageProjection } from './additionals/additional-lineage.projection';
import { additionalTableProjection } from './additionals/additional-table.projection';
import { additionalsProjection } from './additionals/additionals.projection';
import { paymentStatusesProjection } from './additionals/payment-statuses.projection';
import { dashboardProjection } from './dashboard/dashboard.projection';
import { withheldStreamsProjection } from './feed/withheld-streams.projection';
import { filesProjection } from './files/files.projection';
import { ballInCourtProjection } from './history/ball-in-court.projection';
import { membershipStreamsProjection } from './history/membership-streams.projection';
import { notificationsProjection } from './notifications/notifications.projection';
import { companiesProjection } from './organisation/companies.projection';
import { projectsProjection } from './organisation/projects.projection';
import { rdiProjection } from './rdi/rdi.projection';
import { remindersProjection } from './reminders/reminders.projection';
import { reportActivityProjection } from './reminders/report-activity.projection';
import type { Projection } from './runtime/projection';
import { taskDetailsProjection } from './tasks/task-details.projection';
import { taskListingProjection } from './tasks/task-listing.projection';
import { userDirectoryProjection } from './users/user-directory.projection';
import { userSessionsProjection } from './users/user-sessions.projection';

/**
 * Every read model of the application. Order does not matter: each keeps from the events what it
 * needs in its own collections and reads no other's, so any one rebuilds alone (registry.spec.ts).
 */
export const allProjections: readonly Projection[] = [
  userDirectoryProjection,
  userSessionsProjection,
  companiesProjection,
  projectsProjection,
  filesProjection,
  taskDetailsProjection,
  taskListingProjection,
  rdiProjection,
  additionalsProjection,
  additionalTableProjection,
  paymentStatusesProjection,
  additionalLineageProjection,
  dashboardProjection,
  ballInCourtProjection,
  notificationsProjection,
  remindersProjection,
  reportActivityProjection,
  membershipStreamsProjection,
  withheldStreamsProjection,
];
