import { SetMetadata } from '@nestjs/common';

/** Route metadata the auth guard reads: the call needs no sign-in. */
export const PUBLIC_ROUTE = 'faena:public';

/** The call needs no sign-in (login, health, password flows, files by key). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
