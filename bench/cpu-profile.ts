import { writeFileSync } from 'node:fs';
import type { Profiler, Runtime } from 'node:inspector';
import { Session } from 'node:inspector/promises';

export interface ProfileSummary {
  /** Functions by their own time (where the CPU was). */
  self: string[];
  /** Functions by their time with all they called (which call was expensive), once per sample. */
  total: string[];
}

/** V8's sampling profiler over a stretch of this process, as `node --cpu-prof` records it. */
export async function profiled(file: string, run: () => Promise<void> | void): Promise<ProfileSummary> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await run();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  writeFileSync(file, JSON.stringify(profile));
  return summarise(profile, 15);
}

const label = ({ functionName, url, lineNumber }: Runtime.CallFrame) => {
  const place = url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, '');
  return `${functionName || '(anonymous)'}${place ? ` ${place}:${lineNumber + 1}` : ''}`;
};

function summarise(profile: Profiler.Profile, count: number): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let samples = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    samples += hits;
    const own = label(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + hits);
    const onStack = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      onStack.add(label(byId.get(id)!.callFrame));
    }
    for (const key of onStack) total.set(key, (total.get(key) ?? 0) + hits);
  }
  const top = (shares: Map<string, number>) =>
    [...shares]
      .filter(([key]) => !key.startsWith('(root)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, hits]) => `${((100 * hits) / samples).toFixed(1).padStart(5)}%  ${key}`);
  return { self: top(self), total: top(total) };
}
