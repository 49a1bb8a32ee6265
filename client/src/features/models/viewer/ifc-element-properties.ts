import type { IfcAPI } from 'web-ifc';
import { formatNumber } from '../../../lib/format';

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

/** web-ifc answers untyped STEP lines: each field is read as unknown and checked. */
function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
}

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

function propertyOf(item: unknown): ElementProperty | null {
  const name = valueText(field(item, 'Name'));
  if (name === null) return null;
  const nominal = field(item, 'NominalValue');
  const quantity = QUANTITY_FIELDS.map((key) => field(item, key)).find((value) => value != null);
  return { name, value: valueText(nominal ?? quantity) ?? '—' };
}

function groupOf(set: unknown): PropertyGroup | null {
  const items = field(set, 'HasProperties') ?? field(set, 'Quantities');
  if (!Array.isArray(items)) return null;
  const properties = items.map(propertyOf).filter((property) => property !== null);
  return { name: valueText(field(set, 'Name')) ?? 'Sin nombre', properties };
}

/** Reads an element's identity and its property and quantity sets from an open model. */
export async function readElementProperties(
  api: IfcAPI,
  modelId: number,
  expressId: number,
): Promise<ElementProperties> {
  const line: unknown = api.GetLine(modelId, expressId);
  const sets: unknown[] = await api.properties.getPropertySets(modelId, expressId, true);
  return {
    expressId,
    name: valueText(field(line, 'Name')) ?? 'Sin nombre',
    ifcType: api.GetNameFromTypeCode(api.GetLineType(modelId, expressId)).toUpperCase(),
    globalId: valueText(field(line, 'GlobalId')) ?? '—',
    propertySets: sets.map(groupOf).filter((group) => group !== null),
  };
}
