import { field, word } from './step-fields';

/** The model's unit of each kind (IfcUnitEnum: LENGTHUNIT, AREAUNIT…), as its symbol. */
export type ModelUnits = Readonly<Record<string, string>>;

const SI_PREFIXES: Readonly<Record<string, string>> = {
  EXA: 'E',
  PETA: 'P',
  TERA: 'T',
  GIGA: 'G',
  MEGA: 'M',
  KILO: 'k',
  HECTO: 'h',
  DECA: 'da',
  DECI: 'd',
  CENTI: 'c',
  MILLI: 'm',
  MICRO: 'µ',
  NANO: 'n',
  PICO: 'p',
};

const SI_NAMES: Readonly<Record<string, string>> = {
  METRE: 'm',
  SQUARE_METRE: 'm²',
  CUBIC_METRE: 'm³',
  GRAM: 'g',
  SECOND: 's',
  RADIAN: 'rad',
  KELVIN: 'K',
  DEGREE_CELSIUS: '°C',
  NEWTON: 'N',
  PASCAL: 'Pa',
  JOULE: 'J',
  WATT: 'W',
};

/** Units defined by a conversion (IfcConversionBasedUnit), by the names the IFC standard gives them. */
const CONVERTED_NAMES: Readonly<Record<string, string>> = {
  INCH: 'in',
  FOOT: 'ft',
  YARD: 'yd',
  'SQUARE INCH': 'in²',
  'SQUARE FOOT': 'ft²',
  'CUBIC INCH': 'in³',
  'CUBIC FOOT': 'ft³',
  POUND: 'lb',
  DEGREE: '°',
};

/** The unit each measure type is counted in. */
const MEASURE_UNIT_KINDS: Readonly<Record<string, string>> = {
  IFCLENGTHMEASURE: 'LENGTHUNIT',
  IFCPOSITIVELENGTHMEASURE: 'LENGTHUNIT',
  IFCNONNEGATIVELENGTHMEASURE: 'LENGTHUNIT',
  IFCAREAMEASURE: 'AREAUNIT',
  IFCVOLUMEMEASURE: 'VOLUMEUNIT',
  IFCMASSMEASURE: 'MASSUNIT',
  IFCTIMEMEASURE: 'TIMEUNIT',
  IFCPLANEANGLEMEASURE: 'PLANEANGLEUNIT',
  IFCPOSITIVEPLANEANGLEMEASURE: 'PLANEANGLEUNIT',
  IFCTHERMODYNAMICTEMPERATUREMEASURE: 'THERMODYNAMICTEMPERATUREUNIT',
};

/** A named unit (IfcSIUnit with its prefix, or IfcConversionBasedUnit) as its symbol; null if unknown. */
export function unitSymbol(unit: unknown): string | null {
  const name = word(field(unit, 'Name'));
  if (name === null) return null;
  const si = SI_NAMES[name];
  if (si) return `${SI_PREFIXES[word(field(unit, 'Prefix')) ?? ''] ?? ''}${si}`;
  return CONVERTED_NAMES[name.toUpperCase()] ?? name.toLowerCase();
}

/** The units of a model's IfcUnitAssignment, by kind; the first of each kind counts. */
export function modelUnits(assignment: unknown): ModelUnits {
  const units = field(assignment, 'Units');
  const found: Record<string, string> = {};
  for (const unit of Array.isArray(units) ? units : []) {
    const kind = word(field(unit, 'UnitType'));
    const symbol = unitSymbol(unit);
    if (kind && symbol && !(kind in found)) found[kind] = symbol;
  }
  return found;
}

/**
 * The unit of a measured value ({name: 'IFCLENGTHMEASURE', …}): the one the property or quantity
 * names itself, or else the model's unit of that measure's kind; null for values that are no measure.
 */
export function measureUnit(value: unknown, ownUnit: unknown, units: ModelUnits): string | null {
  const measure = field(value, 'name');
  const kind = typeof measure === 'string' ? MEASURE_UNIT_KINDS[measure.toUpperCase()] : undefined;
  if (!kind) return null;
  return unitSymbol(ownUnit) ?? units[kind] ?? null;
}

/** A number with its unit, as written in Spanish: '3 m', '0,2 m³', '90°'. */
export const withUnit = (number: string, unit: string | null): string =>
  unit === null ? number : unit === '°' ? `${number}${unit}` : `${number} ${unit}`;
