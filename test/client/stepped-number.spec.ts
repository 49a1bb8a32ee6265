import { magnitudeStep, steppedNumber } from '../../client/src/lib/stepped-number';

describe('a stepper press on an amount', () => {
  it('keeps the two decimals as typed, with their separator', () => {
    expect(steppedNumber('1500000.50', 1, 2, magnitudeStep)).toBe('1510000.50');
    expect(steppedNumber('1500000,50', -1, 2, magnitudeStep)).toBe('1490000,50');
    expect(steppedNumber('1500000.5', 1, 2, magnitudeStep)).toBe('1510000.5');
    expect(steppedNumber('285400.05', 1, 2, magnitudeStep)).toBe('286400.05');
  });

  it('moves by the place of the third significant digit, at least 1', () => {
    expect(magnitudeStep(1_500_000.5)).toBe(10_000);
    expect(magnitudeStep(285_400)).toBe(1_000);
    expect(magnitudeStep(999)).toBe(1);
    expect(magnitudeStep(950)).toBe(1);
    expect(magnitudeStep(1_000)).toBe(10);
    expect(magnitudeStep(42)).toBe(1);
    expect(magnitudeStep(0)).toBe(1);
    expect(steppedNumber('3850000000', 1, 2, magnitudeStep)).toBe('3860000000');
    expect(steppedNumber('', 1, 2, magnitudeStep)).toBe('1');
  });

  it('never goes below 0', () => {
    expect(steppedNumber('0.40', -1, 2, magnitudeStep)).toBe('0.00');
    expect(steppedNumber('0', -1, 2, magnitudeStep)).toBe('0');
  });

  it('counts text that is no number as 0', () => {
    expect(steppedNumber('abc', 1, 2, magnitudeStep)).toBe('1');
    expect(steppedNumber('-5', 1, 0, 1)).toBe('1');
  });
});

describe('a stepper press on whole days', () => {
  it('moves by 1 and keeps no decimals', () => {
    expect(steppedNumber('', 1, 0, 1)).toBe('1');
    expect(steppedNumber('719', 1, 0, 1)).toBe('720');
    expect(steppedNumber('1', -1, 0, 1)).toBe('0');
  });
});

describe('a stepper press on an amount typed in Chile', () => {
  it('reads the thousands dots and the decimal comma, and keeps them', () => {
    expect(steppedNumber('1.500.000,50', 1, 2, magnitudeStep)).toBe('1.510.000,50');
    expect(steppedNumber('1.250', 1, 2, magnitudeStep)).toBe('1.260');
    expect(steppedNumber('1250000,5', -1, 2, magnitudeStep)).toBe('1240000,5');
  });
});
