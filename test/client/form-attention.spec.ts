import { attentionText } from '../../client/src/lib/use-form';

describe('what a refused form says', () => {
  it('counts the fields that need attention, in singular and plural', () => {
    expect(attentionText(1)).toBe('Revisa 1 campo marcado.');
    expect(attentionText(3)).toBe('Revisa 3 campos marcados.');
  });
});
