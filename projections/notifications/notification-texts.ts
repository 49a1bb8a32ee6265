import type { NoticeFact } from '../../services/items/item-notices';

/**
 * What the actor did, as the notification says it after their name ('respondió la tarea Nº 12'),
 * to this recipient: whoever was given a task reads 'te asignó'. The table is in docs/decisions.md
 * ("Notificaciones"); each item type's verbs are its own (`services/<type>/<type>.item-facts.ts`).
 */
export function actionText(fact: NoticeFact, label: string, recipientId: string): string {
  for (const { userIds, verb } of fact.personalVerbs ?? []) {
    if (userIds.includes(recipientId)) return `${verb} ${label}`;
  }
  return `${fact.verb} ${label}`;
}
