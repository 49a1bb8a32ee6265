import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

interface Cruised {
  modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }>;
}

/** The feature a file belongs to: `services/<feature>/…`; files at the services root compose them. */
const featureOf = (path: string): string | null => /^services\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Which features each feature imports, from the production code (tests may reach anywhere). */
function featureGraph(): Map<string, Set<string>> {
  const output = execFileSync(
    join(ROOT, 'node_modules/.bin/depcruise'),
    ['services', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const graph = new Map<string, Set<string>>();
  for (const module of (JSON.parse(output) as Cruised).modules) {
    const from = featureOf(module.source);
    if (!from || module.source.endsWith('.spec.ts')) continue;
    for (const { resolved } of module.dependencies) {
      const to = featureOf(resolved);
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path that closes it. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]) => {
    if (path.includes(node)) {
      found.push([...path.slice(path.indexOf(node)), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

describe('feature modules', () => {
  it('depend on each other one way only (no cycle between services/<feature> folders)', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['auth', new Set(['users'])],
      ['users', new Set(['mail'])],
      ['mail', new Set(['auth'])],
    ]);
    expect(cycles(graph)).toEqual([['auth', 'users', 'mail', 'auth']]);
  });
});
