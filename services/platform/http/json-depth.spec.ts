import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nesting depth', () => {
  it('takes what our calls send, and nesting up to the limit', () => {
    expect(exceedsJsonDepth('{"user_projects":[{"project_id":"p","job":3}],"ids":["a"]}')).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(`[${nested(MAX_JSON_DEPTH - 1)},${nested(MAX_JSON_DEPTH - 1)}]`)).toBe(false);
  });

  it('refuses one level past the limit, as text or as bytes', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(Buffer.from(`{"a":${'{"b":'.repeat(1500)}1${'}'.repeat(1501)}`))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ title: `${'['.repeat(500)} \\" "${'{'.repeat(500)}` });
    expect(exceedsJsonDepth(text)).toBe(false);
    expect(exceedsJsonDepth(Buffer.from(JSON.stringify({ nombre: 'Ñandú [«»]', x: ['é'.repeat(10)] })))).toBe(false);
  });

  it('stops at the first level too deep: a megabyte of brackets is refused at once', () => {
    const brackets = Buffer.alloc(1024 * 1024, '[');
    const started = performance.now();
    expect(exceedsJsonDepth(brackets)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
