import type { TaskIndicatorsDocument } from '../../projections/tasks/task-listing.projection';
import {
  indicatorDays,
  lightStatus,
  nearDeadline,
  turnsRedAt,
  userIndicators,
  waitingDays,
  waitingStatus,
} from './task-timing';

// Noon in Santiago (UTC−3 in November): Chile's calendar day is the UTC one.
const now = new Date('2026-11-24T15:00:00.000Z');
const open = (fields: Partial<Parameters<typeof lightStatus>[0]> = {}) => ({
  status: 1 as const,
  waiting_on: 'responsable' as const,
  waiting_since: '2026-11-23T15:00:00.000Z',
  ended_at: null,
  critical_date: null,
  ...fields,
});

describe('waiting time, waiting status, near deadline and light, at a given now', () => {
  it('counts the days since the ball passed, with one decimal, frozen at the close', () => {
    expect(waitingDays(open(), now)).toBe(1);
    expect(waitingDays(open({ waiting_since: '2026-11-24T03:00:00.000Z' }), now)).toBe(0.5);
    const closed = open({ status: 3, waiting_on: null, ended_at: '2026-11-23T21:00:00.000Z' });
    expect(waitingDays(closed, now)).toBe(0.3);
  });

  it('tells who must act: 0 the responsible, 1 the creator after an official response, 2 nobody (finished)', () => {
    expect(waitingStatus(open())).toBe(0);
    expect(waitingStatus(open({ waiting_on: 'creator' }))).toBe(1);
    expect(waitingStatus(open({ status: 3, waiting_on: null }))).toBe(2);
  });

  it('calls a critical date near at 2 days or less, past ones included, never on a finished task', () => {
    expect(nearDeadline(open({ critical_date: '2026-11-26' }), now)).toBe(true);
    expect(nearDeadline(open({ critical_date: '2026-11-27' }), now)).toBe(false);
    expect(nearDeadline(open({ critical_date: '2026-11-20' }), now)).toBe(true);
    expect(nearDeadline(open({ critical_date: null }), now)).toBe(false);
    expect(nearDeadline(open({ status: 3, critical_date: '2026-11-25' }), now)).toBe(false);
  });

  it('tells the instant the light turns red: the wait reaching 7 days, or the day after the critical date', () => {
    const at = (ms: number) => new Date(ms);
    for (const task of [open(), open({ critical_date: '2026-11-25' }), open({ critical_date: '2026-12-30' })]) {
      const red = turnsRedAt(task);
      expect(lightStatus(task, at(red - 1))).not.toBe(2);
      expect(lightStatus(task, at(red))).toBe(2);
    }
    // The day after the critical date starts at 03:00 UTC in Chile's summer.
    expect(new Date(turnsRedAt(open({ critical_date: '2026-11-25' }))).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });

  it('lights an open task green, yellow when near or waiting 3 days, red past its date or waiting 7', () => {
    expect(lightStatus(open(), now)).toBe(0);
    expect(lightStatus(open({ critical_date: '2026-11-26' }), now)).toBe(1);
    expect(lightStatus(open({ waiting_since: '2026-11-21T15:00:00.000Z' }), now)).toBe(1);
    expect(lightStatus(open({ critical_date: '2026-11-23' }), now)).toBe(2);
    expect(lightStatus(open({ waiting_since: '2026-11-17T15:00:00.000Z' }), now)).toBe(2);
  });

  it('lights a finished task red only when it ended after its critical date (Chile calendar)', () => {
    const finished = (ended_at: string) =>
      open({
        status: 3,
        waiting_on: null,
        critical_date: '2026-11-20',
        ended_at,
        waiting_since: '2026-11-01T00:00:00.000Z',
      });
    expect(lightStatus(finished('2026-11-21T02:00:00.000Z'), now)).toBe(0);
    expect(lightStatus(finished('2026-11-21T04:00:00.000Z'), now)).toBe(2);
  });

  it('makes the indicators of the last 5 Chile days: closes per day and mean waiting in days', () => {
    expect(indicatorDays(now)).toEqual(['2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-20']);
    const share = (fields: Partial<TaskIndicatorsDocument>): TaskIndicatorsDocument => ({
      _id: 'x',
      project_id: 'p1',
      user_id: 'beto',
      readers: ['*'],
      open_count: 0,
      waiting_since_sum: 0,
      closed_by_day: {},
      ...fields,
    });
    const seconds = (iso: string) => Date.parse(iso) / 1000;
    const shares = [
      share({
        open_count: 2,
        waiting_since_sum: seconds('2026-11-23T15:00:00.000Z') + seconds('2026-11-21T15:00:00.000Z'),
        closed_by_day: { '2026-11-24': 2, '2026-11-19': 5 },
      }),
      share({ closed_by_day: { '2026-11-20': 1 } }),
    ];
    expect(userIndicators(shares, now)).toEqual({ solution_speed: 0.6, waiting_time: 2 });
    expect(userIndicators([], now)).toEqual({ solution_speed: 0, waiting_time: 0 });
  });
});
