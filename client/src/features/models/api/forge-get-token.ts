import type { ForgeTokenAnswer } from '../../../../../services/contracts/autodesk';
import { post } from '../../../lib/http';

/** The scopes the spec's viewer asks for; the server grants what viewing needs. */
const VIEWER_SCOPES = 'data:read bucket:read';

export interface ViewerToken {
  accessToken: string;
  /** Seconds it stays valid. */
  expiresIn: number;
}

/** The Autodesk viewer's token (spec 7: POST /forge/forgeGetToken). */
export async function forgeGetToken(): Promise<ViewerToken> {
  const answer = await post<ForgeTokenAnswer>('/forge/forgeGetToken', { scopes: VIEWER_SCOPES });
  return { accessToken: answer.access_token.applicationToken, expiresIn: answer.access_token.expires_in };
}
