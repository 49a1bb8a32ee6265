import type { Projection } from './runtime/projection';
import { userDirectoryProjection } from './users/user-directory.projection';

/** Every read model of the application; the engine feeds each the events it handles. */
export const allProjections: readonly Projection[] = [userDirectoryProjection];
