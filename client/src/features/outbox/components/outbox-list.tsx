import { ActionList } from '@primer/react';
import { formatDateTime } from '../../../lib/chile-date';
import type { OutboxMessage } from '../api/list-outbox';
import styles from './outbox-page.module.css';

interface OutboxListProps {
  messages: readonly OutboxMessage[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The kept e-mails, newest first: subject, recipients and time. */
export function OutboxList({ messages, selectedId, onSelect }: OutboxListProps) {
  return (
    <ActionList selectionVariant="single" role="listbox" aria-label="Correos">
      {messages.map((message) => (
        <ActionList.Item
          key={message.id}
          role="option"
          selected={message.id === selectedId}
          onSelect={() => onSelect(message.id)}
        >
          {message.subject}
          {/* Part of the option's name, not a description: a voice user says what they see. */}
          <span className={styles.mailMeta}>
            {message.to.join(', ')} · {formatDateTime(message.sent_at)}
          </span>
        </ActionList.Item>
      ))}
    </ActionList>
  );
}
