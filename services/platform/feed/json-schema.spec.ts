import { arrayOf, incompatibilities, int, nullable, object, oneOfValues, str, validate } from './json-schema';

const task = object({ task_id: str, priority: oneOfValues([1, 2, 3]), tags: arrayOf(str) }, { date: nullable(str) });

describe('feed JSON Schemas', () => {
  it('validates types, required and unknown fields, enums, arrays and nulls', () => {
    expect(validate(task, { task_id: 't', priority: 2, tags: ['a'], date: null })).toEqual([]);
    expect(validate(task, { task_id: 1, priority: 4, tags: [2], extra: true })).toEqual([
      '$.task_id: expected string, got integer',
      '$.priority: 4 is not one of [1,2,3]',
      '$.tags[0]: expected string, got integer',
      '$.extra: not allowed',
    ]);
    expect(validate(task, { priority: 1, tags: [] })).toEqual(['$.task_id: required']);
    expect(validate(int, 1.5)).toEqual(['$: expected integer, got number']);
  });

  it('holds adding an optional field compatible, and every other change that breaks a consumer incompatible', () => {
    const change = (required: Record<string, typeof str>, optional: Record<string, typeof str> = {}) =>
      incompatibilities(task, object(required, optional));
    const same = { task_id: str, priority: oneOfValues([1, 2, 3]), tags: arrayOf(str) };
    expect(change(same, { date: nullable(str), note: str })).toEqual([]);
    expect(change({ task_id: str, priority: oneOfValues([1, 2, 3]) }, { date: nullable(str) })).toEqual([
      '$.tags: removed',
    ]);
    expect(change({ ...same, task_id: int }, { date: nullable(str) })).toEqual([
      '$.task_id: type string became integer',
    ]);
    expect(change({ ...same, date: nullable(str) })).toEqual(['$.date: became required']);
    expect(change({ ...same, note: str }, { date: nullable(str) })).toEqual(['$.note: became required']);
    expect(change({ ...same, priority: oneOfValues([1, 2, 3, 4]) }, { date: nullable(str) })).toEqual([
      '$.priority: new values 4',
    ]);
    expect(change({ ...same, tags: arrayOf(int) }, { date: nullable(str) })).toEqual([
      '$.tags[]: type string became integer',
    ]);
    expect(change(same, { date: str })).toEqual([]);
    expect(incompatibilities(object({ d: str }), object({ d: nullable(str) }))).toEqual([
      '$.d: type string became string|null',
    ]);
  });
});
