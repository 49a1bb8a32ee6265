import { type SentOrQueued, sendOrQueue } from './outbox';
import { formBody } from './queued-body';

/** The inline files of a multipart command travel as `files[]`. */
const FILES_FIELD = 'files[]';

/** Where a reply to one kind of item goes: its call, the field naming the item, the outbox's words. */
export interface ReplyCall {
  path: string;
  itemField: string;
  type: 'task' | 'rdi';
  label: string;
}

/**
 * A reply to a task or an RDI with its small files inline: sent, or kept in the outbox while there
 * is no signal. Answers the interaction (its id names the files queued after it) with the rest of
 * the server's answer (the item's head).
 */
export async function sendOrQueueReply<Answer extends { interaction: { id: string } }>(
  call: ReplyCall,
  item: { id: string; project_id: string },
  reply: { message: string; isResponse: boolean },
  inlineFiles: readonly File[],
  commandId: string,
): Promise<SentOrQueued<Answer & { interactionId: string }>> {
  const body = formBody(
    { [call.itemField]: item.id, message: reply.message, is_response: String(reply.isResponse) },
    inlineFiles,
    FILES_FIELD,
  );
  const sent = await sendOrQueue<Answer>(
    call.path,
    body,
    {
      label: call.label,
      preview: reply.message,
      target: { type: call.type, id: item.id, projectId: item.project_id },
      createdIdAt: ['interaction', 'id'],
      editableField: 'message',
    },
    commandId,
  );
  return sent.queued ? sent : { queued: false, answer: { ...sent.answer, interactionId: sent.answer.interaction.id } };
}
