import type { DynamicModule, Type } from '@nestjs/common';
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
import { AdditionalsModule } from './additionals/additionals.module';
import { paymentStatusManifest } from './additionals/payment-status.manifest';
import { PaymentStatusesModule } from './additionals/payment-statuses.module';
import { CompaniesModule } from './companies/companies.module';
import { companyManifest } from './companies/company.manifest';
import type { ItemManifest } from './items/item-manifest';
import { ItemRegistry } from './items/item-registry';
import { UpcasterRegistry } from './platform/event-store/upcasters';
import { projectManifest } from './projects/project.manifest';
import { ProjectsModule } from './projects/projects.module';
import { rdiManifest } from './rdi/rdi.manifest';
import { RdiModule } from './rdi/rdi.module';
import { siteBookManifest } from './site-book/site-book.manifest';
import { SiteBookModule } from './site-book/site-book.module';
import { siteBookEntryManifest } from './site-book/site-book-entry.manifest';
import { taskManifest } from './tasks/task.manifest';
import { TasksModule } from './tasks/tasks.module';
import { userManifest } from './users/user.manifest';
import { UsersModule } from './users/users.module';

/** The items an additional starts from: the possible additional (a task) and the RDI it was sent to. */
const additionalSources = [taskManifest, rdiManifest].flatMap((manifest) => manifest.lineage ?? []);

/**
 * Every event-sourced item type: its manifest and the module that serves its calls. Adding a type
 * is its folder and one line here.
 */
const itemTypes: ReadonlyArray<{ manifest: ItemManifest; module: Type | DynamicModule }> = [
  { manifest: userManifest, module: UsersModule },
  { manifest: companyManifest, module: CompaniesModule },
  { manifest: projectManifest, module: ProjectsModule },
  { manifest: taskManifest, module: TasksModule },
  // 'Enviar a RDI': an RDI is raised from a task, whose link the tasks' module provides.
  { manifest: rdiManifest, module: RdiModule.raisedFrom(TasksModule) },
  { manifest: additionalManifest(additionalSources), module: AdditionalsModule },
  { manifest: paymentStatusManifest, module: PaymentStatusesModule },
  // The Libro de Obra: the book and its entries, served by one module.
  { manifest: siteBookManifest, module: SiteBookModule },
  { manifest: siteBookEntryManifest, module: SiteBookModule },
];

export const items = new ItemRegistry(itemTypes.map((type) => type.manifest));

/** The item types' modules, each once, for the composition root. */
export const itemModules = [...new Set(itemTypes.map((type) => type.module))];

/**
 * Every read model of the application. Order does not matter: each keeps from the events what it
 * needs in its own collections and reads no other's, so any one rebuilds alone (projections/all-projections.spec.ts).
 */
export const allProjections: readonly Projection[] = [
  ...items.projections,
  filesProjection(items.factsOf('audience'), items.uploaderOnlyFileOwners),
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
