/**
 * The part of JSON Schema (draft 2020-12) the feed publishes: typed objects, arrays, enums and
 * nullable values. Small builders write the schemas, a small validator checks a payload against
 * one, and `incompatibilities` tells whether a consumer written for one schema reads the other.
 */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface JsonSchema {
  type: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: false;
  items?: JsonSchema;
  enum?: Array<string | number | null>;
  description?: string;
}

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
export const oneOfValues = (values: Array<string | number>): JsonSchema => ({
  type: typeof values[0] === 'number' ? 'integer' : 'string',
  enum: values,
});
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const nullable = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  type: [...typesOf(schema), 'null'],
  // In JSON Schema an enum binds null too: a nullable enum lists it.
  ...(schema.enum ? { enum: [...schema.enum, null] } : {}),
});

/** An object with these fields, every one required unless listed in `optional`; no others. */
export const object = (
  required: Record<string, JsonSchema>,
  optional: Record<string, JsonSchema> = {},
): JsonSchema => ({
  type: 'object',
  properties: { ...required, ...optional },
  required: Object.keys(required),
  additionalProperties: false,
});

const typesOf = (schema: JsonSchema): JsonType[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

const typeOfValue = (value: unknown): JsonType => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
};

/** Every way `value` breaks `schema`, as `path: problem`; none when it conforms. */
export function validate(schema: JsonSchema, value: unknown, path = '$'): string[] {
  const actual = typeOfValue(value);
  const allowed = typesOf(schema);
  if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) {
    return [`${path}: expected ${allowed.join(' or ')}, got ${actual}`];
  }
  if (schema.enum && !schema.enum.includes(value as string | number | null)) {
    return [`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  }
  if (actual === 'array' && schema.items) {
    const items = schema.items;
    return (value as unknown[]).flatMap((item, index) => validate(items, item, `${path}[${index}]`));
  }
  if (actual !== 'object') return [];
  const record = value as Record<string, unknown>;
  const properties = schema.properties ?? {};
  return [
    ...(schema.required ?? []).filter((key) => !(key in record)).map((key) => `${path}.${key}: required`),
    ...Object.entries(record).flatMap(([key, item]) => {
      const property = properties[key];
      if (property) return validate(property, item, `${path}.${key}`);
      return schema.additionalProperties === false ? [`${path}.${key}: not allowed`] : [];
    }),
  ];
}

/**
 * Why data valid for `after` may break a consumer written for `before`, or events already
 * published under `before` no longer match `after`: a field removed (or renamed), a type changed
 * or widened, new enum values, a field required that was optional or absent. Adding an optional
 * field is compatible: consumers ignore fields they do not know.
 */
export function incompatibilities(before: JsonSchema, after: JsonSchema, path = '$'): string[] {
  const typesBefore = typesOf(before);
  const widened = typesOf(after).filter((type) => !typesBefore.includes(type));
  if (widened.length > 0) return [`${path}: type ${typesBefore.join('|')} became ${typesOf(after).join('|')}`];
  const problems: string[] = [];
  const newValues = before.enum ? (after.enum ?? []).filter((value) => !before.enum!.includes(value)) : [];
  if (!after.enum && before.enum)
    problems.push(`${path}: values are no longer restricted to ${before.enum.join(', ')}`);
  if (newValues.length > 0) problems.push(`${path}: new values ${newValues.join(', ')}`);
  if (before.items && after.items) problems.push(...incompatibilities(before.items, after.items, `${path}[]`));
  const propertiesBefore = before.properties ?? {};
  const propertiesAfter = after.properties ?? {};
  for (const [key, schema] of Object.entries(propertiesBefore)) {
    const now = propertiesAfter[key];
    if (!now) problems.push(`${path}.${key}: removed`);
    else problems.push(...incompatibilities(schema, now, `${path}.${key}`));
  }
  const requiredBefore = new Set(before.required ?? []);
  for (const key of after.required ?? []) {
    if (!requiredBefore.has(key)) problems.push(`${path}.${key}: became required`);
  }
  return problems;
}
