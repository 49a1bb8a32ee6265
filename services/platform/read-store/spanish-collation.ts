/**
 * The order of every string sort in the read store, as a MongoDB (and mingo) collation: Spanish,
 * at MongoDB's default strength (base letter, then accent, then case), so 'Álvaro' sorts with
 * 'Alvaro', 'ñandú' after 'Nora', and 'Óscar' before 'Sofía'.
 */
export const SPANISH_COLLATION = { locale: 'es' } as const;

/**
 * The same order for sorts done in the process. One Collator for all: making one costs more than
 * a sort of a few hundred names, and its `compare` is bound, ready for `Array#sort`.
 */
export const compareSpanish: (a: string, b: string) => number = new Intl.Collator(SPANISH_COLLATION.locale).compare;
