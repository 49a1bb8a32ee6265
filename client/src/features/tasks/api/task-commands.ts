import type { ItemChanges } from '../../../components/modify-item-dialog';
import { post } from '../../../lib/http';
import { revalidatePaths } from '../../../lib/live';
import { type Queued, sendOrQueue } from '../../../lib/outbox/outbox';
import { formBody } from '../../../lib/outbox/queued-body';
import { type ReplyCall, sendOrQueueReply } from '../../../lib/outbox/queued-reply';
import { POSSIBLE_ADDITIONAL_PATHS, TASK_GET_PATH, TASK_LIST_PATH } from './task-queries';

const POSSIBLE_ADDITIONAL_CREATE_PATH = '/additionals/createAdditionalLikely';

import type { Priority, SeenStatus } from '../../../../../services/contracts/item-answers';
import type { TaskDetail, TaskHead, TaskInteraction } from '../../../../../services/contracts/task-answers';

/** This tab shows its own change at once, without waiting for the live push. */
const reloadTasks = () => revalidatePaths([TASK_LIST_PATH, TASK_GET_PATH, ...POSSIBLE_ADDITIONAL_PATHS]);

/** The inline files of a multipart command travel as `files[]`. */
const FILES_FIELD = 'files[]';

/** Spec 3, task form, as the create call takes it; JSON lists are sent as text. */
export interface NewTask {
  projectId: string;
  title: string;
  priority: Priority;
  /** Null for a possible additional, whose form has no code. */
  codeId: number | null;
  /** 'Crear Posible Adicional' sends the form to its own call, flagged. */
  possibleAdditional: boolean;
  description: string;
  subtasks: readonly string[];
  responsibleId: string;
  participantIds: readonly string[];
  /** YYYY-MM-DD, or null. */
  criticalDate: string | null;
  private: boolean;
  copyTo: ReadonlyArray<{ email: string; name: string }>;
  reminderDays: readonly number[];
  reminderRepeatable: boolean;
}

/** 'Crear Consulta' or 'Crear Posible Adicional': the task with its small files inline (spec 4, files on send); queued when offline. */
export async function createTask(
  task: NewTask,
  inlineFiles: readonly File[],
  commandId: string,
): Promise<TaskDetail | Queued> {
  const now = new Date().toISOString();
  const fields: Record<string, string> = {
    project_id: task.projectId,
    title: task.title.trim(),
    priority: String(task.priority),
    description: task.description,
    responsable: task.responsibleId,
    participants: JSON.stringify(task.participantIds),
    private: String(task.private),
    reminder_repeatable: String(task.reminderRepeatable),
  };
  if (task.codeId !== null) fields.code_id = String(task.codeId);
  if (task.possibleAdditional) fields.is_posible_additional = 'true';
  // Spec 5: empty values are not sent.
  if (task.subtasks.length)
    fields.subtareas = JSON.stringify(task.subtasks.map((title) => ({ title, date_added: now })));
  if (task.criticalDate) fields.critical_date = task.criticalDate;
  if (task.copyTo.length) fields.copy_to = JSON.stringify(task.copyTo);
  if (task.reminderDays.length) fields.reminder = JSON.stringify(task.reminderDays);
  const path = task.possibleAdditional ? POSSIBLE_ADDITIONAL_CREATE_PATH : '/tasks/create';
  const sent = await sendOrQueue<{ task: TaskDetail }>(
    path,
    formBody(fields, inlineFiles, FILES_FIELD),
    {
      label: task.possibleAdditional ? 'Crear posible adicional' : 'Crear tarea',
      preview: task.title.trim(),
      // Until it is stored the task is known by its command id.
      target: { type: 'task', id: commandId, projectId: task.projectId },
      createdIdAt: ['task', 'id'],
      editableField: 'title',
    },
    commandId,
  );
  void reloadTasks();
  return sent.queued ? sent : sent.answer.task;
}

