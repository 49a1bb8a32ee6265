import { turnRows } from '../../client/src/features/history/ball-in-court-bars';

const ito = { user: { id: 'demo-ito', name: 'Ignacio Toro' }, job_type: { id: 4, name: 'ITO' } };
const jefe = { user: null, job_type: { id: 2, name: 'Jefe OT' } };

describe('the ball-in-court timeline', () => {
  it('places each turn on its party’s row, most held first, the running one as far as its hours reach', () => {
    const { rows, start, end } = turnRows({
      intervals: [
        { party: ito, from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z', hours: 24 },
        { party: jefe, from: '2026-11-21T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z', hours: 24 },
        { party: ito, from: '2026-11-22T00:00:00.000Z', to: null, hours: 48 },
      ],
      totals: [
        { party: ito, hours: 72, days: 3 },
        { party: jefe, hours: 24, days: 1 },
      ],
    });
    expect(new Date(start).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(rows.map((row) => [row.key, row.bars.map(({ left, width }) => [left, width])])).toEqual([
      [
        'u:demo-ito',
        [
          [0, 25],
          [50, 50],
        ],
      ],
      ['j:2', [[25, 25]]],
    ]);
  });
});
