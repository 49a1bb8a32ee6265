import { invalidValue } from '../domain-error';

/**
 * When the person made the command on their device: an outbox replays commands made without
 * signal, and the history tells that time beside the server's (issue 32). The decider still
 * decides on the server's time.
 */
export const COMMAND_MADE_AT_HEADER = 'x-command-made-at';
const FIELD = 'X-Command-Made-At';

/** A device clock may run a little ahead of the server's (docs/decisions.md). */
export const MADE_AT_SKEW_MS = 5 * 60 * 1000;
/** An outbox on site may wait days for signal, not months (docs/decisions.md). */
const OLDEST_DAYS = 30;
export const MADE_AT_OLDEST_MS = OLDEST_DAYS * 24 * 60 * 60 * 1000;

// Date, 'T', time with an optional fraction, and the offset (Z or ±HH:MM): an instant, never a local time.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** The instant's time when each part is in its range (Date.parse rolls 30 February over into March). */
function instantTime(text: string): number | null {
  const match = INSTANT.exec(text);
  if (!match) return null;
  // 'Z' leaves the offset's groups unmatched: an offset of zero.
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  const realTime = hour! < 24 && minute! < 60 && second! < 60 && offsetHours! <= 14 && offsetMinutes! < 60;
  return realDay && realTime ? Date.parse(text) : null;
}

/**
 * The `X-Command-Made-At` header as a UTC ISO instant, or undefined when the client sent none (a
 * command made online). A time that is not an instant, later than the server's clock allows or
 * older than an outbox waits is refused with a 400 naming the header.
 */
export function commandMadeAt(header: string | undefined, now: Date): string | undefined {
  if (header === undefined) return undefined;
  const time = instantTime(header.trim());
  if (time === null) {
    throw invalidValue(
      'command.bad_made_at',
      'La hora del cambio en el dispositivo (X-Command-Made-At) no es válida: se espera un instante ISO 8601 con zona horaria, como 2026-11-28T10:15:03.120Z.',
      FIELD,
    );
  }
  if (time > now.getTime() + MADE_AT_SKEW_MS) {
    throw invalidValue(
      'command.made_at_future',
      'La hora del cambio en el dispositivo (X-Command-Made-At) es posterior a la hora del servidor: revisa la hora del dispositivo.',
      FIELD,
    );
  }
  if (time < now.getTime() - MADE_AT_OLDEST_MS) {
    throw invalidValue(
      'command.made_at_too_old',
      `La hora del cambio en el dispositivo (X-Command-Made-At) tiene más de ${OLDEST_DAYS} días: el cambio ya no se puede enviar.`,
      FIELD,
    );
  }
  return new Date(time).toISOString();
}
