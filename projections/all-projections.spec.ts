import { allProjections } from '../services/manifests';
import { MemoryReadStore } from '../services/platform/read-store/memory-read-store';
import type { Doc, ReadStore } from '../services/platform/read-store/read-store.port';
import {
  additionalAccepted,
  additionalCreated,
  paymentStatusApproved,
  paymentStatusCreated,
} from '../test/support/additional-events';
import { projectFields } from '../test/support/fixtures';
import { stored } from '../test/support/projection-spec';
import { taskCreatedData } from '../test/support/task-events';
import type { Projection } from './runtime/projection';

const at = (day: number, hour = 12) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const person = (userId: string, name: string) => ({
  userId,
  name,
  email: `${userId}@faena.cl`,
  phone: '',
  address: 'Santiago',
  defaultJob: 3,
  avatar: null,
});
const member = (userId: string, jobTypeId: number, day: number) =>
  stored('ProjectMemberAdded', { projectId: 'p1', userId, jobTypeId, capabilities: [] }, at(day), 'ana');
const task = { taskId: 't1', projectId: 'p1' };
const said = (of: object, authorId: string, isResponse: boolean, day: number, id: string) =>
  stored(
    'TaskInteractionAdded',
    { ...of, interactionId: id, authorId, message: 'Revisado', isResponse, fileIds: [] },
    at(day),
    authorId,
  );
const rdi = { rdiId: 'r1', projectId: 'p1' };

/**
 * A demo-like log where the order of handlers would show: people renamed, companies renamed,
 * jobs changed and members removed after the items naming them, items of every module, an
 * Estado de Pago approved over an accepted additional, a private task and a deleted one.
 */
const LOG = [
  stored('UserCreated', person('ana', 'Ana Rojas'), at(1)),
  stored('UserCreated', person('beto', 'Beto Soto'), at(1)),
  stored('UserCreated', person('iris', 'Iris Toro'), at(1)),
  stored('UserCreated', person('javi', 'Javiera Paz'), at(1)),
  stored(
    'CompanyCreated',
    { companyId: 'c1', name: 'Constructora Andes', description: 'd', logo: null, url: null },
    at(1),
  ),
  stored('CompanyMemberJoined', { companyId: 'c1', userId: 'ana' }, at(1)),
  stored('ProjectCreated', { projectId: 'p1', ...projectFields(), rdiNewSystem: true }, at(2)),
  member('ana', 2, 2),
  member('beto', 3, 2),
  member('iris', 4, 2),
  member('javi', 2, 2),
  stored(
    'TaskCreated',
    taskCreatedData({
      ...task,
      number: 1,
      title: 'Cota de losa',
      responsibleId: 'beto',
      createdBy: 'ana',
      criticalDate: '2026-11-10',
    }),
    at(3),
    'ana',
  ),
  stored(
    'TaskCreated',
    taskCreatedData({
      taskId: 't2',
      projectId: 'p1',
      number: 2,
      title: 'Privada',
      responsibleId: 'iris',
      createdBy: 'ana',
      private: true,
    }),
    at(3),
    'ana',
  ),
  stored(
    'TaskCreated',
    taskCreatedData({
      taskId: 't3',
      projectId: 'p1',
      number: 3,
      title: 'Posible adicional',
      responsibleId: 'beto',
      createdBy: 'ana',
      possibleAdditional: true,
    }),
    at(3),
    'ana',
  ),
  said(task, 'beto', true, 4, 'i1'),
  stored('TaskResponsibleChanged', { ...task, responsibleId: 'javi', previousResponsibleId: 'beto' }, at(5), 'ana'),
  stored('TaskSeenStatusSet', { ...task, userId: 'javi', status: 2 }, at(5), 'javi'),
  stored(
    'RdiCreated',
    {
      ...rdi,
      number: 1,
      createdBy: 'beto',
      title: 'Armadura de losa',
      description: '<p>¿Qué diámetro?</p>',
      priority: 2,
      specialties: [{ id: 1, name: 'Estructura' }],
      subject: { id: 1001, name: 'Hormigones' },
      criticalDate: '2026-11-20',
      copyTo: [],
      reminder: { days: [1], repeatable: true },
      taskId: 't1',
      fileIds: [],
    },
    at(5),
    'beto',
  ),
  stored('RdiSubjectAdded', { projectId: 'p1', subjectId: 1001, name: 'Hormigones' }, at(5), 'beto'),
  stored(
    'RdiInteractionAdded',
    {
      ...rdi,
      interactionId: 'ri1',
      authorId: 'iris',
      authorJobTypeId: 4,
      message: 'Ø12',
      isResponse: true,
      fileIds: [],
    },
    at(6),
    'iris',
  ),
  additionalCreated('a1', 1, {}, at(6)),
  additionalCreated('a2', 2, {}, at(6)),
  additionalAccepted('a1', at(7)),
  paymentStatusCreated('ps1', ['a1'], { progress: 5000, amount: 61_728, base: 123_456 }, at(8)),
  paymentStatusApproved('ps1', { progress: 5000, amount: 61_728 }, at(9)),
  stored('AdditionalDeleted', { additionalId: 'a2', projectId: 'p1' }, at(9), 'javi'),
  // What the items named changes after them.
  stored('UserProfileUpdated', { ...person('beto', 'Alberto Soto'), defaultJob: 3 }, at(10)),
  stored('UserProfileUpdated', { ...person('javi', 'Javiera Paz'), phone: '+56 9 1' }, at(10)),
  stored('ProjectMemberJobChanged', { projectId: 'p1', userId: 'javi', jobTypeId: 4 }, at(10), 'ana'),
  stored('CompanyUpdated', { companyId: 'c1', name: 'Andes SpA', description: 'd', logo: null, url: null }, at(10)),
  stored('ProjectMemberRemoved', { projectId: 'p1', userId: 'beto' }, at(11), 'ana'),
  stored('TaskModified', { ...task, changes: { criticalDate: '2026-11-30' } }, at(11), 'ana'),
  stored('RdiFinished', rdi, at(12), 'iris'),
  said(task, 'ana', false, 12, 'i2'),
  stored('TaskClosed', task, at(12), 'ana'),
  stored('TaskDeleted', { taskId: 't3', projectId: 'p1' }, at(12), 'ana'),
  stored('ProjectClosed', { projectId: 'p1', reason: 'Obra entregada', closedBy: 'ana' }, at(13), 'ana'),
  stored('UserProfileUpdated', { ...person('ana', 'Ana María Rojas') }, at(14)),
];

