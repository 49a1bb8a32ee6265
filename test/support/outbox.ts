import type { DemoStage } from './demo-stage';

/** A message of the mail outbox (`/mail/outbox`), as the tests read it. */
export interface OutboxMessage {
  to: string[];
  subject: string;
  text: string;
}

/** The messages the outbox holds for one address, read by the demo's administrator. */
export async function outboxTo(stage: DemoStage, email: string): Promise<OutboxMessage[]> {
  const { body } = await stage.server.call('/mail/outbox', {}, stage.admin);
  return (body.messages as OutboxMessage[]).filter((message) => message.to.includes(email));
}
