import type { ItemEvent } from './concerned';
import type { NotificationItemDocument } from './notification-items';

/** '3', '3 y 5', '3, 5 y 7'. */
const numbers = (list: readonly number[]) =>
  list.length <= 1 ? String(list[0] ?? '') : `${list.slice(0, -1).join(', ')} y ${list[list.length - 1]}`;

/** How a notification names its item ('la tarea Nº 12'). */
export function itemLabel(item: NotificationItemDocument): string {
  switch (item.kind) {
    case 'task':
      return item.possible_additional ? `el posible adicional Nº ${item.number}` : `la tarea Nº ${item.number}`;
    case 'rdi':
      return `la RDI Nº ${item.number}`;
    case 'additional':
      return `el adicional Nº ${item.number}`;
    case 'payment':
      return item.additional_numbers.length > 1
        ? `el estado de pago de los adicionales Nº ${numbers(item.additional_numbers)}`
        : `el estado de pago del adicional Nº ${numbers(item.additional_numbers)}`;
  }
}

function planningText(changes: { priority?: unknown; criticalDate?: unknown }, label: string): string {
  if (changes.priority !== undefined && changes.criticalDate !== undefined) {
    return `cambió la prioridad y la fecha crítica de ${label}`;
  }
  return changes.priority !== undefined ? `cambió la prioridad de ${label}` : `cambió la fecha crítica de ${label}`;
}

const STATUS_TEXTS = { 2: 'aceptó', 3: 'solicitó anular', 4: 'canceló' } as const;

/**
 * What the actor did, as the notification says it after their name ('respondió la tarea Nº 12'),
 * to this recipient: whoever was given a task reads 'te asignó'. The table is in docs/decisions.md
 * ("Notificaciones"). Only for the events `concernedBy` addresses.
 */
export function actionText(event: ItemEvent, item: NotificationItemDocument, recipientId: string): string {
  const label = itemLabel(item);
  switch (event.type) {
    case 'TaskCreated':
      if (recipientId === event.data.responsibleId) return `te asignó ${label}`;
      if (event.data.participantIds.includes(recipientId)) return `te agregó como participante en ${label}`;
      return `creó ${label}`;
    case 'TaskResponsibleChanged':
      return recipientId === event.data.responsibleId ? `te asignó ${label}` : `cambió el responsable de ${label}`;
    case 'TaskParticipantsAdded':
      return `te agregó como participante en ${label}`;
    case 'TaskInteractionAdded':
    case 'RdiInteractionAdded':
      return event.data.isResponse ? `respondió ${label}` : `comentó ${label}`;
    case 'TaskClosed':
    case 'RdiFinished':
      return `finalizó ${label}`;
    case 'TaskModified':
    case 'RdiModified':
    case 'AdditionalModified':
      return planningText(event.data.changes, label);
    case 'TaskLinkedToRdi':
      return `creó la RDI Nº ${event.data.rdiNumber} a partir de ${label}`;
    case 'RdiCreated':
    case 'AdditionalCreated':
      return `creó ${label}`;
    case 'RdiApproved':
      return `aprobó el cierre de ${label}`;
    case 'AdditionalRevisionAdded':
      return `agregó la revisión Nº ${event.data.revision} a ${label}`;
    case 'AdditionalStatusChanged':
      return `${STATUS_TEXTS[event.data.status]} ${label}`;
    case 'PaymentStatusCreated':
      return `solicitó ${label}`;
    case 'PaymentStatusUpdated':
      return `modificó ${label}`;
    case 'PaymentStatusObserved':
      return `observó ${label}`;
    case 'PaymentStatusApproved':
      return `aprobó ${label}`;
    default:
      return `actualizó ${label}`;
  }
}
