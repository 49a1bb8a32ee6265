import { randomUUID } from 'node:crypto';
import type { CommandLog } from '../../services/platform/command-log/command-log.port';

/** What every CommandLog adapter must do; run against each of them. */
export function commandLogConformance(open: () => Promise<CommandLog>): void {
  let log: CommandLog;
  beforeEach(async () => {
    log = await open();
  });
  afterEach(() => log.close());

  it('answers nothing for a command it never saw', async () => {
    expect(await log.find('ana', randomUUID())).toBeNull();
  });

  it('gives back the request of an actor’s command, and not to another actor', async () => {
    const id = randomUUID();
    await log.record('ana', id, { requestHash: 'h1' });
    expect(await log.find('ana', id)).toEqual({ requestHash: 'h1' });
    expect(await log.find('bob', id)).toBeNull();
  });

  it('keeps the first request when the same command is recorded twice', async () => {
    const id = randomUUID();
    await log.record('ana', id, { requestHash: 'first' });
    await log.record('ana', id, { requestHash: 'second' });
    expect(await log.find('ana', id)).toEqual({ requestHash: 'first' });
  });
}
