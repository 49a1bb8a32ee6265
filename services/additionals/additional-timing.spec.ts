import type { AdditionalDocument } from '../../projections/additionals/additionals.projection';
import {
  additionalLightStatus,
  additionalResponseDays,
  additionalWaitingDays,
  meanResponseDays,
} from './additional-timing';

type Timed = Pick<AdditionalDocument, 'status' | 'created_at' | 'ended_at' | 'response_since' | 'critical_date'>;
const NOW = new Date('2026-11-20T15:00:00.000Z');
const open = (overrides: Partial<Timed> = {}): Timed => ({
  status: 1,
  created_at: '2026-11-10T15:00:00.000Z',
  response_since: '2026-11-19T15:00:00.000Z',
  ended_at: null,
  critical_date: null,
  ...overrides,
});

describe('additional timing', () => {
  it('counts the waiting time from the creation and the response time from the current turn', () => {
    expect(additionalWaitingDays(open(), NOW)).toBe(10);
    expect(additionalResponseDays(open(), NOW)).toBe(1);
  });

  it('stops both clocks when the additional is accepted or cancelled', () => {
    const ended = open({ status: 2, response_since: '2026-11-12T15:00:00.000Z', ended_at: '2026-11-12T15:00:00.000Z' });
    expect(additionalWaitingDays(ended, NOW)).toBe(2);
    expect(additionalResponseDays(ended, NOW)).toBe(0);
  });

  it('lights green, yellow after 3 days of the current turn or near the critical date, red after 7 or past it', () => {
    expect(additionalLightStatus(open(), NOW)).toBe(1);
    expect(additionalLightStatus(open({ response_since: '2026-11-16T15:00:00.000Z' }), NOW)).toBe(2);
    expect(additionalLightStatus(open({ critical_date: '2026-11-22' }), NOW)).toBe(2);
    expect(additionalLightStatus(open({ response_since: '2026-11-12T15:00:00.000Z' }), NOW)).toBe(3);
    expect(additionalLightStatus(open({ status: 3, critical_date: '2026-11-19' }), NOW)).toBe(3);
  });

  it('lights a finished additional red only when it ended after its critical date', () => {
    const ended = {
      status: 4 as const,
      ended_at: '2026-11-15T15:00:00.000Z',
      response_since: '2026-11-01T15:00:00.000Z',
    };
    expect(additionalLightStatus(open({ ...ended, critical_date: '2026-11-16' }), NOW)).toBe(1);
    expect(additionalLightStatus(open({ ...ended, critical_date: '2026-11-14' }), NOW)).toBe(3);
  });

  it('averages the response days with one decimal', () => {
    expect(meanResponseDays(0, 0)).toBe(0);
    expect(meanResponseDays(3 * 86_400_000, 2)).toBe(1.5);
  });
});
