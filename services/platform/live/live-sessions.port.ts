/** What the live gateway asks of a connecting client's token: whose session it is, if it is still valid. */
export interface LiveSessions {
  /** The user id of a valid session token; throws for any other token. */
  verify(token: string): Promise<string>;
}

export const LIVE_SESSIONS = Symbol('LiveSessions');
