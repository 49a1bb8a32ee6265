/**
 * The outbox's rules, pure: the order changes made offline are sent in, which one may go next,
 * what an answer means for a change, and how long to wait before trying again. The store and the
 * replayer (outbox-store.ts, outbox.ts) only apply what these decide.
 */

/** A field whose value is the server id the answer to an earlier change (its parent) carried. */
export interface ParentRef {
  parent: string;
}

/** A file kept on the device until it is sent. */
export interface QueuedFile {
  blob: Blob;
  name: string;
}

export type FieldValue = string | ParentRef | QueuedFile;

/** What a change sends: a JSON body, or multipart fields (files included) in order. */
export type QueuedBody =
  | { kind: 'json'; value: Readonly<Record<string, unknown>> }
  | { kind: 'form'; fields: ReadonlyArray<readonly [string, FieldValue]> };

/** The item a change is about, for the 'Pendiente de envío' marks. */
export interface ChangeTarget {
  type: 'task' | 'rdi';
  /** The item's server id, or the parent change's command id while the item is being created offline. */
  id: string;
  projectId: string;
}

export type ChangeState = 'pending' | 'refused';

export interface QueuedChange {
  /** Made once when the person acted and sent as X-Command-Id on every try, so it lands once. */
  commandId: string;
  /** Creation order: changes are sent in it. */
  seq: number;
  /** When the person acted (X-Command-Made-At). */
  madeAt: string;
  path: string;
  body: QueuedBody;
  /** What the person did, in Spanish, as the pending and refused lists show it. */
  label: string;
  /** What the marks show of it: the reply's text, the new task's title. */
  preview: string;
  /** The body field 'Editar y reintentar' lets the person correct (the reply's message), if any. */
  editableField: string | null;
  target: ChangeTarget;
  /** The change this one waits for: a reply to a task created offline waits for the task. */
  dependsOn: string | null;
  /** Where the answer carries the created item's id, for changes other changes depend on. */
  createdIdAt: readonly string[] | null;
  state: ChangeState;
  attempts: number;
  /** Epoch ms before which the change is not tried again. */
  nextTryAt: number;
  /** The server's Spanish reason, once refused. */
  refusal: string | null;
}

export const isParentRef = (value: unknown): value is ParentRef =>
  typeof value === 'object' && value !== null && 'parent' in value && typeof value.parent === 'string';

export const inCreationOrder = (queue: readonly QueuedChange[]): QueuedChange[] =>
  [...queue].sort((a, b) => a.seq - b.seq);

/** A change waits while the change it depends on is still queued (pending or refused). */
export function isBlocked(change: QueuedChange, queue: readonly QueuedChange[]): boolean {
  return change.dependsOn !== null && queue.some((other) => other.commandId === change.dependsOn);
}

/**
 * The change to send now: the oldest pending one not waiting for a parent. A change whose time
 * to retry has not come stops the replay, so nothing younger overtakes it; a refused change only
 * holds back its dependants.
 */
export function nextToSend(queue: readonly QueuedChange[], now: number): QueuedChange | null {
  for (const change of inCreationOrder(queue)) {
    if (change.state !== 'pending' || isBlocked(change, queue)) continue;
    return change.nextTryAt <= now ? change : null;
  }
  return null;
}

/** The changes a refused one holds back, at any depth: they wait with it, and go if it is discarded. */
export function dependantsOf(commandId: string, queue: readonly QueuedChange[]): QueuedChange[] {
  const found: QueuedChange[] = [];
  let parents = [commandId];
  while (parents.length) {
    const children = queue.filter((change) => change.dependsOn !== null && parents.includes(change.dependsOn));
    found.push(...children);
    parents = children.map((child) => child.commandId);
  }
  return found;
}

/** What an answer means: 0 is no answer at all (no network, a timeout). */
export type Outcome = 'stored' | 'retry' | 'refused';

export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'stored';
  // No answer, a server error, the server starting, too many calls, an expired session (the
  // sign-in that follows keeps or deletes the outbox): nothing was refused, try again later.
  if (status === 0 || status >= 500 || status === 401 || status === 408 || status === 429) return 'retry';
  return 'refused';
}

const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 60_000;

/** 1 s, 2 s, 4 s… up to a minute: a server that is down is not hammered, one that is back is soon used. */
export const retryWait = (attempts: number): number =>
  Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

/** The change after a try that got no answer or a server error: same command id, a later try. */
export const afterRetryableFailure = (change: QueuedChange, now: number): QueuedChange => ({
  ...change,
  attempts: change.attempts + 1,
  nextTryAt: now + retryWait(change.attempts + 1),
});

/** The change after the server refused it: it stays, with the reason, until edited or discarded. */
export const afterRefusal = (change: QueuedChange, reason: string): QueuedChange => ({
  ...change,
  state: 'refused',
  attempts: change.attempts + 1,
  refusal: reason,
});

/** A refused change sent again (after an edit, or as it was): back in the queue, same command id. */
export const retried = (change: QueuedChange, body: QueuedBody = change.body): QueuedChange => ({
  ...change,
  body,
  state: 'pending',
  nextTryAt: 0,
  refusal: null,
});

/** The signal came back: whatever was waiting out a backoff may go at once. */
export const readyNow = (queue: readonly QueuedChange[]): QueuedChange[] =>
  queue
    .filter((change) => change.state === 'pending' && change.nextTryAt > 0)
    .map((change) => ({ ...change, nextTryAt: 0 }));

/** The id the parent's answer carries at `path` (['task', 'id']), or null. */
export function createdIdIn(answer: unknown, path: readonly string[]): string | null {
  let value = answer;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Puts the parent's server id wherever a change refers to it: in its body and as its target. */
export function withParentId(change: QueuedChange, parent: string, serverId: string): QueuedChange {
  const resolve = <T>(value: T): T | string => (isParentRef(value) && value.parent === parent ? serverId : value);
  const body: QueuedBody =
    change.body.kind === 'json'
      ? {
          kind: 'json',
          value: Object.fromEntries(Object.entries(change.body.value).map(([key, value]) => [key, resolve(value)])),
        }
      : { kind: 'form', fields: change.body.fields.map(([name, value]) => [name, resolve(value)] as const) };
  return {
    ...change,
    body,
    dependsOn: change.dependsOn === parent ? null : change.dependsOn,
    target: change.target.id === parent ? { ...change.target, id: serverId } : change.target,
  };
}

/** The text of the field a refused change lets the person correct, or null. */
export function editableValue(change: QueuedChange): string | null {
  const field = change.editableField;
  if (field === null) return null;
  const value =
    change.body.kind === 'json' ? change.body.value[field] : change.body.fields.find(([name]) => name === field)?.[1];
  return typeof value === 'string' ? value : null;
}

/** The change's body with its editable field corrected; the rest is sent as it was made. */
export function withEditedField(change: QueuedChange, value: string): QueuedBody {
  const field = change.editableField;
  if (field === null) return change.body;
  return change.body.kind === 'json'
    ? { kind: 'json', value: { ...change.body.value, [field]: value } }
    : { kind: 'form', fields: change.body.fields.map(([name, old]) => [name, name === field ? value : old] as const) };
}
