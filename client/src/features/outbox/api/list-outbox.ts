import useSWR from 'swr';
import { post } from '../../../lib/http';

export interface OutboxMessage {
  id: string;
  to: string[];
  subject: string;
  /** ISO time. */
  sent_at: string;
  text: string;
  html: string;
}

interface OutboxResponse {
  code: 200;
  messages: OutboxMessage[];
}

export const OUTBOX_PATH = '/mail/outbox';

/** Mail is no read model, so nothing is pushed: the screen asks again while it is open. */
const REFRESH_MS = 15_000;

async function fetchOutbox(): Promise<OutboxMessage[]> {
  return (await post<OutboxResponse>(OUTBOX_PATH)).messages;
}

/** The e-mails the server kept instead of sending them (newest first, at most 100); administrators only. */
export function useOutbox() {
  const { data, error, isLoading, isValidating, mutate } = useSWR([OUTBOX_PATH] as const, fetchOutbox, {
    // A refusal (403) will not change by asking again.
    refreshInterval: (latest) => (latest ? REFRESH_MS : 0),
  });
  return {
    messages: data,
    error: error as Error | undefined,
    isLoading,
    refreshing: isValidating,
    refresh: () => void mutate(),
  };
}
