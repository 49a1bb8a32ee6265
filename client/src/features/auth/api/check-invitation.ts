import { ApiError, post } from '../../../lib/http';
import type { Invitation } from '../invitation-token';

/** What a used, expired or unknown invitation link gets (docs/decisions.md): it resets no password. */
export const INVALID_INVITATION =
  'Esta invitación ya se usó o venció. Si ya creaste tu contraseña, ingresa con ella. Si no, pide a quien te invitó que te envíe una nueva invitación o solicita un link para crear tu contraseña.';

/** Whether sending the first password refused the invitation itself (it was used or expired meanwhile). */
export const isInvalidInvitation = (error: unknown): boolean =>
  error instanceof ApiError && error.message === INVALID_INVITATION;

/** Resolves to true while the invitation can still set the first password; a refused one throws ApiError 400. */
export async function checkInvitation({ userId, token }: Invitation): Promise<true> {
  await post('/auth/checkFirstToken', { token, user_id: userId }, { sessionless: true });
  return true;
}
