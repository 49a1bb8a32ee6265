import {
  formatAmount,
  formatAmountNumber,
  formatCount,
  formatFixed,
  formatNumber,
  formatPercent,
  formatSize,
  formatWaiting,
} from './number-format';

describe('one es-CL formatter (spec 9: thousands with a dot, decimals with a comma)', () => {
  describe('given a number a screen shows', () => {
    it('when written, then it groups thousands with a dot and its decimals follow a comma', () => {
      expect(formatNumber(1250)).toBe('1.250');
      expect(formatNumber(1_250_000.5)).toBe('1.250.000,5');
      expect(formatNumber(0.15)).toBe('0,15');
      expect(formatNumber(2.25, 1)).toBe('2,3');
      expect(formatFixed(0, 1)).toBe('0,0');
      expect(formatFixed(1234.5, 2)).toBe('1.234,50');
    });
  });

  describe('given an amount the API answered', () => {
    it('when written, then it always has its 2 decimals, exactly, after its currency', () => {
      expect(formatAmount(20_000, 'UF')).toBe('UF 20.000,00');
      expect(formatAmount(14_687_500.5, 'CLP')).toBe('CLP 14.687.500,50');
      expect(formatAmountNumber(0.1)).toBe('0,10');
      expect(formatAmountNumber(-1234.5)).toBe('-1.234,50');
      expect(formatAmount(1250, '')).toBe('1.250,00');
    });
  });

  describe('given a percent or a count', () => {
    it('when written, then the percent keeps up to 2 decimals and the count names its unit', () => {
      expect(formatPercent(35.5)).toBe('35,5 %');
      expect(formatPercent(100)).toBe('100 %');
      expect(formatCount(1, 'día', 'días')).toBe('1 día');
      expect(formatCount(1250, 'integrante', 'integrantes')).toBe('1.250 integrantes');
    });
  });

  describe('given a waiting time in days (spec 9: hours under a day, else days)', () => {
    it('when under an hour, then it says so instead of "0,0 días"', () => {
      expect(formatWaiting(0)).toBe('menos de una hora');
      expect(formatWaiting(0.03)).toBe('menos de una hora');
    });

    it('when under a day, then it counts the whole hours that passed', () => {
      expect(formatWaiting(1 / 24)).toBe('1 hora');
      expect(formatWaiting(0.5)).toBe('12 horas');
      expect(formatWaiting(0.999)).toBe('23 horas');
    });

    it('when a day or more, then it counts the whole days that passed', () => {
      expect(formatWaiting(1)).toBe('1 día');
      expect(formatWaiting(1.9)).toBe('1 día');
      expect(formatWaiting(3.2)).toBe('3 días');
      expect(formatWaiting(1500)).toBe('1.500 días');
    });
  });
});

describe('one readable size (decimal units, spec 9: bytes / 1e6 for megabytes)', () => {
  describe('given a file size in bytes', () => {
    it('when small, then it reads in bytes or kilobytes', () => {
      expect(formatSize(0)).toBe('0 B');
      expect(formatSize(850)).toBe('850 B');
      expect(formatSize(2_700)).toBe('2,7 KB');
      expect(formatSize(100_000)).toBe('100 KB');
    });

    it('when larger, then it reads in megabytes or gigabytes with at most one decimal', () => {
      expect(formatSize(15_200_000)).toBe('15,2 MB');
      expect(formatSize(5_000_000)).toBe('5 MB');
      expect(formatSize(10_737_418_240)).toBe('10,7 GB');
    });

    it('when it would round to a thousand of its unit, then it moves to the next unit', () => {
      expect(formatSize(999_960)).toBe('1 MB');
      expect(formatSize(999_400)).toBe('999,4 KB');
    });
  });
});
