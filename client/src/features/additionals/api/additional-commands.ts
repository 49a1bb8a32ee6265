import type {
  AdditionalDetail,
  AdditionalTypeId,
  PaymentStatus,
} from '../../../../../services/contracts/additional-answers';
import type { SeenStatus } from '../../../../../services/contracts/item-answers';
import type { CurrencyId } from '../../../../../services/contracts/money';
import type { ItemChanges } from '../../../components/modify-item-dialog';
import { post } from '../../../lib/http';
import { reloadAdditionals } from './additional-queries';

/** The inline files of a multipart command travel as `files[]`. */
const FILES_FIELD = 'files[]';

/** A revision's costs as typed (decimal text XXXXXX.XX), sent as they are: the server reads them exactly. */
export interface Costs {
  currencyId: CurrencyId;
  directCost: string;
  generalExpenses: string;
  utility: string;
}

/** Spec 3, 'Additional creation form'. */
export interface NewAdditional extends Costs {
  projectId: string;
  title: string;
  type: AdditionalTypeId;
  code: string;
  description: string;
  specialtyIds: readonly number[];
  copyTo: ReadonlyArray<{ email: string; name: string }>;
  attachFiles: boolean;
  reminderDays: readonly number[];
  reminderRepeatable: boolean;
}

const amountText = (text: string) => (text.trim() === '' ? '0' : text.trim());
/**
 * A JSON body carries amounts as numbers: a number of at most 2 decimals writes back as the same
 * decimal text, which the server reads exactly (services/contracts/money.ts parseCents).
 */
const amountNumber = (text: string) => Number(amountText(text));

/** 'Nuevo Adicional' with its small files inline; answers the new additional and its first revision. */
export async function createAdditional(additional: NewAdditional, inlineFiles: readonly File[], commandId: string) {
  const body = new FormData();
  const fields: Record<string, string> = {
    project_id: additional.projectId,
    title: additional.title.trim(),
    type: String(additional.type),
    code: additional.code.trim(),
    description: additional.description,
    especialidades: JSON.stringify(additional.specialtyIds),
    currency_id: String(additional.currencyId),
    direct_cost: amountText(additional.directCost),
    general_expenses: amountText(additional.generalExpenses),
    utility: amountText(additional.utility),
    reminder_repeatable: String(additional.reminderRepeatable),
  };
  if (additional.copyTo.length) fields.copy_to = JSON.stringify(additional.copyTo);
  if (additional.reminderDays.length) fields.reminder = JSON.stringify(additional.reminderDays);
  if (additional.attachFiles) fields.attach_files = 'true';
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of inlineFiles) body.append(FILES_FIELD, file, file.name);
  const answer = await post<{ additional: { id: string; code: string }; additional_revision: { id: string } }>(
    '/additionals/create',
    body,
    { commandId },
  );
  void reloadAdditionals();
  return answer;
}

/**
 * Spec 3, 'Revision form': `newStatus` 1 unless 2 Aceptado or 3 Solicita Cancelar is toggled.
 * `expectedVersion`: the additional's version the form was opened on (another's revision since is a conflict).
 */
export async function addRevision(
  additionalId: string,
  revision: Costs & { description: string; newStatus: 1 | 2 | 3 },
  expectedVersion: number,
  commandId: string,
): Promise<string> {
  const { new_revision } = await post<{ new_revision: { id: string } }>(
    '/additionals/addRevision',
    {
      additional_id: additionalId,
      new_status: revision.newStatus,
      currency_id: revision.currencyId,
      direct_cost: amountNumber(revision.directCost),
      general_expenses: amountNumber(revision.generalExpenses),
      utility: amountNumber(revision.utility),
      description: revision.description,
      expected_version: expectedVersion,
    },
    { commandId },
  );
  void reloadAdditionals();
  return new_revision.id;
}

