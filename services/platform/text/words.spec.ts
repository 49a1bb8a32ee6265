import { startsWordsOf } from './words';

describe('a search by the starts of words, in memory', () => {
  it('finds a text each of whose searched words begins one of its words, minding neither case nor accents', () => {
    expect(startsWordsOf('60 Refuerzo de viga invertida', 'VIGA invertída')).toBe(true);
    expect(startsWordsOf('60 Refuerzo de viga invertida', '6')).toBe(true);
    expect(startsWordsOf('Estado de Pago Nº 1 del Adicional Nº 12', 'pago 12')).toBe(true);
  });

  it('refuses a text missing one of the words, or holding it only inside a word', () => {
    expect(startsWordsOf('60 Refuerzo de viga', 'viga losa')).toBe(false);
    expect(startsWordsOf('160 Muro', '60')).toBe(false);
  });

  it('finds any text when nothing is searched', () => expect(startsWordsOf('Muro 1', '  ')).toBe(true));
});
