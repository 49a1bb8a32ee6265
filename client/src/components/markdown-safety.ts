/** Link and image addresses a status board may carry; `javascript:` and the like are dropped. */
const SAFE_PROTOCOL = /^(https?|mailto|tel):/i;
const HAS_PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A description or a status board is written by one member and read by all, so only web, mail and
 * phone links (and relative ones) survive; any other address is dropped, its words kept.
 */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (!HAS_PROTOCOL.test(trimmed) || SAFE_PROTOCOL.test(trimmed)) return trimmed;
  return null;
}