/** A command on one additional that answers the additional as it now is. */
async function additionalChange(path: string, body: Record<string, unknown>, commandId: string) {
  const { additional } = await post<{ additional: AdditionalDetail }>(path, body, { commandId });
  void reloadAdditionals();
  return additional;
}

/** Spec 4: 2 accept, 3 ask to annul (the server turns an ITO's 4 into 3). */
/** 2 accept, 3 ask to annul (with its reason), 4 cancel. */
export const changeAdditionalStatus = (
  additionalId: string,
  newStatus: 2 | 3 | 4,
  commandId: string,
  reason?: string,
) =>
  additionalChange(
    '/additionals/changeStatus',
    { additional_id: additionalId, new_status: newStatus, ...(reason ? { reason } : {}) },
    commandId,
  );

export const updateAdditional = (additionalId: string, changes: ItemChanges, commandId: string) =>
  additionalChange('/additionals/update', { id: additionalId, ...changes }, commandId);

export async function deleteAdditional(additionalId: string, commandId: string): Promise<void> {
  await post('/additionals/delete', { additional_id: additionalId }, { commandId });
  void reloadAdditionals();
}

/** Spec 4: the bell applies only when the call succeeds. */
export async function setAdditionalSeenStatus(additionalId: string, status: SeenStatus, commandId: string) {
  await post('/additionals/setSeenStatus', { additional_id: additionalId, status }, { commandId });
  void reloadAdditionals();
}

/** A payment status's figures: progress as a fraction (spec 7), amount as decimal text. */
export interface PaymentFigures {
  progress: number;
  amount: string;
}

async function paymentStatusCall(path: string, body: Record<string, unknown>, commandId: string) {
  const { payment_status } = await post<{ payment_status: PaymentStatus }>(path, body, { commandId });
  void reloadAdditionals();
  return payment_status;
}

export const newPaymentStatus = (
  projectId: string,
  additionalIds: readonly string[],
  figures: PaymentFigures & { description: string },
  commandId: string,
) =>
  paymentStatusCall(
    '/additionals/newPaymentStatus',
    {
      project_id: projectId,
      additionals_included: additionalIds,
      progress: figures.progress,
      amount: amountNumber(figures.amount),
      ...(figures.description.trim() ? { description: figures.description } : {}),
    },
    commandId,
  );

/**
 * 'Modificar': the figures the person changed (a progress alone has its amount computed by the
 * server; an amount alone keeps the progress) on the version the form was opened on.
 */
export const updatePaymentStatus = (
  paymentStatusId: string,
  changes: Partial<PaymentFigures>,
  expectedVersion: number,
  commandId: string,
) =>
  paymentStatusCall(
    '/additionals/updatePaymentStatus',
    {
      additional_payment_status_id: paymentStatusId,
      ...(changes.progress !== undefined ? { progress: changes.progress } : {}),
      ...(changes.amount !== undefined ? { amount: amountNumber(changes.amount) } : {}),
      expected_version: expectedVersion,
    },
    commandId,
  );

export const approvePaymentStatus = (paymentStatusId: string, commandId: string) =>
  paymentStatusCall(
    '/additionals/setStatusToPaymentStatus',
    { additional_payment_status_id: paymentStatusId, status: 3 },
    commandId,
  );

export const observePaymentStatus = (
  paymentStatusId: string,
  figures: PaymentFigures & { description: string },
  commandId: string,
) =>
  paymentStatusCall(
    '/additionals/newPaymentStatusInteraction',
    {
      additional_payment_status_id: paymentStatusId,
      description: figures.description,
      progress: figures.progress,
      amount: amountNumber(figures.amount),
    },
    commandId,
  );

/** 'Exportar a Excel': the address of the project's additionals sheet (.xlsx). */
export async function exportAdditionals(projectId: string): Promise<string> {
  const { url } = await post<{ url: string }>('/exports/exportAdditionalsByProject', { project_id: projectId });
  return url;
}
