import type { DeadLetterCount } from './dead-letters';

/** A projection that threw: its checkpoint stays before `position` until a retry gets through. */
export interface ParkedProjection {
  name: string;
  /** Last position the projection holds; the event after it failed. */
  position: number;
  /** The event that failed. */
  failedAt: number;
  error: string;
  attempts: number;
}

/** A projection's new version being built beside the one that answers (its position in the log). */
export interface BuildingProjection {
  name: string;
  version: number;
  position: number;
}

export interface ProjectionStatus {
  ready: boolean;
  /** Position every healthy projection has reached. */
  position: number;
  parked: ParkedProjection[];
  /** Projections that went on past events they could not fold, with how many (`_dead_letters`). */
  deadLetters: DeadLetterCount[];
  /** New versions of projections being built beside the live ones; absent where the process does not project. */
  building?: BuildingProjection[];
}

/**
 * What the API needs of the read side: whether the read models have caught up with the log
 * (routes answer 503 until then), how far they are, and a way to wait for a command's position.
 * The projector process answers from its engine; an API-only replica from the stored checkpoints.
 * It is the command pipeline's `ProjectionProgress`.
 */
export interface ReadModelProgress {
  /** Resolves once every healthy projection holds `position`, so a client reads its own write. */
  waitFor(position: number): Promise<void>;
  readonly isReady: boolean;
  ready(): Promise<void>;
  status(): ProjectionStatus;
  /** At shutdown: no more projecting or polling (the engine saves its checkpoints first). */
  stop(): Promise<void>;
}

export const READ_MODEL_PROGRESS = Symbol('ReadModelProgress');

/**
 * True once the read models are ready; false as soon as `stopping` aborts first. What waits for
 * the start must not hold a shutdown up: a close during the catch-up halts it, so `ready()`
 * would never resolve.
 */
export function readyUnlessStopped(
  progress: Pick<ReadModelProgress, 'ready'>,
  stopping: AbortSignal,
): Promise<boolean> {
  if (stopping.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const stop = () => resolve(false);
    stopping.addEventListener('abort', stop, { once: true });
    void progress.ready().then(() => {
      stopping.removeEventListener('abort', stop);
      resolve(!stopping.aborted);
    });
  });
}
