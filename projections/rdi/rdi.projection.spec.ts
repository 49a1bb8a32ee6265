import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { RDI_GRAPHS, RDI_SUBJECTS, RDIS, rdiProjection } from './rdi.projection';
import { responseAfter } from './rdi-turn';

const given = projectionSpec(rdiProjection);
const of = { rdiId: 'r1', projectId: 'p1' };
const T0 = '2026-11-02T12:00:00.000Z';
const T1 = '2026-11-03T12:00:00.000Z';
const T2 = '2026-11-05T12:00:00.000Z';

const created = (rdiId = 'r1', specialties = [{ id: 2, name: 'Estructura' }], at = T0) =>
  stored(
    'RdiCreated',
    {
      rdiId,
      projectId: 'p1',
      number: rdiId === 'r1' ? 1 : 2,
      createdBy: 'ana',
      title: 'Armadura de losa',
      description: '<p>¿Qué diámetro?</p>',
      priority: 2,
      specialties,
      subject: { id: 1001, name: 'Hormigones' },
      criticalDate: '2026-11-20',
      copyTo: [],
      reminder: { days: [1], repeatable: true },
      taskId: 't1',
      fileIds: [],
    },
    at,
    'ana',
  );
const said = (authorId: string, job: number, isResponse: boolean, at: string, id = 'i1') =>
  stored(
    'RdiInteractionAdded',
    { ...of, interactionId: id, authorId, authorJobTypeId: job, message: 'Ø12', isResponse, fileIds: [] },
    at,
    authorId,
  );
const approved = (approval: number, userId: string, job: number, at = T1) =>
  stored('RdiApproved', { ...of, approval, userId, jobTypeId: job }, at, userId);

/** The documents the projection writes for the events, by collection. */
async function fold(events: ReturnType<typeof stored>[]) {
  const store = new MemoryReadStore();
  await rdiProjection.setup?.(store);
  for (const event of events) await rdiProjection.apply(event, store);
  return store;
}

describe('RDI projection', () => {
  it('lists a new RDI as pending, waiting for the ITO', async () => {
    const rdi = await (await fold([created()])).collection(RDIS).get('r1');
    expect(rdi).toMatchObject({
      number: 1,
      status: 1,
      list_key: 'p1:1',
      specialty_ids: [2],
      subject_id: 1001,
      response_status: 1,
      response_since: T0,
      answered: false,
      approval_checks: [],
      task_id: 't1',
      search_text: '1 armadura de losa',
    });
  });

  it('passes who must answer between ITO and Jefe OT by official responses only', async () => {
    const store = await fold([
      created(),
      said('iris', 4, false, T1, 'i0'),
      said('iris', 4, true, T1, 'i1'),
      said('pablo', 3, true, T2, 'i2'),
    ]);
    expect(await store.collection(RDIS).get('r1')).toMatchObject({
      response_status: 2,
      response_since: T1,
      answered: true,
    });
    expect(responseAfter(2, { isResponse: true, authorJobTypeId: 2 })).toBe(1);
    expect(responseAfter(1, { isResponse: false, authorJobTypeId: 4 })).toBe(1);
  });

  it('keeps the approval strip in slot order, and clears it on a reset', async () => {
    const approvals = [created(), said('iris', 4, true, T1), approved(3, 'iris', 4), approved(1, 'ana', 3)];
    const strip = (await (await fold(approvals)).collection(RDIS).get('r1'))?.approval_checks;
    expect(strip).toEqual([
      { approval: 1, user_id: 'ana', job_type: 3, updated_at: T1 },
      { approval: 3, user_id: 'iris', job_type: 4, updated_at: T1 },
    ]);
    const reset = await fold([...approvals, stored('RdiApprovalsCleared', of, T2)]);
    expect((await reset.collection(RDIS).get('r1'))?.approval_checks).toEqual([]);
  });

  it('moves a finished RDI to the finished list', async () => {
    const rdi = await (await fold([created(), stored('RdiFinished', { ...of, by: 'closing' }, T2)]))
      .collection(RDIS)
      .get('r1');
    expect(rdi).toMatchObject({ status: 3, ended_at: T2, list_key: 'p1:3' });
  });

  it('counts the graphs per specialty: total, pending, finished and the time taken', () =>
    given([
      created('r1', [
        { id: 1, name: 'Obra gruesa' },
        { id: 2, name: 'Estructura' },
      ]),
      created('r2', [{ id: 2, name: 'Estructura' }]),
      stored('RdiFinished', { ...of, by: 'approvals' }, T2),
    ]).thenDocuments(RDI_GRAPHS, [
      {
        _id: 'p1',
        project_id: 'p1',
        specialties: {
          'Obra gruesa': { total: 1, pending: 0, ended: 1, solution_ms: 3 * 86_400_000 },
          Estructura: { total: 2, pending: 1, ended: 1, solution_ms: 3 * 86_400_000 },
        },
      },
    ]));

  it('takes a deleted RDI out of the list and the graphs', async () => {
    const store = await fold([created(), stored('RdiDeleted', of, T1)]);
    expect(await store.collection(RDIS).get('r1')).toBeNull();
    expect(await store.collection(RDI_GRAPHS).get('p1')).toEqual({ _id: 'p1', project_id: 'p1', specialties: {} });
  });

  it('keeps the time of the last change when the RDI is sent by e-mail, taking the new version', async () => {
    const sent = stored('RdiSentByEmail', { ...of, recipients: [{ email: 'arquitecta@estudio.cl', name: '' }] }, T1);
    const rdi = await (await fold([created(), sent])).collection(RDIS).get('r1');
    expect(rdi).toMatchObject({ updated_at: T0, version: sent.revision });
  });

  it('keeps the time of the last change when someone looks, subscribes or sets a reminder; a real change moves it', async () => {
    const marks = [
      created(),
      stored('RdiSeenStatusSet', { ...of, userId: 'pablo', status: 1 }, T1),
      stored('RdiSubscriptionSet', { ...of, userId: 'pablo', subscribed: true, byEmail: false }, T1),
      stored('RdiReminderSet', { ...of, userId: 'pablo', days: [2], repeatable: true }, T1),
    ];
    const marked = await (await fold(marks)).collection(RDIS).get('r1');
    expect(marked).toMatchObject({ seen_by: { pablo: { status: 1, at: T1 } }, updated_at: T0 });
    const modified = stored('RdiModified', { ...of, changes: { priority: 3 } }, T2);
    expect(await (await fold([...marks, modified])).collection(RDIS).get('r1')).toMatchObject({
      priority: 3,
      updated_at: T2,
    });
  });

  it('keeps the subjects typed on RDI per project', () =>
    given([stored('RdiSubjectAdded', { projectId: 'p1', subjectId: 1001, name: 'Hormigones' })]).thenDocuments(
      RDI_SUBJECTS,
      [{ _id: 'p1:1001', project_id: 'p1', id: 1001, name: 'Hormigones' }],
    ));
});
