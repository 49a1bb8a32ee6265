import { Inject, Injectable } from '@nestjs/common';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import {
  CREDENTIAL_STORE,
  type CredentialStore,
  type PasswordCredential,
} from '../platform/credentials/credential-store.port';
import { PasswordHasher } from '../platform/credentials/password-hasher';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { SignInThrottle } from './sign-in-throttle';

/**
 * A password checked as the sign-in checks it: the address waits after repeated failures (429
 * before the password is looked at), and an unknown account costs the time of a wrong password. The
 * sign-in and a signature's re-authentication (the Libro de Obra's) share it and its count.
 */
@Injectable()
export class PasswordCheck {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  /** The account's credential when the password is its own; null when not (the failure counted). */
  async byEmail(email: string, password: string, address: string): Promise<PasswordCredential | null> {
    const key = email.trim().toLowerCase();
    await this.throttle.check(key, address);
    const [user] = await this.reads.collection<UserDocument>(USERS).find({ email: key }, { limit: 1 });
    const credential = user ? await this.credentials.password(user.id) : null;
    // An unknown e-mail is checked against a dummy hash: both failures take the same time.
    const valid = await this.hasher.verify(credential?.passwordHash, password);
    if (!credential || !valid) {
      await this.throttle.failed(key, address);
      return null;
    }
    await this.throttle.succeeded(key, address);
    return credential;
  }

  /** Whether the password is the signed-in user's own, counted with the sign-in's failures of their e-mail. */
  async ofUser(userId: string, password: string, address: string): Promise<boolean> {
    const user = await this.reads.collection<UserDocument>(USERS).get(userId);
    return (await this.byEmail(user?.email ?? '', password, address))?.userId === userId;
  }
}
