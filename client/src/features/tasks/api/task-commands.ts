import type { ItemChanges } from '../../../components/modify-item-dialog';
import { post } from '../../../lib/http';
import { revalidatePaths } from '../../../lib/live';
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

/** 'Crear Consulta' or 'Crear Posible Adicional': the task with its small files inline (spec 4, files on send). */
export async function createTask(task: NewTask, inlineFiles: readonly File[], commandId: string): Promise<TaskDetail> {
  const body = new FormData();
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
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of inlineFiles) body.append(FILES_FIELD, file, file.name);
  const path = task.possibleAdditional ? POSSIBLE_ADDITIONAL_CREATE_PATH : '/tasks/create';
  const { task: created } = await post<{ task: TaskDetail }>(path, body, { commandId });
  void reloadTasks();
  return created;
}

export async function updateTask(taskId: string, changes: ItemChanges, commandId: string): Promise<TaskHead> {
  const { task } = await post<{ task: TaskHead }>('/tasks/update', { id: taskId, ...changes }, { commandId });
  void reloadTasks();
  return task;
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
export const closeTask = (taskId: string, commandId: string) =>
  taskCall('/tasks/close', { task_id: taskId }, commandId);

export const changeResponsible = (taskId: string, userId: string, commandId: string) =>
  taskChange('/tasks/changeResponsable', { task_id: taskId, user_id: userId }, commandId);

export const addParticipants = (taskId: string, userIds: readonly string[], commandId: string) =>
  taskChange('/tasks/addParticipants', { task_id: taskId, participants: userIds }, commandId);

export const removeParticipant = (taskId: string, userId: string, commandId: string) =>
  taskChange('/tasks/removeParticipant', { task_id: taskId, user_id: userId }, commandId);

export const setChecklistItem = (taskId: string, checklistId: string, completed: boolean, commandId: string) =>
  taskChange('/tasks/setChecklistItem', { task_id: taskId, checklist_id: checklistId, completed }, commandId);

/** Marks the task seen by the reader (on opening it). */
export const setSeenStatus = (taskId: string, status: SeenStatus, commandId: string) =>
  taskCall('/tasks/setSeenStatus', { task_id: taskId, status }, commandId);

export const setBellStatus = (taskId: string, status: SeenStatus, commandId: string) =>
  taskCall('/tasks/setBellStatus', { task_id: taskId, status }, commandId);

/** A reply with its small files inline; answers the interaction (its id names the queued files) and the task's head. */
export async function addInteraction(
  taskId: string,
  reply: { message: string; isResponse: boolean },
  inlineFiles: readonly File[],
  commandId: string,
): Promise<{ interactionId: string; interaction: TaskInteraction; task: TaskHead }> {
  const body = new FormData();
  body.append('task_id', taskId);
  body.append('message', reply.message);
  body.append('is_response', String(reply.isResponse));
  for (const file of inlineFiles) body.append(FILES_FIELD, file, file.name);
  const answer = await post<{ interaction: TaskInteraction; task: TaskHead }>('/tasks/addInteraction', body, {
    commandId,
  });
  void reloadTasks();
  return { interactionId: answer.interaction.id, interaction: answer.interaction, task: answer.task };
}

/** 'Exportar a Excel': the address of the project's task sheet (.xlsx) the reader may see. */
export async function exportTasks(projectId: string): Promise<string> {
  const { url } = await post<{ url: string }>('/exports/exportTasksByProject', { project_id: projectId });
  return url;
}
