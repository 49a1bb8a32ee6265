import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

interface Cruised {
  modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }>;
}

type FeatureOf = (path: string) => string | null;

/** The services folder a file belongs to: `services/<feature>/…`; files at the services root compose them. */
const folderOf: FeatureOf = (path) => /^services\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The feature a file belongs to, its read models included: `projections/tasks/…` is tasks too. */
const featureOf: FeatureOf = (path) => /^(?:services|projections)\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The real import graph of services and projections, as depcruise resolves it. */
const cruised = (): Cruised =>
  JSON.parse(
    execFileSync(
      join(ROOT, 'node_modules/.bin/depcruise'),
      ['services', 'projections', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as Cruised;

/** Which features each feature imports, from the production code (tests may reach anywhere). */
function featureGraph({ modules }: Cruised, featureOf: FeatureOf): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of modules) {
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

/**
 * The item features: none imports another (ARCHITECTURE.md, 'Layers and slices'); what they share
 * is in the item kernel, services/items, which is not one of them.
 */
const ITEM_FEATURES = ['tasks', 'rdi', 'additionals'];

/**
 * The slices every item type uses: they know the item types only through the manifests the
 * composition root (files at the services root, outside every feature) hands them.
 */
const SHARED_SLICES = ['history', 'pdf', 'feed', 'search', 'reminders', 'files', 'projects', 'items', 'platform'];

/** Every import from one of `from` into another folder among `to`, as `from → to`. */
function crossings(graph: Map<string, Set<string>>, from: readonly string[], to = from): string[] {
  return from.flatMap((source) =>
    [...(graph.get(source) ?? [])].filter((target) => to.includes(target)).map((target) => `${source} → ${target}`),
  );
}

describe('feature modules', () => {
  /** Between services folders: what the folder cycles and the shared slices are about. */
  let graph: Map<string, Set<string>>;
  /** Between features, each with its read models (projections/<feature>). */
  let features: Map<string, Set<string>>;
  beforeAll(() => {
    const imports = cruised();
    graph = featureGraph(imports, folderOf);
    features = featureGraph(imports, featureOf);
  });

  it('depend on each other one way only (no cycle between services/<feature> folders)', () => {
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keep tasks, RDI and additionals apart, services and read models: none imports another, all may import the item kernel', () => {
    expect(ITEM_FEATURES.every((feature) => features.get(feature)?.has('items'))).toBe(true);
    expect(crossings(features, ITEM_FEATURES)).toEqual([]);
  });

  it('count a read model as its feature', () => {
    expect(featureOf('projections/rdi/rdi.projection.ts')).toBe('rdi');
    expect(featureOf('services/tasks/task-view.ts')).toBe('tasks');
    expect(folderOf('projections/rdi/rdi.projection.ts')).toBeNull();
  });

  it('finds an import between item features when there is one', () => {
    const found = new Map([
      ['rdi', new Set(['items', 'tasks'])],
      ['tasks', new Set(['items', 'files'])],
      ['additionals', new Set(['items'])],
    ]);
    expect(crossings(found, ITEM_FEATURES)).toEqual(['rdi → tasks']);
  });

  it('keep the shared slices off the item features: history, PDF, feed, search, reminders, files, projects, kernel and platform import none', () => {
    expect(SHARED_SLICES.every((slice) => graph.has(slice))).toBe(true);
    expect(crossings(graph, SHARED_SLICES, ITEM_FEATURES)).toEqual([]);
  });

  it('finds an import from a shared slice into an item feature when there is one', () => {
    const found = new Map([
      ['pdf', new Set(['items', 'files', 'tasks'])],
      ['history', new Set(['items', 'platform'])],
      ['tasks', new Set(['items', 'platform'])],
    ]);
    expect(crossings(found, SHARED_SLICES, ITEM_FEATURES)).toEqual(['pdf → tasks']);
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
