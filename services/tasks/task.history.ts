import { itemStateName } from '../contracts/item-states';
import {
  excerpt,
  mailRecipients,
  priority,
  priorityAndCriticalDate,
  reminderRow,
  subscriptionRow,
} from '../items/item-history-texts';
import { change, day, itemHistory, people, person, yesNo } from '../platform/history/history-table';
import { taskDecider } from './task.decider';

const status = (finished: boolean) => itemStateName('task', finished);

/** How a task's events read in its 'Historial' (issue 21). */
export const taskHistory = itemHistory({
  itemType: 'task',
  fold: taskDecider,
  rows: {
    TaskCreated: {
      read: ({ data }) => ({
        says: `creó la tarea Nº ${data.number} «${data.title}»`,
        changes: [
          ...change('Título', null, data.title),
          ...change('Responsable', null, person(data.responsibleId)),
          ...change('Participantes', null, people(data.participantIds) || null),
          ...change('Prioridad', null, priority(data.priority)),
          ...change('Fecha crítica', null, day(data.criticalDate)),
          ...change('Privada', null, yesNo(data.private)),
        ],
      }),
    },
    TaskModified: {
      read: ({ data: { changes } }, before) => ({
        says: 'modificó la tarea',
        changes: [
          ...priorityAndCriticalDate(changes, before),
          ...(changes.private === undefined ? [] : change('Privada', yesNo(before.private), yesNo(changes.private))),
        ],
      }),
    },
    TaskSubscriptionSet: subscriptionRow('a la tarea', 'la tarea'),
    TaskReminderSet: reminderRow,
    TaskResponsibleChanged: {
      read: ({ data }) => ({
        says: `cambió el responsable de ${person(data.previousResponsibleId)} a ${person(data.responsibleId)}`,
        changes: change('Responsable', person(data.previousResponsibleId), person(data.responsibleId)),
      }),
    },
    TaskParticipantsAdded: {
      read: ({ data }, before) => ({
        says: `agregó a ${people(data.userIds)} como participantes`,
        changes: change(
          'Participantes',
          people(before.participantIds) || null,
          people([...before.participantIds, ...data.userIds]),
        ),
      }),
    },
    TaskParticipantRemoved: {
      read: ({ data }, before) => ({
        says: `quitó a ${person(data.userId)} de los participantes`,
        changes: change(
          'Participantes',
          people(before.participantIds) || null,
          people(before.participantIds.filter((id) => id !== data.userId)) || null,
        ),
      }),
    },
    TaskInteractionAdded: {
      read: ({ data }) => ({
        says: `${data.isResponse ? 'dio la respuesta oficial' : 'comentó'}: «${excerpt(data.message)}»`,
      }),
    },
    TaskChecklistItemSet: {
      read: ({ data }) => ({
        says: data.completed ? 'completó una subtarea' : 'reabrió una subtarea',
        changes: change(
          'Subtarea',
          data.completed ? 'Pendiente' : 'Completada',
          data.completed ? 'Completada' : 'Pendiente',
        ),
      }),
    },
    TaskSeenStatusSet: { ownMark: ({ data }) => data.userId, read: () => ({ says: 'abrió la tarea' }) },
    TaskBellStatusSet: {
      ownMark: ({ data }) => data.userId,
      read: ({ data }, before) => ({
        says: 'cambió su marca de la campana',
        changes: change('Campana', String(before.bell[data.userId] ?? 0), String(data.status)),
      }),
    },
    TaskClosed: {
      read: (_, before) => ({
        says: 'cerró la tarea',
        changes: change('Estado', status(before.finished), status(true)),
      }),
    },
    TaskDeleted: { read: () => ({ says: 'eliminó la tarea' }) },
    TaskSentByEmail: {
      read: ({ data }) => ({ says: `envió la tarea por correo a ${mailRecipients(data.recipients)}` }),
    },
    TaskLinkedToRdi: {
      read: ({ data }) => ({
        says: `envió la tarea a RDI (RDI Nº ${data.rdiNumber})`,
        changes: change('RDI asociada', null, `RDI Nº ${data.rdiNumber}`),
      }),
    },
  },
});
