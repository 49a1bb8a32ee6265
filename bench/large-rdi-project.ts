import type { ReadStore } from '../services/platform/read-store/read-store.port';
import { RDI_CLOSING_MESSAGE, type RdiEvent } from '../services/rdi/rdi.events';
import { applier, DAY_MS, sequence, stored, WORDS } from './large-task-project';

/**
 * 50,000 RDI in one project, folded straight into a read store through the registered
 * projections: specialties and subjects of the project, official answers by the ITO and the Jefe
 * OT, about a third still open, the finished ones by three approvals or by closing.
 */
export const RDI_COUNT = 50_000;
export const RDI_OPEN_SHARE = 0.3;

export async function fillRdiProject(
  store: ReadStore,
  projectId: string,
  people: { creators: readonly string[]; jefe: string; ito: string },
  specialties: readonly string[],
  now: Date,
): Promise<void> {
  const apply = applier(store);
  const random = sequence(29);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const named = specialties.map((name, index) => ({ id: index + 1, name }));
  const start = now.getTime() - 365 * DAY_MS;
  const event = (e: RdiEvent, actorId: string, at: Date) => apply(stored(e, actorId, at));
  for (let number = 1; number <= RDI_COUNT; number += 1) {
    const of = { rdiId: `bench-rdi-${number}`, projectId };
    const createdAt = new Date(start + (number / RDI_COUNT) * 360 * DAY_MS);
    const creator = pick(people.creators);
    const title = words(3 + Math.floor(random() * 4));
    const first = pick(named);
    const second = pick(named);
    await event(
      {
        type: 'RdiCreated',
        data: {
          ...of,
          number,
          createdBy: creator,
          title: title[0]!.toUpperCase() + title.slice(1),
          description: `<p>${words(20)}</p>`,
          priority: pick([1, 1, 2, 3] as const),
          specialties: first.id === second.id ? [first] : [first, second],
          subject: pick(named),
          criticalDate: random() < 0.5 ? new Date(createdAt.getTime() + 20 * DAY_MS).toISOString().slice(0, 10) : null,
          copyTo: [],
          reminder: { days: [], repeatable: false },
          taskId: null,
          fileIds: [],
        },
      },
      creator,
      createdAt,
    );
    const answeredAt = new Date(Math.min(now.getTime() - 120_000, createdAt.getTime() + random() * 3 * DAY_MS));
    const answered = random() < 0.6;
    if (answered) {
      const [author, job] = random() < 0.7 ? [people.ito, 4] : [people.jefe, 2];
      const data = {
        ...of,
        interactionId: `${of.rdiId}-r`,
        authorId: author,
        authorJobTypeId: job,
        message: 'Respuesta',
        isResponse: true,
        fileIds: [],
      };
      await event({ type: 'RdiInteractionAdded', data }, author, answeredAt);
    }
    // The newest are the open ones, as on a site: older ones got finished.
    if (number / RDI_COUNT >= 1 - RDI_OPEN_SHARE && random() > 0.05) continue;
    const endedAt = new Date(Math.min(now.getTime() - 60_000, answeredAt.getTime() + (1 + random() * 10) * DAY_MS));
    if (answered && random() < 0.5) {
      for (const [approval, userId, jobTypeId] of [
        [1, creator, 3],
        [2, people.jefe, 2],
        [3, people.ito, 4],
      ] as const) {
        await event({ type: 'RdiApproved', data: { ...of, approval, userId, jobTypeId } }, userId, endedAt);
      }
      await event({ type: 'RdiFinished', data: { ...of, by: 'approvals' } }, people.ito, endedAt);
    } else {
      const data = {
        ...of,
        interactionId: `${of.rdiId}-c`,
        authorId: people.jefe,
        authorJobTypeId: 2,
        message: RDI_CLOSING_MESSAGE,
        isResponse: false,
        fileIds: [],
      };
      await event({ type: 'RdiInteractionAdded', data }, people.jefe, endedAt);
      await event({ type: 'RdiFinished', data: { ...of, by: 'closing' } }, people.jefe, endedAt);
    }
  }
}
