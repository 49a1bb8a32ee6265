/** An address claimed by a user, one stream per e-mail address (email-registry.decider.ts). */

export type EmailEvent = { type: 'EmailClaimed'; data: { email: string; userId: string; claimedAt: string } };
