import { ifcGlobalId } from './ifc-global-id';

describe('ifcGlobalId', () => {
  it("is IFC's 22-character base 64 of 128 bits: the first character carries 2 of them", () => {
    for (const seed of ['Muro eje A', 'Pilar C1', 'Losa nivel 2', '']) {
      expect(ifcGlobalId(seed)).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/);
    }
  });

  it('gives the same id for the same seed and different ids for different seeds', () => {
    expect(ifcGlobalId('Pilar C1')).toBe(ifcGlobalId('Pilar C1'));
    const ids = Array.from({ length: 500 }, (_, index) => ifcGlobalId(`elemento ${index}`));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
