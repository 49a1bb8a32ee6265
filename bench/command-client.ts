import { randomUUID } from 'node:crypto';

/**
 * Commands sent from this process, each named by its own X-Command-Id, for the loads wrk cannot
 * make: a fixed number of commands, or each acknowledgement kept. The server must run in another
 * process (`startServerProcess`), or this client's work would be the server's too.
 */
export interface CommandRun {
  /** The API call, such as `/tasks/addInteraction`. */
  path: string;
  url: string;
  token: string;
  connections: number;
  /** How many commands; without it, until `stop()`. */
  count?: number;
  /** The n-th command's JSON body. */
  bodyOf(n: number): Record<string, unknown>;
  /** Each command the server answered 200, with its answer. */
  acknowledged?(n: number, commandId: string, answer: string): void;
}

export interface CommandRunResult {
  /** Commands answered 200. */
  done: number;
  /** Commands refused, or left without an answer (the server gone). */
  failed: number;
  firstFailure?: string;
  seconds: number;
  commandsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** The latency at a quantile (0.99) of those measured, in ms. */
export function quantileMs(sortedMs: readonly number[], quantile: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(quantile * sortedMs.length) - 1)]!;
}

/** Sends the commands over `connections` at once, each as soon as the one before it was answered. */
export function runCommands(run: CommandRun): { done: Promise<CommandRunResult>; stop(): void } {
  let stopped = false;
  let next = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const latencies: number[] = [];
  const prefix = randomUUID();
  const send = async (n: number) => {
    const commandId = `${prefix}-${n}`;
    const sent = process.hrtime.bigint();
    try {
      const response = await fetch(`${run.url}/api${run.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${run.token}`,
          'x-command-id': commandId,
        },
        body: JSON.stringify(run.bodyOf(n)),
      });
      const answer = await response.text();
      if (response.status !== 200) throw new Error(`${response.status} ${answer.slice(0, 300)}`);
      latencies.push(Number(process.hrtime.bigint() - sent) / 1e6);
      run.acknowledged?.(n, commandId, answer);
    } catch (error) {
      failed += 1;
      firstFailure ??= error instanceof Error ? `${error.message} ${String(error.cause ?? '')}`.trim() : String(error);
    }
  };
  const connection = async () => {
    while (!stopped && next < (run.count ?? Number.POSITIVE_INFINITY)) {
      next += 1;
      await send(next - 1);
    }
  };
  const start = process.hrtime.bigint();
  const done = Promise.all(Array.from({ length: run.connections }, connection)).then(() => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const sorted = latencies.sort((a, b) => a - b);
    return {
      done: sorted.length,
      failed,
      ...(firstFailure ? { firstFailure } : {}),
      seconds,
      commandsPerSecond: sorted.length / seconds,
      p50Ms: quantileMs(sorted, 0.5),
      p99Ms: quantileMs(sorted, 0.99),
    };
  });
  return { done, stop: () => (stopped = true) };
}

/** Runs `count` commands that must all succeed. */
export async function runAllCommands(run: CommandRun & { count: number }): Promise<CommandRunResult> {
  const result = await runCommands(run).done;
  if (result.failed > 0)
    throw new Error(`${run.path}: ${result.failed} of ${run.count} failed: ${result.firstFailure}`);
  return result;
}
