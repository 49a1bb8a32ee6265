import { Body, Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { tableRefusal } from '../../projections/additionals/payment-statuses.policy';
import { readableProject } from '../../projections/organisation/projects.policy';
import { parseCents, parseProgressFraction } from '../contracts/money';
import { projectFactsOf } from '../organisation/project-facts';
import type { ProjectFacts } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import { CommandMeta } from '../platform/http/command-context.decorator';
import { tagVersion } from '../platform/http/edit-version';
import { ApiQuery } from '../platform/http/query-call';
import { ApiCommand } from '../platform/http/request-idempotency';
import { Requester } from '../platform/http/requester.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import {
  NewPaymentStatusDto,
  PaymentStatusApprovalDto,
  PaymentStatusObservationDto,
  PaymentStatusTableDto,
  UpdatePaymentStatusDto,
} from './dto/payment-status.dto';
import type { PaymentStatusCommand } from './payment-status.decider';
import {
  coveredAdditionals,
  factsOfPaymentStatus,
  PaymentStatusCommands,
  paymentStatusProjectFacts,
  paymentStatusRequest,
} from './payment-status-command';
import { paymentStatusTable, readablePaymentStatusView } from './payment-status-view';

/**
 * The progress and amount as sent, read exactly (money.ts); the DTO has checked their form, and
 * the decider refuses anything else (an unreadable progress is -1).
 */
const asked = (form: { progress: number | string; amount?: number | string }) => ({
  progress: parseProgressFraction(form.progress) ?? -1,
  amount: form.amount === undefined ? null : (parseCents(form.amount) ?? -1),
});

/**
 * Estados de Pago (spec 7) and the informative table: DTO in, command out; the payment status
 * decider holds every rule, permissions included.
 */
@Controller('additionals')
export class PaymentStatusController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly paymentStatuses: PaymentStatusCommands,
  ) {}

  @ApiCommand('newPaymentStatus')
  async create(@Body() form: NewPaymentStatusDto, @CommandMeta() context: CommandContext, @Requester() actor: Actor) {
    const project = paymentStatusProjectFacts(await readableProject(this.reads, actor, form.project_id));
    const paymentStatusId = createdId(context, 'payment-status');
    await this.execute(context, {
      type: 'CreatePaymentStatus',
      paymentStatusId,
      project,
      additionalIds: form.additionals_included,
      additionals: await coveredAdditionals(this.reads, form.additionals_included),
      description: form.description ?? '',
      ...asked(form),
    });
    return this.answer(actor, paymentStatusId);
  }

  @ApiCommand('updatePaymentStatus')
  async update(
    @Body() form: UpdatePaymentStatusDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ) {
    const id = form.additional_payment_status_id;
    const { progress, amount } = form;
    await this.execute(context, {
      type: 'UpdatePaymentStatus',
      paymentStatusId: id,
      ...(await this.about(id)),
      ...(progress != null ? { progress: parseProgressFraction(progress) ?? -1 } : {}),
      ...(amount != null ? { amount: parseCents(amount) ?? -1 } : {}),
    });
    return this.answer(actor, id, response);
  }

  @ApiCommand('newPaymentStatusInteraction')
  async observe(
    @Body() form: PaymentStatusObservationDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const id = form.additional_payment_status_id;
    await this.execute(context, {
      type: 'ObservePaymentStatus',
      paymentStatusId: id,
      ...(await this.about(id)),
      observationId: createdId(context, 'observation'),
      description: form.description,
      ...asked(form),
    });
    return this.answer(actor, id);
  }

  @ApiCommand('setStatusToPaymentStatus')
  async approve(
    @Body() form: PaymentStatusApprovalDto,
    @CommandMeta() context: CommandContext,
    @Requester() actor: Actor,
  ) {
    const id = form.additional_payment_status_id;
    await this.execute(context, { type: 'ApprovePaymentStatus', paymentStatusId: id, ...(await this.about(id)) });
    return this.answer(actor, id);
  }

  /** The informative table (view_additionals): a member without it is refused, to anyone else the project does not exist. */
  @ApiQuery('listPaymentStatus')
  async table(@Body() query: PaymentStatusTableDto, @Requester() actor: Actor) {
    const project = projectFactsOf(await readableProject(this.reads, actor, query.project_id));
    const refused = tableRefusal(actor, query.project_id);
    if (refused) throw refused;
    const table = await paymentStatusTable(this.reads, actor, project, {
      ...(query.page !== undefined ? { page: query.page } : {}),
      ...(query.statuses ? { statuses: query.statuses } : {}),
    });
    return { code: 200, ...table };
  }

  private async about(id: string): Promise<{ project: ProjectFacts | null }> {
    return { project: await factsOfPaymentStatus(this.reads, id) };
  }

  private async execute(context: CommandContext, command: PaymentStatusCommand): Promise<void> {
    await this.paymentStatuses.execute(paymentStatusRequest(context, command));
  }

  /** The Estado de Pago now; an edit's answer tags its new version. */
  private async answer(actor: Actor, id: string, response?: Response) {
    const paymentStatus = await readablePaymentStatusView(this.reads, actor, id);
    if (response) tagVersion(response, paymentStatus.version);
    return { code: 200, payment_status: paymentStatus };
  }
}
