import type { SentItemState } from '../mail/item-mails';
import { priority } from './item-history-texts';
import { interactionHeading, type PrintedAttachment, printedDay, printedFacts, printedTime } from './printed-item';

// What the mail carries is the mail's to say (services/mail): the item kernel fills it.
export type { SentItemState } from '../mail/item-mails';

/** The facts every conversation item shares, around the type's own (state, people, specialties). */
interface ConversationFacts {
  created_by_user: { name: string };
  created_at: string;
  critical_date: string | null;
  priority: number;
}

/** A task's or an RDI's thread, oldest first: who, when, whether official, what, which files. */
type Thread = ReadonlyArray<{
  user: { name: string };
  message: string;
  is_response: boolean;
  created_at: string;
  attachments: PrintedAttachment[];
}>;

/** The state of a task or an RDI: its own facts first, then who created it and its dates. */
export function conversationState(
  detail: ConversationFacts,
  own: Array<[string, string | null | undefined]>,
  thread: Thread,
): SentItemState {
  return {
    facts: printedFacts([
      ...own,
      ['Prioridad', priority(detail.priority)],
      ['Creada por', detail.created_by_user.name],
      ['Fecha de creación', printedTime(detail.created_at)],
      ['Fecha crítica', printedDay(detail.critical_date)],
    ]),
    interactions: [...thread]
      .sort((one, other) => one.created_at.localeCompare(other.created_at))
      .map((interaction) => ({
        heading: interactionHeading(interaction),
        said: interaction.message,
        files: interaction.attachments.map((attachment) => attachment.file.name),
      })),
  };
}
