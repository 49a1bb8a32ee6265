import { allProjections } from '../services/manifests';
import type { StoredEvent } from '../services/platform/event-store/event-store.port';
import type { ReadStore } from '../services/platform/read-store/read-store.port';
import { CLOSING_MESSAGE, type TaskEvent } from '../services/tasks/task.events';

/**
 * 100,000 tasks in one project, folded straight into a read store through the registered
 * projections (the log is not the subject here): 20 members asking and answering each other,
 * about a third still open, one in twenty private, over the last year.
 */
export const TASK_COUNT = 100_000;
export const MEMBER_COUNT = 20;
export const OPEN_SHARE = 0.3;
export const PRIVATE_SHARE = 0.05;

/** A construction vocabulary, so titles share words the way a project's do. */
export const WORDS = `losa muro viga pilar cota eje radier fundación excavación moldaje hormigón enfierradura
  tabique cielo pavimento cerámica ventana puerta escalera ascensor techumbre cubierta impermeabilización
  filtración humedad grieta fisura nivel plano detalle especificación partida presupuesto subcontrato
  instalación eléctrica sanitaria agua potable alcantarillado gas climatización ducto shaft tablero
  enchufe iluminación luminaria canalización terminación pintura estuco yeso sello junta dilatación
  anclaje placa perno soldadura estructura metálica piso subterráneo estacionamiento bodega fachada
  balcón baranda barandal revestimiento aislación térmica acústica ventilación extracción campana
  cocina baño departamento torre block sector tramo pasillo hall acceso rampa vereda solera jardín
  riego drenaje colector cámara inspección medidor empalme transformador generador bomba estanque`.split(/\s+/);

/** A deterministic pseudo-random sequence (mulberry32): every run benches the same project. */
export function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DAY_MS = 86_400_000;

let position = 0;
/** An event as the log would hand it to the projections. */
export const stored = (event: TaskEvent | { type: string; data: object }, actorId: string, at: Date): StoredEvent => {
  position += 1;
  return {
    ...event,
    eventId: `bench-${position}`,
    stream: 'bench',
    revision: 0,
    position,
    metadata: {
      actorId,
      commandId: `bench-${position}`,
      correlationId: `bench-${position}`,
      causationId: `bench-${position}`,
      occurredAt: at.toISOString(),
      schemaVersion: 1,
    },
  };
};

/** Feeds one event to every registered projection that handles it. */
export const applier = (store: ReadStore) => async (event: StoredEvent) => {
  for (const projection of allProjections) {
    if (projection.handles.includes(event.type)) await projection.apply(event, store);
  }
};

/** The member ids: the project's own members first, then generated ones. */
export function taskProjectMembers(existing: readonly string[]): string[] {
  const generated = Array.from({ length: MEMBER_COUNT - existing.length }, (_, n) => `bench-user-${n}`);
  return [...existing, ...generated];
}

/** Folds the tasks of `projectId` into the store, up to `now`; `existing` members are already in it. */
export async function fillTaskProject(
  store: ReadStore,
  projectId: string,
  existing: readonly string[],
  now: Date,
): Promise<void> {
  const apply = applier(store);
  const members = taskProjectMembers(existing);
  for (const [n, userId] of members.slice(existing.length).entries()) {
    const at = new Date(now.getTime() - 400 * DAY_MS);
    const profile = { userId, name: `Integrante ${n + 1}`, email: `${userId}@faena.cl`, phone: '', address: '' };
    await apply(stored({ type: 'UserCreated', data: { ...profile, defaultJob: 3, avatar: null } }, 'bench', at));
    await apply(
      stored(
        { type: 'ProjectMemberAdded', data: { projectId, userId, jobTypeId: 3 + (n % 5), capabilities: [] } },
        'bench',
        at,
      ),
    );
  }
  const random = sequence(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const start = now.getTime() - 365 * DAY_MS;
  for (let number = 1; number <= TASK_COUNT; number += 1) {
    const taskId = `bench-task-${number}`;
    const of = { taskId, projectId };
    const createdAt = new Date(start + (number / TASK_COUNT) * 360 * DAY_MS);
    const creator = pick(members);
    const responsible = pick(members);
    const title = words(3 + Math.floor(random() * 4));
    await apply(
      stored(
        {
          type: 'TaskCreated',
          data: {
            ...of,
            number,
            title: title[0]!.toUpperCase() + title.slice(1),
            description: `<p>${words(20)}</p>`,
            priority: pick([1, 1, 2, 3] as const),
            codeId: 1 + Math.floor(random() * 10),
            responsibleId: responsible,
            participantIds: [pick(members)],
            criticalDate:
              random() < 0.5 ? new Date(createdAt.getTime() + 20 * DAY_MS).toISOString().slice(0, 10) : null,
            private: random() < PRIVATE_SHARE,
            checklist: [{ id: 'c1', description: 'Revisar' }],
            copyTo: [],
            reminder: { days: [], repeatable: false },
            possibleAdditional: false,
            fileIds: [],
          },
        },
        creator,
        createdAt,
      ),
    );
    const answeredAt = new Date(createdAt.getTime() + random() * 3 * DAY_MS);
    if (random() < 0.5 && answeredAt < now) {
      const data = {
        ...of,
        interactionId: `${taskId}-r`,
        authorId: responsible,
        message: 'Respuesta',
        isResponse: true,
        fileIds: [],
      };
      await apply(stored({ type: 'TaskInteractionAdded', data }, responsible, answeredAt));
    }
    // The newest tasks are the open ones, as on a site: older ones got closed.
    if (number / TASK_COUNT < 1 - OPEN_SHARE || random() < 0.05) {
      const closedAt = new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + (1 + random() * 10) * DAY_MS));
      const data = {
        ...of,
        interactionId: `${taskId}-c`,
        authorId: responsible,
        message: CLOSING_MESSAGE,
        isResponse: false,
        fileIds: [],
      };
      await apply(stored({ type: 'TaskInteractionAdded', data }, responsible, closedAt));
      await apply(stored({ type: 'TaskClosed', data: of }, responsible, closedAt));
    }
  }
}
