import { measureUnit, modelUnits, unitSymbol, withUnit } from '../../client/src/features/models/viewer/ifc-units';

/** A unit as web-ifc reads it from a STEP line. */
const siUnit = (type: string, name: string, prefix?: string) => ({
  UnitType: { type: 3, value: type },
  Prefix: prefix ? { type: 3, value: prefix } : null,
  Name: { type: 3, value: name },
});
const converted = (type: string, name: string) => ({
  UnitType: { type: 3, value: type },
  Name: { type: 1, value: name },
});
const measure = (name: string, value: number) => ({ type: 4, name, _representationValue: value });

describe("an IFC model's units", () => {
  it('writes SI units with their prefix as symbols', () => {
    expect(unitSymbol(siUnit('LENGTHUNIT', 'METRE'))).toBe('m');
    expect(unitSymbol(siUnit('LENGTHUNIT', 'METRE', 'MILLI'))).toBe('mm');
    expect(unitSymbol(siUnit('AREAUNIT', 'SQUARE_METRE'))).toBe('m²');
    expect(unitSymbol(siUnit('AREAUNIT', 'SQUARE_METRE', 'MILLI'))).toBe('mm²');
    expect(unitSymbol(siUnit('VOLUMEUNIT', 'CUBIC_METRE'))).toBe('m³');
    expect(unitSymbol(siUnit('MASSUNIT', 'GRAM', 'KILO'))).toBe('kg');
  });

  it('writes units defined by a conversion by their usual symbol', () => {
    expect(unitSymbol(converted('LENGTHUNIT', 'FOOT'))).toBe('ft');
    expect(unitSymbol(converted('PLANEANGLEUNIT', 'DEGREE'))).toBe('°');
  });

  it('takes the first unit of each kind of the assignment', () =>
    expect(
      modelUnits({
        Units: [
          siUnit('LENGTHUNIT', 'METRE', 'MILLI'),
          siUnit('AREAUNIT', 'SQUARE_METRE'),
          siUnit('LENGTHUNIT', 'METRE'),
        ],
      }),
    ).toEqual({ LENGTHUNIT: 'mm', AREAUNIT: 'm²' }));

  it("gives a measure the model's unit of its kind, or the one the property names itself", () => {
    const units = { LENGTHUNIT: 'mm', AREAUNIT: 'm²', VOLUMEUNIT: 'm³' };
    expect(measureUnit(measure('IFCLENGTHMEASURE', 3000), null, units)).toBe('mm');
    expect(measureUnit(measure('IFCPOSITIVELENGTHMEASURE', 200), null, units)).toBe('mm');
    expect(measureUnit(measure('IFCAREAMEASURE', 15), null, units)).toBe('m²');
    expect(measureUnit(measure('IFCVOLUMEMEASURE', 3), null, units)).toBe('m³');
    expect(measureUnit(measure('IFCLENGTHMEASURE', 3), siUnit('LENGTHUNIT', 'METRE'), units)).toBe('m');
    // A label, a count or a measure the model gives no unit for goes without one.
    expect(measureUnit({ type: 1, name: 'IFCLABEL', value: 'F60' }, null, units)).toBeNull();
    expect(measureUnit(measure('IFCCOUNTMEASURE', 4), null, units)).toBeNull();
    expect(measureUnit(measure('IFCMASSMEASURE', 4), null, units)).toBeNull();
  });

  it('writes the number and its unit as read in Spanish', () => {
    expect(withUnit('3', 'm')).toBe('3 m');
    expect(withUnit('0,2', 'm³')).toBe('0,2 m³');
    expect(withUnit('90', '°')).toBe('90°');
    expect(withUnit('4', null)).toBe('4');
  });
});
