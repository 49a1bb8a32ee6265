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

/** The test of one top-level field's condition, when it is one of the few forms read paths use. */
function fieldTest(field: string, condition: unknown): Test | undefined {
  if (field.startsWith('$') || field.includes('.')) return undefined;
  if (isPlainScalar(condition)) return (doc) => equals(doc[field], condition);
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const entries = Object.entries(condition);
  if (entries.length !== 1) return undefined;
  const [operator, operand] = entries[0]!;
  if (operator === '$eq' && isPlainScalar(operand)) return (doc) => equals(doc[field], operand);
  if (operator === '$ne' && isPlainScalar(operand)) return (doc) => !equals(doc[field], operand);
  if (operator === '$in' && Array.isArray(operand) && operand.every(isPlainScalar)) {
    return (doc) => operand.some((scalar) => equals(doc[field], scalar));
  }
  // A pattern as a RegExp (searches): a string field, or any string in an array field, that it finds.
  if (operator === '$regex' && operand instanceof RegExp && !operand.global && !operand.sticky) {
    let nested: Query | undefined;
    return (doc) => {
      const value = doc[field];
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

/**
 * A document test for a filter. Equality, `$eq`, `$ne` and `$in` with scalars on top-level fields
 * (what the read paths ask) are tested here directly, the same way mingo does: building a mingo
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
