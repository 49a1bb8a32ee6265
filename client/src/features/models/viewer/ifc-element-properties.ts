import { IFCUNITASSIGNMENT, type IfcAPI } from 'web-ifc';
import { formatNumber } from '../../../lib/format';
import { type ModelUnits, measureUnit, modelUnits, withUnit } from './ifc-units';
import { field } from './step-fields';

/** One property of a set, its value written for a Spanish reader. */
export interface ElementProperty {
  name: string;
  value: string;
}

/** A property set (IfcPropertySet) or a quantity set (IfcElementQuantity) of an element. */
export interface PropertyGroup {
  name: string;
  properties: ElementProperty[];
}

/** What the side panel shows of a picked element. */
export interface ElementProperties {
  expressId: number;
  name: string;
  /** The IFC entity as files write it: IFCWALL, IFCSLAB… */
  ifcType: string;
  globalId: string;
  propertySets: PropertyGroup[];
}

/** The quantity kinds of IFC4 and where each keeps its number. */
const QUANTITY_FIELDS = ['LengthValue', 'AreaValue', 'VolumeValue', 'CountValue', 'WeightValue', 'TimeValue'];

/** A STEP value ({value} or, for measures, {_representationValue}) as text; null when absent. */
function valueText(attribute: unknown): string | null {
  const raw = field(attribute, 'value') ?? field(attribute, '_representationValue');
  if (typeof raw === 'boolean') return raw ? 'Sí' : 'No';
  if (typeof raw === 'number') return formatNumber(raw, 3);
  if (typeof raw !== 'string') return null;
  // IFCLOGICAL and enumerations arrive as their STEP words.
  if (raw === 'T' || raw === 'TRUE') return 'Sí';
  if (raw === 'F' || raw === 'FALSE') return 'No';
  if (raw === 'U' || raw === 'UNKNOWN') return 'Desconocido';
  return raw;
}

/** A property (IfcPropertySingleValue) or quantity (IfcQuantityLength…), a measure with its unit. */
function propertyOf(item: unknown, units: ModelUnits): ElementProperty | null {
  const name = valueText(field(item, 'Name'));
  if (name === null) return null;
  const value =
    field(item, 'NominalValue') ?? QUANTITY_FIELDS.map((key) => field(item, key)).find((found) => found != null);
  const text = valueText(value);
  if (text === null) return { name, value: '—' };
  return { name, value: withUnit(text, measureUnit(value, field(item, 'Unit'), units)) };
}

function groupOf(set: unknown, units: ModelUnits): PropertyGroup | null {
  const items = field(set, 'HasProperties') ?? field(set, 'Quantities');
  if (!Array.isArray(items)) return null;
  const properties = items.map((item) => propertyOf(item, units)).filter((property) => property !== null);
  return { name: valueText(field(set, 'Name')) ?? 'Sin nombre', properties };
}

/** The units a model counts its measures in (its project's IfcUnitAssignment). */
export function readModelUnits(api: IfcAPI, modelId: number): ModelUnits {
  const assignments = api.GetLineIDsWithType(modelId, IFCUNITASSIGNMENT);
  return assignments.size() > 0 ? modelUnits(api.GetLine(modelId, assignments.get(0), true)) : {};
}

/** Reads an element's identity and its property and quantity sets from an open model. */
export async function readElementProperties(
  api: IfcAPI,
  modelId: number,
  expressId: number,
  units: ModelUnits,
): Promise<ElementProperties> {
  const line: unknown = api.GetLine(modelId, expressId);
  const sets: unknown[] = await api.properties.getPropertySets(modelId, expressId, true);
  return {
    expressId,
    name: valueText(field(line, 'Name')) ?? 'Sin nombre',
    ifcType: api.GetNameFromTypeCode(api.GetLineType(modelId, expressId)).toUpperCase(),
    globalId: valueText(field(line, 'GlobalId')) ?? '—',
    propertySets: sets.map((set) => groupOf(set, units)).filter((group) => group !== null),
  };
}
