import { lightStatus, type TimedItem, turnsRedAt, waitingDays } from './item-light';

// Noon in Santiago (UTC−3 in November): Chile's calendar day is the UTC one.
const now = new Date('2026-11-24T15:00:00.000Z');
const open = (fields: Partial<TimedItem> = {}): TimedItem => ({
  status: 1,
  waiting_since: '2026-11-23T15:00:00.000Z',
  ended_at: null,
  critical_date: null,
  ...fields,
});

describe('the waiting time and traffic light of an item, at a given now', () => {
  it('counts the days since the ball passed, with one decimal, frozen at the close', () => {
    expect(waitingDays(open(), now)).toBe(1);
    expect(waitingDays(open({ waiting_since: '2026-11-24T03:00:00.000Z' }), now)).toBe(0.5);
    const closed = open({ status: 3, ended_at: '2026-11-23T21:00:00.000Z' });
    expect(waitingDays(closed, now)).toBe(0.3);
  });

  it('tells the instant the light turns red: the wait reaching 7 days, or the day after the critical date', () => {
    const at = (ms: number) => new Date(ms);
    for (const item of [open(), open({ critical_date: '2026-11-25' }), open({ critical_date: '2026-12-30' })]) {
      const red = turnsRedAt(item);
      expect(lightStatus(item, at(red - 1))).not.toBe(2);
      expect(lightStatus(item, at(red))).toBe(2);
    }
    // The day after the critical date starts at 03:00 UTC in Chile's summer.
    expect(new Date(turnsRedAt(open({ critical_date: '2026-11-25' }))).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });

  it('lights an open item green, yellow when near or waiting 3 days, red past its date or waiting 7', () => {
    expect(lightStatus(open(), now)).toBe(0);
    expect(lightStatus(open({ critical_date: '2026-11-26' }), now)).toBe(1);
    expect(lightStatus(open({ waiting_since: '2026-11-21T15:00:00.000Z' }), now)).toBe(1);
    expect(lightStatus(open({ critical_date: '2026-11-23' }), now)).toBe(2);
    expect(lightStatus(open({ waiting_since: '2026-11-17T15:00:00.000Z' }), now)).toBe(2);
  });

  it('lights a finished item red only when it ended after its critical date (Chile calendar)', () => {
    const finished = (ended_at: string) =>
      open({
        status: 3,
        critical_date: '2026-11-20',
        ended_at,
        waiting_since: '2026-11-01T00:00:00.000Z',
      });
    expect(lightStatus(finished('2026-11-21T02:00:00.000Z'), now)).toBe(0);
    expect(lightStatus(finished('2026-11-21T04:00:00.000Z'), now)).toBe(2);
  });
});
