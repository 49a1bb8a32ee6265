/** The records of the item e-mails (item-mail.decider.ts): a batch closed for a recipient, or old batches let go. */

export type ItemMailEvent =
  | { type: 'ItemMailClosed'; data: { userId: string; itemKey: string; through: number; mailed: boolean } }
  | { type: 'ItemMailsExpired'; data: { before: string } };
