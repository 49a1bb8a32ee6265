import { type FeedMappers, feedFamily } from '../platform/feed/feed-family';
import { arrayOf, bool, int, nullable, object, oneOfValues, str } from '../platform/feed/json-schema';
import type { TaskEvent } from './task.events';

const priority = oneOfValues([1, 2, 3]);
const ofTask = { task_id: str };

/**
 * Tasks in the feed (topic `faena.tasks`). A private task is never published: its creation maps
 * to nothing, and a public task made private is withdrawn (`task.withdrawn`, no content) and
 * nothing of it follows, even if it is made public again (projections/feed/withheld-streams).
 * Per-user marks (seen, bell, subscriptions, reminders) stay inside the app.
 */
const mappers: FeedMappers<TaskEvent> = {
  TaskCreated: ({ data }) =>
    data.private
      ? null
      : {
          type: 'task.created',
          data: {
            task_id: data.taskId,
            number: data.number,
            title: data.title,
            description: data.description,
            priority: data.priority,
            code_id: data.codeId,
            responsible_id: data.responsibleId,
            participant_ids: data.participantIds,
            critical_date: data.criticalDate,
            possible_additional: data.possibleAdditional,
            created_by: data.createdBy,
          },
        },
  TaskModified: ({ data: { taskId, changes } }) => {
    // Made public again: still withheld (see above).
    if (changes.private !== undefined)
      return changes.private ? { type: 'task.withdrawn', data: { task_id: taskId } } : null;
    return {
      type: 'task.modified',
      data: {
        task_id: taskId,
        ...(changes.priority !== undefined ? { priority: changes.priority } : {}),
        ...(changes.criticalDate !== undefined ? { critical_date: changes.criticalDate } : {}),
      },
    };
  },
  TaskResponsibleChanged: ({ data }) => ({
    type: 'task.responsible_changed',
    data: {
      task_id: data.taskId,
      responsible_id: data.responsibleId,
      previous_responsible_id: data.previousResponsibleId,
    },
  }),
  TaskInteractionAdded: ({ data }) => ({
    type: 'task.interaction_added',
    data: {
      task_id: data.taskId,
      interaction_id: data.interactionId,
      author_id: data.authorId,
      message: data.message,
      official_response: data.isResponse,
    },
  }),
  TaskClosed: ({ data }) => ({ type: 'task.closed', data: { task_id: data.taskId } }),
  TaskDeleted: ({ data }) => ({ type: 'task.deleted', data: { task_id: data.taskId } }),
};

export const taskFeed = feedFamily<TaskEvent>({
  name: 'tasks',
  topic: 'faena.tasks',
  published: [
    {
      type: 'task.created',
      version: 1,
      description: 'Tarea creada (solo tareas no privadas). description es HTML.',
      schema: object({
        ...ofTask,
        number: int,
        title: str,
        description: str,
        priority,
        code_id: nullable(int),
        responsible_id: str,
        participant_ids: arrayOf(str),
        critical_date: nullable(str),
        possible_additional: bool,
        created_by: str,
      }),
    },
    {
      type: 'task.modified',
      version: 1,
      description: 'Prioridad o fecha crítica cambiadas: solo los campos que cambiaron.',
      schema: object(ofTask, { priority, critical_date: nullable(str) }),
    },
    {
      type: 'task.responsible_changed',
      version: 1,
      description: 'Nuevo responsable de la tarea.',
      schema: object({ ...ofTask, responsible_id: str, previous_responsible_id: str }),
    },
    {
      type: 'task.interaction_added',
      version: 1,
      description: 'Interacción en la tarea; official_response marca la Respuesta Oficial.',
      schema: object({ ...ofTask, interaction_id: str, author_id: str, message: str, official_response: bool }),
    },
    { type: 'task.closed', version: 1, description: 'Tarea finalizada.', schema: object(ofTask) },
    { type: 'task.deleted', version: 1, description: 'Tarea eliminada.', schema: object(ofTask) },
    {
      type: 'task.withdrawn',
      version: 1,
      description: 'La tarea pasó a ser privada: deja de publicarse; el consumidor debe olvidar su contenido.',
      schema: object(ofTask),
    },
  ],
  mappers,
});
