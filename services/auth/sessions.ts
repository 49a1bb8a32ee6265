import { Inject, Injectable } from '@nestjs/common';
import { CREDENTIAL_STORE, type CredentialStore } from '../platform/credentials/credential-store.port';
import { DomainError } from '../platform/domain-error';
import { INVALID_SESSION } from '../platform/http/requester.decorator';
import { TokenService } from './token.service';

/**
 * A bearer token is good while it is validly signed, unexpired, and issued at the user's current
 * session version: changing or resetting the password moves the version on, which ends every
 * earlier session. One lookup by key in the credential store per call.
 */
@Injectable()
export class Sessions {
  constructor(
    private readonly tokens: TokenService,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  /** The user id of a live session; anything else is a 401. */
  async verify(token: string): Promise<string> {
    const { userId, sessionVersion } = this.tokens.session(token);
    if ((await this.credentials.sessionVersion(userId)) !== sessionVersion) {
      throw new DomainError('auth.revoked_token', INVALID_SESSION, 401);
    }
    return userId;
  }
}