/** 'Modificar' (its reminder included): answers the task's head, or null while it waits in the outbox. */
export async function updateTask(task: TaskRef, changes: ItemChanges, commandId: string): Promise<TaskHead | null> {
  const sent = await sendOrQueue<{ task: TaskHead }>(
    '/tasks/update',
    { kind: 'json', value: { id: task.id, ...changes } },
    { label: 'Modificar tarea', preview: '', target: targetOf(task) },
    commandId,
  );
  void reloadTasks();
  return sent.queued ? null : sent.answer.task;
}

/** The task a command is about, as its pending mark names it. */
export interface TaskRef {
  id: string;
  project_id: string;
}

const targetOf = (task: TaskRef) => ({ type: 'task' as const, id: task.id, projectId: task.project_id });

/** A command that works offline: sent now, or kept in the outbox until the signal returns. */
async function queueableTaskCall(
  path: string,
  task: TaskRef,
  body: Record<string, string | number>,
  label: string,
  commandId: string,
) {
  await sendOrQueue(path, { kind: 'json', value: body }, { label, preview: '', target: targetOf(task) }, commandId);
  void reloadTasks();
}

/** A command on one task that answers nothing but success. */
async function taskCall(path: string, body: Record<string, unknown>, commandId: string): Promise<void> {
  await post(path, body, { commandId });
  void reloadTasks();
}

/** A command on one task that answers the task's head as it now is. */
async function taskChange(path: string, body: Record<string, unknown>, commandId: string): Promise<TaskHead> {
  const { task } = await post<{ task: TaskHead }>(path, body, { commandId });
  void reloadTasks();
  return task;
}

export const deleteTask = (taskId: string, commandId: string) =>
  taskCall('/tasks/delete', { task_id: taskId }, commandId);
export const closeTask = (task: TaskRef, commandId: string) =>
  queueableTaskCall('/tasks/close', task, { task_id: task.id }, 'Cerrar tarea', commandId);

export const changeResponsible = (taskId: string, userId: string, commandId: string) =>
  taskChange('/tasks/changeResponsable', { task_id: taskId, user_id: userId }, commandId);

export const addParticipants = (taskId: string, userIds: readonly string[], commandId: string) =>
  taskChange('/tasks/addParticipants', { task_id: taskId, participants: userIds }, commandId);

export const removeParticipant = (taskId: string, userId: string, commandId: string) =>
  taskChange('/tasks/removeParticipant', { task_id: taskId, user_id: userId }, commandId);

export const setChecklistItem = (taskId: string, checklistId: string, completed: boolean, commandId: string) =>
  taskChange('/tasks/setChecklistItem', { task_id: taskId, checklist_id: checklistId, completed }, commandId);

/** Marks the task seen by the reader (on opening it). */
export const setSeenStatus = (task: TaskRef, status: SeenStatus, commandId: string) =>
  queueableTaskCall('/tasks/setSeenStatus', task, { task_id: task.id, status }, 'Marcar como vista', commandId);

export const setBellStatus = (taskId: string, status: SeenStatus, commandId: string) =>
  taskCall('/tasks/setBellStatus', { task_id: taskId, status }, commandId);

const TASK_REPLY: ReplyCall = {
  path: '/tasks/addInteraction',
  itemField: 'task_id',
  type: 'task',
  label: 'Responder tarea',
};

/** A reply with its small files inline; answers the interaction (its id names the queued files) and the task's head, or waits in the outbox. */
export async function addInteraction(
  task: TaskRef,
  reply: { message: string; isResponse: boolean },
  inlineFiles: readonly File[],
  commandId: string,
) {
  const sent = await sendOrQueueReply<{ interaction: TaskInteraction; task: TaskHead }>(
    TASK_REPLY,
    task,
    reply,
    inlineFiles,
    commandId,
  );
  void reloadTasks();
  return sent;
}

/** 'Exportar a Excel': the address of the project's task sheet (.xlsx) the reader may see. */
export async function exportTasks(projectId: string): Promise<string> {
  const { url } = await post<{ url: string }>('/exports/exportTasksByProject', { project_id: projectId });
  return url;
}
