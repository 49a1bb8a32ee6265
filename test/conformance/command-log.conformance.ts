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

  it('gives back the outcome of an actor’s command, and not to another actor', async () => {
    const id = randomUUID();
    const outcome = { requestHash: 'h1', response: { code: 200, project: { id: 'p1', tags: ['a'] } } };
    await log.record('ana', id, outcome);
    expect(await log.find('ana', id)).toEqual(outcome);
    expect(await log.find('bob', id)).toBeNull();
  });

  it('keeps the first outcome when the same command is recorded twice', async () => {
    const id = randomUUID();
    await log.record('ana', id, { requestHash: 'first', response: { n: 1 } });
    await log.record('ana', id, { requestHash: 'second', response: { n: 2 } });
    expect(await log.find('ana', id)).toEqual({ requestHash: 'first', response: { n: 1 } });
  });
}
