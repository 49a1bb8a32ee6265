import { Injectable } from '@nestjs/common';
import { ADDITIONAL_TABLE, type AdditionalTableRow } from '../../projections/additionals/additional-table.projection';
import {
  PAYMENT_STATUSES,
  type PaymentStatusDocument,
} from '../../projections/additionals/payment-statuses.projection';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { projectFactsOf } from '../organisation/project-facts';
import type { ProjectFacts } from '../organisation/refusal';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import type { CommandContext } from '../platform/commands/command-context';
import { type AddressedCommand, CommandPipeline } from '../platform/commands/handle-command';
import type { ReadStore } from '../platform/read-store/read-store.port';
import {
  type CoveredAdditionalFacts,
  type PaymentStatusCommand,
  type PaymentStatusState,
  paymentStatusAggregate,
} from './payment-status.decider';
import type { PaymentStatusEvent } from './payment-status.events';

/** A command to one Estado de Pago, its events tagged with the project so live pushes reach its members. */
export const paymentStatusRequest = (
  context: CommandContext,
  command: PaymentStatusCommand,
): AddressedCommand<PaymentStatusCommand> => ({
  aggregateId: command.paymentStatusId,
  command,
  context: { ...context, ...(command.project ? { projectId: command.project.projectId } : {}) },
});

/** The Estado de Pago decider's door: every payment status command runs the pipeline through it. */
@Injectable()
export class PaymentStatusCommands extends AggregateCommands<
  PaymentStatusCommand,
  PaymentStatusEvent,
  PaymentStatusState
> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, paymentStatusAggregate);
  }
}

/** What a payment status command knows of its project; null when the project does not exist. */
export const paymentStatusProjectFacts = (project: ProjectDocument | null): ProjectFacts | null =>
  project ? projectFactsOf(project) : null;

/** The project facts of an existing Estado de Pago's command; null for one the read model does not hold. */
export async function factsOfPaymentStatus(reads: ReadStore, id: string): Promise<ProjectFacts | null> {
  const status = await reads.collection<PaymentStatusDocument>(PAYMENT_STATUSES).get(id);
  if (!status) return null;
  return paymentStatusProjectFacts(await reads.collection<ProjectDocument>(PROJECTS).get(status.project_id));
}

/** What the creation knows of the additionals it covers, from the informative table's rows. */
export async function coveredAdditionals(reads: ReadStore, ids: readonly string[]): Promise<CoveredAdditionalFacts[]> {
  const rows = await reads.collection<AdditionalTableRow>(ADDITIONAL_TABLE).find({ _id: { $in: [...ids] } });
  return rows.map((row) => ({
    additionalId: row.id,
    projectId: row.project_id,
    status: row.status,
    currencyId: row.last_revision.currency_id,
    totalRequested: row.last_revision.total_requested,
  }));
}