/**
 * The log folded through the projections in the order given, as the engine feeds them; with
 * `ownOnly`, a projection touching a collection it does not own fails.
 */
async function fold(projections: readonly Projection[], ownOnly = false): Promise<MemoryReadStore> {
  const store = new MemoryReadStore();
  const owned = new Set(projections.flatMap((projection) => projection.collections));
  const reads: ReadStore = ownOnly
    ? new Proxy(store, {
        get(target, key) {
          if (key !== 'collection') return Reflect.get(target, key, target);
          return (name: string) => {
            if (!owned.has(name)) throw new Error(`reads ${name}, which it does not own`);
            return target.collection(name);
          };
        },
      })
    : store;
  for (const projection of projections) await projection.setup?.(reads);
  for (const event of LOG) {
    for (const projection of projections) {
      if (projection.handles.includes(event.type)) await projection.apply(event, reads);
    }
  }
  return store;
}

/** Every collection the projections own, with its documents by id. */
async function readModels(store: MemoryReadStore, projections: readonly Projection[]): Promise<Record<string, Doc[]>> {
  const models: Record<string, Doc[]> = {};
  for (const name of projections.flatMap((projection) => projection.collections)) {
    models[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  }
  return models;
}

/** The engine's order shuffled by a seeded Fisher–Yates (Park–Miller numbers), so a failure repeats. */
const shuffled = (list: readonly Projection[], seed: number) => {
  const order = [...list];
  let state = seed;
  for (let i = order.length - 1; i > 0; i -= 1) {
    state = (state * 48_271) % 2_147_483_647;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
};

describe('every projection', () => {
  let inOrder: Record<string, Doc[]>;
  beforeAll(async () => {
    inOrder = await readModels(await fold(allProjections), allProjections);
  });

  it('folds a log into read models that hold something in every module', () => {
    for (const name of [
      'users',
      'projects',
      'project_members',
      'tasks',
      'rdis',
      'additionals',
      'dashboard_totals',
      'notifications',
    ]) {
      expect(inOrder[name]?.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['reversed', [...allProjections].reverse()],
    ['shuffled (seed 1)', shuffled(allProjections, 1)],
    ['shuffled (seed 29)', shuffled(allProjections, 29)],
  ])('gives the same read models in %s order: no projection reads another', async (_order, projections) => {
    expect(await readModels(await fold(projections), allProjections)).toEqual(inOrder);
  });

  it.each(allProjections.map((projection) => [projection.name, projection] as const))(
    'rebuilds %s alone, from its own collections, into the same documents',
    async (_name, projection) => {
      expect(await readModels(await fold([projection], true), [projection])).toEqual(
        Object.fromEntries(projection.collections.map((name) => [name, inOrder[name]])),
      );
    },
  );
});
