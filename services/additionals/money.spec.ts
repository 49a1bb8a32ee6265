import {
  centsEsCl,
  centsNumber,
  centsText,
  moneyEsCl,
  parseCents,
  parsePercent,
  parseProgressFraction,
  progressFraction,
} from '../contracts/money';
import { DomainError } from '../platform/domain-error';
import { addCents, percentOf, splitCents, totalRequested } from './money';

describe('money', () => {
  describe('reading an amount', () => {
    it.each([
      ['0', 0],
      ['12', 1200],
      ['12.3', 1230],
      ['12.34', 1234],
      [' 0.05 ', 5],
      ['000123.40', 12340],
      [0.1, 10],
      [1234.56, 123456],
      // The largest amount: as text, since a JSON number that long is already inexact.
      ['90071992547409.91', 9_007_199_254_740_991],
    ])('reads %p as %p cents', (input, cents) => expect(parseCents(input)).toBe(cents));

    it.each([
      ['12,345'],
      ['1.2345'],
      [0.005],
      ['1,5,0'],
      ['-1'],
      [-1],
      ['1.'],
      ['.5'],
      [''],
      ['1e3'],
      [1e21],
      [Number.NaN],
      ['abc'],
    ])('refuses %p (more than 2 decimals, a sign, two commas or no number)', (input) =>
      expect(parseCents(input)).toBeNull(),
    );

    it('refuses an amount beyond the safe integers of cents', () => expect(parseCents('90071992547409.92')).toBeNull());
  });

  describe('given an amount typed in Chile (thousands with a dot, decimals with a comma)', () => {
    it.each([
      ['1250000,5', 125_000_050],
      ['1.250.000,50', 125_000_050],
      ['1.250.000', 125_000_000],
      ['0,07', 7],
      [' 12,3 ', 1230],
    ])('when %p is read, then it is exactly %p cents', (input, cents) => expect(parseCents(input)).toBe(cents));

    it.each<[string, number | null, string]>([
      ['1.250', 125_000, 'a dot before three digits groups thousands, as Chileans write'],
      ['12.345', 1_234_500, 'every group of three after a dot is thousands'],
      ['1250.50', 125_050, 'a single dot before one or two digits is the decimal point'],
      ['0.125', null, 'a group never starts at 0: three decimals, refused'],
      ['1250000.5', 125_000_050, 'the dot form keeps its meaning'],
    ])('when the ambiguous %p is read, then it is %p cents (%s)', (input, cents) =>
      expect(parseCents(input)).toBe(cents),
    );

    it.each([['1,250.50'], ['1.25.000'], ['12.50,5'], ['1 250'], ['1.250,'], [',5']])(
      'when %p is read, then it is refused (no Chilean nor dot form)',
      (input) => expect(parseCents(input)).toBeNull(),
    );

    it('when it is a JSON number, then no dot is read as thousands (1.125 stays a third decimal)', () =>
      expect(parseCents(1.125)).toBeNull());
  });

  describe('reading a progress', () => {
    it.each([
      ['0', 0],
      ['35.5', 3550],
      ['35,5', 3550],
      ['99.99', 9999],
      [100, 10_000],
    ])('reads the percent %p as %p hundredths', (input, hundredths) => expect(parsePercent(input)).toBe(hundredths));

    it.each([['100.01'], ['101'], ['-1'], ['35.555']])('refuses the percent %p', (input) =>
      expect(parsePercent(input)).toBeNull(),
    );

    it.each([
      [0.355, 3550],
      ['0.3555', 3555],
      [1, 10_000],
      [0, 0],
    ])('reads the API fraction %p as %p hundredths', (input, hundredths) =>
      expect(parseProgressFraction(input)).toBe(hundredths),
    );

    it.each([[1.0001], [0.35555], [-0.1], ['2']])('refuses the fraction %p', (input) =>
      expect(parseProgressFraction(input)).toBeNull(),
    );

    it('answers the fraction back', () => expect(progressFraction(3550)).toBe(0.355));
  });

  describe('sums', () => {
    it('total requested is the sum of the three costs', () =>
      expect(totalRequested({ directCost: 1_000_010, generalExpenses: 20, utility: 70 })).toBe(1_000_100));

    it('1,000 revisions of 0.10 + 0.20 sum to exactly 300.00, where floats drift', () => {
      const cents = Array.from({ length: 1000 }, () =>
        totalRequested({ directCost: parseCents('0.1') ?? 0, generalExpenses: parseCents('0.2') ?? 0, utility: 0 }),
      );
      expect(centsText(addCents(...cents))).toBe('300.00');
      const floats = Array.from({ length: 1000 }, () => 0.1 + 0.2).reduce((sum, value) => sum + value, 0);
      expect(floats).not.toBe(300);
    });

    it('refuses a sum beyond the safe integers', () => {
      expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(DomainError);
    });
  });

  describe('percent of an amount, rounded half away from zero', () => {
    it.each([
      // 1.00 × 0.5 % = 0.005 → 0.01 (half goes up)
      [100, 50, 1],
      // 1.00 × 0.49 % = 0.0049 → 0.00
      [100, 49, 0],
      // 0.01 × 50 % = 0.005 → 0.01
      [1, 5000, 1],
      // 0.03 × 50 % = 0.015 → 0.02 (not banker's 0.02 by luck: 0.025 below shows the difference)
      [3, 5000, 2],
      // 0.05 × 50 % = 0.025 → 0.03 (banker's would give 0.02)
      [5, 5000, 3],
      // 1,000,000.00 × 35.5 % = 355,000.00
      [100_000_000, 3550, 35_500_000],
      // 1,234,567.89 × 33.33 % = 411,481.4777… → 411,481.48
      [123_456_789, 3333, 41_148_148],
      [123_456_789, 10_000, 123_456_789],
      [123_456_789, 0, 0],
    ])('%p cents × %p hundredths of a percent = %p cents', (amount, progress, expected) =>
      expect(percentOf(amount, progress)).toBe(expected),
    );

    it('stays exact for amounts whose product outgrows the safe integers', () =>
      // 90,071,992,547,409.91 × 99.99 % = 90,062,985,348,155.169009: the product has 20 digits.
      expect(centsText(percentOf(9_007_199_254_740_991, 9999))).toBe('90062985348155.17'));
  });

  describe('answering and showing', () => {
    it.each([
      [0, '0.00', 0, '0,00'],
      [5, '0.05', 0.05, '0,05'],
      [123_450, '1234.50', 1234.5, '1.234,50'],
      [123_456_789, '1234567.89', 1234567.89, '1.234.567,89'],
      [100_000_000_000, '1000000000.00', 1e9, '1.000.000.000,00'],
    ])('%p cents is %p, the number %p and the es-CL text %p', (cents, text, number, esCl) => {
      expect(centsText(cents)).toBe(text);
      expect(centsNumber(cents)).toBe(number);
      expect(JSON.stringify(centsNumber(cents))).toBe(String(number));
      expect(centsEsCl(cents)).toBe(esCl);
    });

    it('names the currency: CLP (1) and UF (2)', () => {
      expect(moneyEsCl(1, 150_000_000)).toBe('CLP 1.500.000,00');
      expect(moneyEsCl(2, 125_050)).toBe('UF 1.250,50');
    });
  });

  describe('sharing an amount by weights', () => {
    it('rounds each part and gives the last what is left, so the parts sum exactly', () => {
      // UF 100.00 over totals of 1, 1 and 1: 33.33, 33.33 and 33.34.
      expect(splitCents(10_000, [1, 1, 1])).toEqual([3333, 3333, 3334]);
      // 438.27 over 1,000.00 and 234.56: 355.00 (354.999…) and the rest.
      expect(splitCents(43_827, [100_000, 23_456])).toEqual([35_500, 8327]);
    });

    it('gives everything to one weight, and to the last when no weight counts', () => {
      expect(splitCents(12_345, [99])).toEqual([12_345]);
      expect(splitCents(500, [0, 0])).toEqual([0, 500]);
    });
  });
});
