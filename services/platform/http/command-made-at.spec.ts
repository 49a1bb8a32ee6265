import { DomainError } from '../domain-error';
import { commandMadeAt, MADE_AT_OLDEST_MS, MADE_AT_SKEW_MS } from './command-made-at';

const now = new Date('2026-11-28T12:40:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

/** The refusal of a header value: a 400 naming the header. */
function refusal(header: string): DomainError {
  try {
    commandMadeAt(header, now);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error(`${header} was accepted`);
}

describe('X-Command-Made-At: when a command was made on the device', () => {
  it('records nothing for a command sent as it was made (no header)', () => {
    expect(commandMadeAt(undefined, now)).toBeUndefined();
  });

  it('reads an instant with its offset as UTC', () => {
    expect(commandMadeAt('2026-11-28T10:15:03.120Z', now)).toBe('2026-11-28T10:15:03.120Z');
    expect(commandMadeAt('2026-11-28T07:15:03-03:00', now)).toBe('2026-11-28T10:15:03.000Z');
    expect(commandMadeAt('2026-11-28T10:15:03.123456+00:00', now)).toBe('2026-11-28T10:15:03.123Z');
  });

  it('takes an outbox that waited days, and a device clock a little ahead of the server’s', () => {
    expect(commandMadeAt(at(-MADE_AT_OLDEST_MS + 60_000), now)).toBe(at(-MADE_AT_OLDEST_MS + 60_000));
    expect(commandMadeAt(at(MADE_AT_SKEW_MS), now)).toBe(at(MADE_AT_SKEW_MS));
  });

  it('refuses a time later than the server’s clock allows', () => {
    const error = refusal(at(MADE_AT_SKEW_MS + 1000));
    expect(error).toMatchObject({ status: 400, code: 'command.made_at_future' });
    expect(error.message).toContain('X-Command-Made-At');
  });

  it('refuses a time older than an outbox waits', () => {
    const error = refusal(at(-MADE_AT_OLDEST_MS - 1000));
    expect(error).toMatchObject({ status: 400, code: 'command.made_at_too_old' });
    expect(error.message).toContain('más de 30 días');
  });

  it.each([
    ['not a date', 'ayer en la tarde'],
    ['a number', '1795910103120'],
    ['a day without a time', '2026-11-28'],
    ['a local time without an offset', '2026-11-28T10:15:03'],
    ['a day that is not in the calendar', '2026-02-30T10:15:03Z'],
    ['an hour that is not in the day', '2026-11-28T24:15:03Z'],
    ['an empty value', ''],
  ])('refuses %s', (_, header) => {
    const error = refusal(header);
    expect(error).toMatchObject({ status: 400, code: 'command.bad_made_at' });
    expect(error.message).toContain('X-Command-Made-At');
  });
});
