import { itemStateName } from '../contracts/item-states';
import {
  excerpt,
  mailRecipients,
  priority,
  priorityAndCriticalDate,
  reminderRow,
  subscriptionRow,
} from '../items/item-history-texts';
import { change, day, itemHistory, person, yesNo } from '../platform/history/history-table';
import { rdiDecider } from './rdi.decider';
import type { ApprovalSlot } from './rdi.events';

const status = (finished: boolean) => itemStateName('rdi', finished);

/** The new close system's approvals (spec 4), as the detail's approval strip names them. */
const SLOT_NAMES: Readonly<Record<ApprovalSlot, string>> = { 1: 'creador', 2: 'Jefe OT', 3: 'ITO' };
const SLOTS: readonly ApprovalSlot[] = [1, 2, 3];

/** How an RDI's events read in its 'Historial' (issue 21). */
export const rdiHistory = itemHistory({
  itemType: 'rdi',
  fold: rdiDecider,
  rows: {
    RdiCreated: {
      read: ({ data }) => ({
        says: `creó la RDI Nº ${data.number} «${data.title}»`,
        changes: [
          ...change('Título', null, data.title),
          ...change('Asunto', null, data.subject.name),
          ...change('Especialidades', null, data.specialties.map((entry) => entry.name).join(', ') || null),
          ...change('Prioridad', null, priority(data.priority)),
          ...change('Fecha crítica', null, day(data.criticalDate)),
          ...change('Desde tarea', null, yesNo(data.taskId !== null)),
        ],
      }),
    },
    RdiModified: {
      read: ({ data: { changes } }, before) => ({
        says: 'modificó la RDI',
        changes: [...priorityAndCriticalDate(changes, before)],
      }),
    },
    RdiSubscriptionSet: subscriptionRow('a la RDI', 'la RDI'),
    RdiReminderSet: reminderRow,
    RdiInteractionAdded: {
      read: ({ data }) => ({
        says: `${data.isResponse ? 'dio la respuesta oficial' : 'comentó'}: «${excerpt(data.message)}»`,
      }),
    },
    RdiApproved: {
      read: ({ data }, before) => ({
        says: `aprobó la RDI como ${SLOT_NAMES[data.approval]}`,
        changes: change(
          `Aprobación ${SLOT_NAMES[data.approval]}`,
          before.approvals[data.approval] ? person(before.approvals[data.approval]!) : null,
          person(data.userId),
        ),
      }),
    },
    RdiApprovalsCleared: {
      read: (_, before) => ({
        says: 'dejó la RDI sin aprobaciones con una nueva respuesta oficial',
        changes: SLOTS.flatMap((slot) => {
          const holder = before.approvals[slot];
          return holder ? change(`Aprobación ${SLOT_NAMES[slot]}`, person(holder), null) : [];
        }),
      }),
    },
    RdiFinished: {
      read: ({ data }, before) => ({
        says: data.by === 'closing' ? 'finalizó la RDI' : 'completó las aprobaciones y finalizó la RDI',
        changes: change('Estado', status(before.finished), status(true)),
      }),
    },
    RdiSeenStatusSet: { ownMark: ({ data }) => data.userId, read: () => ({ says: 'abrió la RDI' }) },
    RdiDeleted: { read: () => ({ says: 'eliminó la RDI' }) },
    RdiSentByEmail: { read: ({ data }) => ({ says: `envió la RDI por correo a ${mailRecipients(data.recipients)}` }) },
  },
});
