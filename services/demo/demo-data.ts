import { randomUUID } from 'node:crypto';
import type { PasswordHasher } from '../auth/password-hasher';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { CommandPipeline } from '../platform/commands/handle-command';
import { type UserProfile, userAggregate } from '../users/user.decider';

export const DEMO_PASSWORD = 'faena1234';

/** Demo logins, listed in the README. Job types: 1 administrator, 2 Jefe OT, 4 ITO. */
export const DEMO_USERS: ReadonlyArray<{ id: string } & UserProfile> = [
  {
    id: 'demo-admin',
    name: 'Administración Faena',
    email: 'admin@faena.cl',
    phone: '+56 2 2345 6789',
    address: 'Av. Apoquindo 3000, Las Condes',
    defaultJob: 1,
  },
  {
    id: 'demo-jefe-ot',
    name: 'Javiera Soto',
    email: 'jefe.ot@faena.cl',
    phone: '+56 9 8765 4321',
    address: 'Av. Providencia 1200, Providencia',
    defaultJob: 2,
  },
  {
    id: 'demo-ito',
    name: 'Ignacio Toro',
    email: 'ito@faena.cl',
    phone: '+56 9 5555 1234',
    address: 'Los Leones 450, Providencia',
    defaultJob: 4,
  },
];

/** Fills an empty store with the demo organisation, through the same commands users send. */
export async function seedDemoData(pipeline: CommandPipeline, hasher: PasswordHasher): Promise<void> {
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  for (const { id, ...profile } of DEMO_USERS) {
    const context = { actorId: SYSTEM_ACTOR, commandId: randomUUID() };
    await pipeline.handle({
      aggregate: userAggregate,
      aggregateId: id,
      command: { type: 'CreateUser', userId: id, ...profile },
      context,
    });
    await pipeline.handle({
      aggregate: userAggregate,
      aggregateId: id,
      command: { type: 'SetPassword', passwordHash },
      context: { actorId: SYSTEM_ACTOR, commandId: randomUUID() },
    });
  }
}
