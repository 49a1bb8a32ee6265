import {
  additionalDraftFromStored,
  emptyAdditionalDraft,
} from '../../client/src/features/additionals/additional-draft';
import {
  amountForPercent,
  formatMoney,
  formatProgress,
  typedTotal,
} from '../../client/src/features/additionals/additional-rules';
import { amountError, costErrors } from '../../client/src/features/additionals/cost-validation';

describe('es-CL amounts (spec 9: thousands with a dot, decimals with a comma)', () => {
  it('formats the API numbers exactly', () => {
    expect(formatMoney(1250, 2)).toBe('UF 1.250,00');
    expect(formatMoney(3850000, 'CLP')).toBe('CLP 3.850.000,00');
  });

  it('sums typed costs without binary drift, and refuses a third decimal', () => {
    expect(typedTotal(['0.1', '0.2', ''])).toBe('0,30');
    expect(typedTotal(['1000000.55', '2.45', '0'])).toBe('1.000.003,00');
    expect(typedTotal(['1,005', '0', '0'])).toBeNull();
    expect(typedTotal(['1.250.000,50', '0,25', ''])).toBe('1.250.000,75');
  });

  it('computes a payment status amount as the server does (half away from zero, to cents)', () => {
    expect(amountForPercent(1000, '35.5')).toBe('355,00');
    expect(amountForPercent(1000, '35,5')).toBe('355,00');
    expect(amountForPercent(0.01, '50')).toBe('0,01');
    expect(amountForPercent(123.45, '33.33')).toBe('41,15');
    expect(amountForPercent(1000, '100.01')).toBe('');
  });

  it('shows a progress fraction as a percent', () => {
    expect(formatProgress(0.355)).toBe('35,5 %');
    expect(formatProgress(1)).toBe('100 %');
  });
});

describe('cost validation (spec 5)', () => {
  it('requires each amount and allows 2 decimals at most', () => {
    expect(amountError('')).toBe('Campo requerido');
    expect(amountError('12,345')).toBe('El monto puede tener 2 decimales, formato XXXXXX.XX');
    expect(amountError('1,250.50')).toBe('El monto puede tener 2 decimales, formato XXXXXX.XX');
    expect(amountError('123456.78')).toBeUndefined();
    expect(amountError('1.234,5')).toBeUndefined();
    expect(amountError('1250000,5')).toBeUndefined();
  });

  it('requires a currency', () => {
    const errors = costErrors({ currencyId: 0, directCost: '1', generalExpenses: '0', utility: '0' });
    expect(errors).toEqual({ currencyId: 'Campo requerido' });
  });
});

describe('a stored draft of a new additional', () => {
  it('keeps the fields that still have their shape', () => {
    const draft = additionalDraftFromStored({ title: 'Muro', type: 9, directCost: '10.5', reminderDays: [7] }, 1);
    expect(draft).toEqual({ ...emptyAdditionalDraft(1), title: 'Muro', directCost: '10.5' });
  });
});
