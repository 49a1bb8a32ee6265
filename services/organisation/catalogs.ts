/** Currencies a project's contract can be in (spec: 1 CLP, 2 UF; 2 where a project gives none). */
export const CURRENCIES = [
  { id: 1, name: 'CLP', description: 'Peso chileno' },
  { id: 2, name: 'UF', description: 'Unidad de Fomento' },
] as const;
export const DEFAULT_CURRENCY_ID = 2;

/** Project types offered in the project form (docs/decisions.md: the spec shows none). */
export const PROJECT_TYPES = [
  { id: 1, name: 'Edificación' },
  { id: 2, name: 'Obras Civiles' },
  { id: 3, name: 'Infraestructura Vial' },
  { id: 4, name: 'Minería' },
  { id: 5, name: 'Industrial' },
  { id: 6, name: 'Sanitaria' },
  { id: 7, name: 'Energía' },
  { id: 8, name: 'Remodelación' },
] as const;

export const isCurrencyId = (id: number) => CURRENCIES.some((currency) => currency.id === id);
export const isProjectTypeId = (id: number) => PROJECT_TYPES.some((type) => type.id === id);
