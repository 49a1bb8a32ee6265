import type { SeenStatus } from '../../../../../services/contracts/item-answers';
import type { ApprovalSlot, RdiDetail, RdiHead, RdiInteraction } from '../../../../../services/contracts/rdi-answers';
import type { ItemChanges } from '../../../components/modify-item-dialog';
import { post } from '../../../lib/http';
import { sendOrQueue } from '../../../lib/outbox/outbox';
import { type ReplyCall, sendOrQueueReply } from '../../../lib/outbox/queued-reply';
import { reloadRdi } from './rdi-queries';

/** The inline files of a multipart command travel as `files[]`. */
const FILES_FIELD = 'files[]';

/** Spec 3, 'New RDI form', as the create call takes it; JSON lists are sent as text. */
export interface NewRdi {
  projectId: string;
  title: string;
  priority: 1 | 2 | 3;
  description: string;
  specialtyIds: readonly number[];
  /** An existing subject, or the typed name of a new one. */
  subject: { id: number } | { name: string };
  /** YYYY-MM-DD, or null. */
  criticalDate: string | null;
  copyTo: ReadonlyArray<{ email: string; name: string }>;
  attachFiles: boolean;
  reminderDays: readonly number[];
  reminderRepeatable: boolean;
  taskId: string | null;
}

/** 'Nueva RDI': the RDI with its small files inline (spec 4, files on send). */
export async function createRdi(rdi: NewRdi, inlineFiles: readonly File[], commandId: string): Promise<RdiDetail> {
  const body = new FormData();
  const fields: Record<string, string> = {
    project_id: rdi.projectId,
    title: rdi.title.trim(),
    priority: String(rdi.priority),
    description: rdi.description,
    especialidades: JSON.stringify(rdi.specialtyIds),
    reminder_repeatable: String(rdi.reminderRepeatable),
  };
  if ('id' in rdi.subject) fields.subject_id = String(rdi.subject.id);
  else fields.new_subject = rdi.subject.name.trim();
  // Spec 5: empty values are not sent.
  if (rdi.criticalDate) fields.critical_date = rdi.criticalDate;
  if (rdi.copyTo.length) fields.copy_to = JSON.stringify(rdi.copyTo);
  if (rdi.attachFiles) fields.attach_files = 'true';
  if (rdi.reminderDays.length) fields.reminder = JSON.stringify(rdi.reminderDays);
  if (rdi.taskId) fields.task_id = rdi.taskId;
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of inlineFiles) body.append(FILES_FIELD, file, file.name);
  const { rdi: created } = await post<{ rdi: RdiDetail }>('/rdi/create', body, { commandId });
  void reloadRdi();
  return created;
}

/** A command on one RDI that answers nothing but success. */
async function rdiCall(path: string, body: Record<string, unknown>, commandId: string): Promise<void> {
  await post(path, body, { commandId });
  void reloadRdi();
}

/** A command on one RDI that answers the RDI's head as it now is. */
async function rdiChange(path: string, body: Record<string, unknown>, commandId: string): Promise<RdiHead> {
  const { rdi } = await post<{ rdi: RdiHead }>(path, body, { commandId });
  void reloadRdi();
  return rdi;
}

export const updateRdi = (rdiId: string, changes: ItemChanges, commandId: string) =>
  rdiChange('/rdi/update', { id: rdiId, ...changes }, commandId);

export const deleteRdi = (rdiId: string, commandId: string) => rdiCall('/rdi/delete', { rdi_id: rdiId }, commandId);

/** Old close system: the typed message (if any) goes before 'RDI cerrada por usuario'. */
export const closeRdi = (rdiId: string, message: string, commandId: string) =>
  rdiCall('/rdi/close', { rdi_id: rdiId, ...(message.trim() ? { message } : {}) }, commandId);

/** New close system: one approval, one way. */
export const approveRdi = (rdiId: string, approval: ApprovalSlot, approve: boolean, commandId: string) =>
  rdiChange('/rdi/setApprovalCheck', { rdi_id: rdiId, approval, new_status: approve }, commandId);

/** Marks the RDI seen by the reader (on opening it); kept in the outbox when offline. */
export async function setRdiSeenStatus(rdi: { id: string; project_id: string }, status: SeenStatus, commandId: string) {
  await sendOrQueue(
    '/rdi/setSeenStatus',
    { kind: 'json', value: { rdi_id: rdi.id, status } },
    { label: 'Marcar como vista', preview: '', target: { type: 'rdi', id: rdi.id, projectId: rdi.project_id } },
    commandId,
  );
  void reloadRdi();
}

const RDI_REPLY: ReplyCall = { path: '/rdi/addInteraction', itemField: 'rdi_id', type: 'rdi', label: 'Responder RDI' };

/** A reply with its small files inline; answers the interaction (its id names the queued files) and the RDI's head, or waits in the outbox. */
export async function addRdiInteraction(
  rdi: { id: string; project_id: string },
  reply: { message: string; isResponse: boolean },
  inlineFiles: readonly File[],
  commandId: string,
) {
  const sent = await sendOrQueueReply<{ interaction: RdiInteraction; rdi: RdiHead }>(
    RDI_REPLY,
    rdi,
    reply,
    inlineFiles,
    commandId,
  );
  void reloadRdi();
  return sent;
}

/** 'Exportar a Excel': the address of the project's RDI sheet (.xlsx). */
export async function exportRdi(projectId: string): Promise<string> {
  const { url } = await post<{ url: string }>('/exports/exportStatusRdiByProject', { project_id: projectId });
  return url;
}

/**
 * Gives the RDI's creator 'Cerrar RDIs' (end_rdi) in its project, the other permissions kept: the
 * creator's approval needs it (issue 31). The server lets only who may edit permissions do it.
 */
export async function grantEndRdiToCreator(rdi: { project_id: string; created_by: string }, commandId: string) {
  await post(
    '/user/grantCapabilityByUserProject',
    { user_id: rdi.created_by, project_id: rdi.project_id, capability: 'end_rdi' },
    { commandId },
  );
  await reloadRdi();
}
