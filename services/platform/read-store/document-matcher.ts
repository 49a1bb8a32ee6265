import { Query } from 'mingo';
import type { Doc, Filter } from './read-store.port';

type Scalar = string | number | boolean | null;
type Test = (doc: Doc) => boolean;

const isPlainScalar = (value: unknown): value is Scalar =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && !Number.isNaN(value));

/** Mongo's equality of a field with a scalar: an array matches when an element does; null matches a missing field. */
function equals(value: unknown, scalar: Scalar): boolean {
  if (Array.isArray(value)) return value.includes(scalar);
  if (scalar === null) return value === null || value === undefined;
  return value === scalar;
}

/** A test of a field's value; `doc` is there for the forms mingo must judge on the whole document. */
type ValueTest = (value: unknown, doc: Doc) => boolean;

/** The test of a field's condition, when it is one of the few forms read paths use. */
function valueTest(field: string, condition: unknown): ValueTest | undefined {
  if (isPlainScalar(condition)) return (value) => equals(value, condition);
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const entries = Object.entries(condition);
  if (entries.length !== 1) return undefined;
  const [operator, operand] = entries[0]!;
  if (operator === '$eq' && isPlainScalar(operand)) return (value) => equals(value, operand);
  if (operator === '$ne' && isPlainScalar(operand)) return (value) => !equals(value, operand);
  if (operator === '$in' && Array.isArray(operand) && operand.every(isPlainScalar)) {
    return (value) => operand.some((scalar) => equals(value, scalar));
  }
  // A pattern as a RegExp (searches): a string field, or any string in an array field, that it finds.
  if (operator === '$regex' && operand instanceof RegExp && !operand.global && !operand.sticky) {
    let nested: Query | undefined;
    return (value, doc) => {
      if (!Array.isArray(value)) return typeof value === 'string' && operand.test(value);
      // Arrays of arrays are rare here and mingo's to judge.
      if (value.some(Array.isArray)) {
        nested ??= new Query({ [field]: condition });
        return nested.test(doc);
      }
      return value.some((element) => typeof element === 'string' && operand.test(element));
    };
  }
  return undefined;
}

/** Met on a dotted path's way: an array, whose elements Mongo searches, which is mingo's to judge. */
const THROUGH_ARRAY = Symbol('through an array');

/** The value at a dotted path through nested objects (undefined where the path ends early). */
function valueAt(doc: Doc, path: readonly string[]): unknown {
  let value: unknown = doc;
  for (const part of path) {
    if (Array.isArray(value)) return THROUGH_ARRAY;
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The test of one field's condition (a top-level field or a dotted path), or of an `$or` of such filters. */
function fieldTest(field: string, condition: unknown): Test | undefined {
  if (field === '$or' && Array.isArray(condition) && condition.length > 0 && condition.every(isFilter)) {
    const branches = condition.map(documentMatcher);
    return (doc) => branches.some((branch) => branch(doc));
  }
  if (field.startsWith('$')) return undefined;
  const test = valueTest(field, condition);
  if (!test) return undefined;
  if (!field.includes('.')) return (doc) => test(doc[field], doc);
  const path = field.split('.');
  let nested: Query | undefined;
  return (doc) => {
    const value = valueAt(doc, path);
    // Arrays of arrays at a path's end mingo flattens as it matches: they are mingo's to judge too.
    if (value !== THROUGH_ARRAY && !(Array.isArray(value) && value.some(Array.isArray))) return test(value, doc);
    nested ??= new Query({ [field]: condition });
    return nested.test(doc);
  };
}

const isFilter = (value: unknown): value is Filter =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A document test for a filter. Equality, `$eq`, `$ne`, `$in` and `$regex` with scalars on fields
 * and dotted paths, and `$or` of such filters (what the read paths ask) are tested here directly, the same way mingo does: building a mingo
 * Query copies mingo's whole operator table, which cost more than the query itself on every
 * request. Anything else goes to mingo.
 */
export function documentMatcher(filter: Filter): Test {
  const tests: Test[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    const test = fieldTest(field, condition);
    if (!test) {
      const query = new Query(filter);
      return (doc) => query.test(doc);
    }
    tests.push(test);
  }
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return (doc) => tests.every((test) => test(doc));
}
