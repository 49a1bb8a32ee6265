import { avance } from './avance';

const NOW = new Date('2026-11-24T15:00:00.000Z');
const details = {
  start_date: '2026-09-25',
  total_days: 120,
  contract_value: 1_000_000,
  currency: { id: 1, name: 'CLP' },
};

describe("the 'Avance' card", () => {
  it('tells the days elapsed of the contract’s term, its end, and the share gone', () => {
    expect(avance(details, [], NOW)).toEqual({
      start_date: '2026-09-25',
      end_date: '2027-01-23',
      total_days: 120,
      elapsed_days: 60,
      overdue_days: 0,
      time_percent: 50,
      payments: [],
    });
  });

  it('caps the share at 100 and counts the days past the end', () => {
    expect(avance({ ...details, total_days: 40 }, [], NOW)).toMatchObject({ time_percent: 100, overdue_days: 20 });
  });

  it('says nothing of the term without a start or a length, and nothing elapsed before the start', () => {
    expect(avance(undefined, [], NOW)).toMatchObject({ start_date: null, end_date: null, time_percent: null });
    expect(avance({ ...details, start_date: '2026-12-01' }, [], NOW)).toMatchObject({
      elapsed_days: 0,
      time_percent: 0,
    });
  });

  it('tells per currency what approved Estados de Pago have paid of the accepted additionals', () => {
    const money = [
      { currency_id: 2, accepted: 123_456, paid: 61_728 },
      { currency_id: 1, accepted: 300_000, paid: 0 },
    ];
    expect(avance(details, money, NOW).payments).toEqual([
      { currency_id: 1, currency: 'CLP', accepted: 3000, paid: 0, percent: 0 },
      { currency_id: 2, currency: 'UF', accepted: 1234.56, paid: 617.28, percent: 50 },
    ]);
  });
});
