import type { TaskIndicatorsDocument } from '../../projections/tasks/task-listing.projection';
import { indicatorDays, nearDeadline, userIndicators, waitingStatus } from './task-timing';

// Noon in Santiago (UTC−3 in November): Chile's calendar day is the UTC one.
const now = new Date('2026-11-24T15:00:00.000Z');
const open = (fields: Partial<Parameters<typeof waitingStatus>[0]> = {}) => ({
  status: 1 as const,
  waiting_on: 'responsable' as const,
  critical_date: null,
  ...fields,
});

describe('waiting status, near deadline and indicators, at a given now', () => {
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
