/** What the invitation link carries: `token=<userId>-<token>`. */
export interface Invitation {
  userId: string;
  token: string;
}

/**
 * Splits the link's token at its last '-': user ids may contain '-', the token itself (hex) does not.
 * Returns null for a missing or garbled value.
 */
export function parseInvitation(raw: string | null): Invitation | null {
  const cut = raw?.lastIndexOf('-') ?? -1;
  if (!raw || cut <= 0 || cut === raw.length - 1) return null;
  return { userId: raw.slice(0, cut), token: raw.slice(cut + 1) };
}
