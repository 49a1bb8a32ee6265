import { projectionSpec, stored } from '../../test/support/projection-spec';
import { TASK_INDICATORS, TASKS, taskListingProjection } from './task-listing.projection';

// Alone: it keeps the names and jobs it shows from the user and member events itself.
const given = projectionSpec(taskListingProjection);

const user = (userId: string, name: string) =>
  stored('UserCreated', {
    userId,
    name,
    email: `${userId}@faena.cl`,
    phone: '',
    address: '',
    defaultJob: 3,
    avatar: null,
  });
const member = (userId: string, jobTypeId: number) =>
  stored('ProjectMemberAdded', { projectId: 'p1', userId, jobTypeId, capabilities: [] });
const directory = [user('ana', 'Ana Rojas'), user('beto', 'Beto Soto'), member('ana', 2), member('beto', 4)];

const of = { taskId: 't1', projectId: 'p1' };
const created = (fields: Record<string, unknown> = {}, at = '2026-11-20T12:00:00.000Z') =>
  stored(
    'TaskCreated',
    {
      ...of,
      number: 7,
      title: 'Cota de losa en el eje B',
      description: '<p>¿Cuál es la <b>cota</b> de la losa?</p><p>Plano E-12&nbsp;rev. 2</p>',
      priority: 2,
      codeId: 2,
      responsibleId: 'beto',
      participantIds: ['carla', 'carla'],
      criticalDate: '2026-11-27',
      private: false,
      checklist: [
        { id: 'k1', description: 'Revisar plano' },
        { id: 'k2', description: 'Medir en terreno' },
      ],
      copyTo: [],
      reminder: { days: [], repeatable: false },
      possibleAdditional: false,
      fileIds: [],
      ...fields,
    },
    at,
    'ana',
  );
const interaction = (authorId: string, isResponse: boolean, at: string, message = 'Respuesta') =>
  stored(
    'TaskInteractionAdded',
    { ...of, interactionId: `i-${at}`, authorId, message, isResponse, fileIds: [] },
    at,
    authorId,
  );

describe('task listing projection (one document per task, for every list)', () => {
  it('writes a created task with its people named and their jobs in the project, plain text and list keys', async () => {
    await given([...directory, created()]).thenDocuments(TASKS, [
      {
        _id: 't1',
        id: 't1',
        project_id: 'p1',
        number: 7,
        title: 'Cota de losa en el eje B',
        description: '¿Cuál es la cota de la losa? Plano E-12 rev. 2',
        code_id: 2,
        is_posible_additional: false,
        priority: 2,
        status: 1,
        private: false,
        created_by: 'ana',
        responsable: 'beto',
        participants: ['carla'],
        created_at: '2026-11-20T12:00:00.000Z',
        ended_at: null,
        critical_date: '2026-11-27',
        checklist: { total: 2, completed: 0 },
        checklist_completed: [],
        creator: { id: 'ana', name: 'Ana Rojas', job: { userjobtype: { name: 'Jefe OT' } } },
        responsible: { id: 'beto', name: 'Beto Soto', job: { userjobtype: { name: 'ITO' } } },
        seen: {},
        bell: {},
        waiting_on: 'responsable',
        waiting_since: '2026-11-20T12:00:00.000Z',
        readers: ['*'],
        list_keys: ['s:p1:1|*', 'c:p1:ana:1|*', 'r:p1:beto:1|*'],
        number_key: '0000000007',
        priority_key: '2',
        search_text: '7 cota de losa en el eje b',
        search_starts: ['7', 'cot', 'de', 'los', 'en', 'el', 'eje', 'b'],
        title_terms: ['cota', 'losa', 'eje'],
        description_terms: ['cual', 'cota', 'losa', 'plano', 'rev'],
      },
    ]);
  });

  it('passes the ball: an official response to the creator, the creator’s reply back, a new responsible restarts it', async () => {
    const history = [
      ...directory,
      created(),
      interaction('carla', false, '2026-11-21T10:00:00.000Z'),
      interaction('beto', true, '2026-11-22T10:00:00.000Z'),
    ];
    await given(history).thenDocuments(TASKS, [
      expect.objectContaining({ waiting_on: 'creator', waiting_since: '2026-11-22T10:00:00.000Z' }),
    ]);
    const replied = [...history, interaction('ana', false, '2026-11-23T09:00:00.000Z')];
    await given(replied).thenDocuments(TASKS, [
      expect.objectContaining({ waiting_on: 'responsable', waiting_since: '2026-11-23T09:00:00.000Z' }),
    ]);
    const reassigned = stored(
      'TaskResponsibleChanged',
      { ...of, responsibleId: 'ana', previousResponsibleId: 'beto' },
      '2026-11-24T08:00:00.000Z',
    );
    await given([...replied, reassigned]).thenDocuments(TASKS, [
      expect.objectContaining({
        responsable: 'ana',
        responsible: { id: 'ana', name: 'Ana Rojas', job: { userjobtype: { name: 'Jefe OT' } } },
        waiting_since: '2026-11-24T08:00:00.000Z',
        list_keys: ['s:p1:1|*', 'c:p1:ana:1|*', 'r:p1:ana:1|*'],
      }),
    ]);
  });

  it('closes: status 3, ended_at, the closing interaction moves no ball', async () => {
    await given([
      ...directory,
      created(),
      interaction('ana', false, '2026-11-22T10:00:00.000Z', 'Consulta cerrada por usuario'),
      stored('TaskClosed', of, '2026-11-22T10:00:00.000Z', 'ana'),
    ]).thenDocuments(TASKS, [
      expect.objectContaining({
        status: 3,
        ended_at: '2026-11-22T10:00:00.000Z',
        waiting_on: null,
        waiting_since: '2026-11-20T12:00:00.000Z',
        list_keys: ['s:p1:3|*', 'c:p1:ana:3|*', 'r:p1:beto:3|*'],
      }),
    ]);
  });

  it('keeps each user’s seen mark and bell, checklist counts, participants and modified fields', async () => {
    await given([
      ...directory,
      created(),
      stored('TaskSeenStatusSet', { ...of, userId: 'beto', status: 1 }),
      stored('TaskBellStatusSet', { ...of, userId: 'ana', status: 2 }),
      stored('TaskChecklistItemSet', { ...of, checklistId: 'k2', completed: true }),
      stored('TaskParticipantsAdded', { ...of, userIds: ['dora', 'carla'] }),
      stored('TaskParticipantRemoved', { ...of, userId: 'carla' }),
      stored('TaskModified', { ...of, changes: { priority: 3, criticalDate: null } }),
    ]).thenDocuments(TASKS, [
      expect.objectContaining({
        seen: { beto: 1 },
        bell: { ana: 2 },
        checklist: { total: 2, completed: 1 },
        checklist_completed: ['k2'],
        participants: ['dora'],
        priority: 3,
        priority_key: '3',
        critical_date: null,
      }),
    ]);
  });

  it('names a private task’s readers, for the lists and the live push, and forgets them when it is made public', async () => {
    const secret = [...directory, created({ private: true })];
    await given(secret).thenDocuments(TASKS, [
      expect.objectContaining({
        readers: ['ana', 'beto'],
        visible_to: ['ana', 'beto'],
        list_keys: [
          's:p1:1|ana',
          's:p1:1|beto',
          'c:p1:ana:1|ana',
          'c:p1:ana:1|beto',
          'r:p1:beto:1|ana',
          'r:p1:beto:1|beto',
        ],
      }),
    ]);
    const opened = stored('TaskModified', { ...of, changes: { private: false } });
    await given([...secret, opened]).thenDocuments(TASKS, [
      expect.not.objectContaining({ visible_to: expect.anything() }),
    ]);
  });

  it('follows a rename and a job change of the people a card names', async () => {
    await given([
      ...directory,
      created(),
      stored('UserProfileUpdated', { userId: 'beto', name: 'Roberto Soto', phone: '', address: '', defaultJob: 3 }),
      stored('ProjectMemberJobChanged', { projectId: 'p1', userId: 'ana', jobTypeId: 4 }),
    ]).thenDocuments(TASKS, [
      expect.objectContaining({
        creator: { id: 'ana', name: 'Ana Rojas', job: { userjobtype: { name: 'ITO' } } },
        responsible: { id: 'beto', name: 'Roberto Soto', job: { userjobtype: { name: 'ITO' } } },
      }),
    ]);
  });

  it('drops a deleted task from the listings and from its responsible’s indicators', async () => {
    await given([...directory, created(), stored('TaskDeleted', of)]).thenDocuments(TASKS, []);
    await given([...directory, created(), stored('TaskDeleted', of)]).thenDocuments(TASK_INDICATORS, []);
  });

  it('adds each task to its responsible’s indicators, private ones apart for their own readers', async () => {
    const second = stored(
      'TaskCreated',
      { ...(created().data as object), taskId: 't2', number: 8, private: true },
      '2026-11-21T12:00:00.000Z',
      'ana',
    );
    const third = stored(
      'TaskCreated',
      { ...(created().data as object), taskId: 't3', number: 9 },
      '2026-11-21T00:00:00.000Z',
      'ana',
    );
    const closed = stored('TaskClosed', { taskId: 't3', projectId: 'p1' }, '2026-11-23T15:00:00.000Z', 'beto');
    const seconds = (iso: string) => Date.parse(iso) / 1000;
    await given([...directory, created(), second, third, closed]).thenDocuments(TASK_INDICATORS, [
      {
        _id: 'p1:beto:*',
        project_id: 'p1',
        user_id: 'beto',
        readers: ['*'],
        open_count: 1,
        waiting_since_sum: seconds('2026-11-20T12:00:00.000Z'),
        closed_by_day: { '2026-11-23': 1 },
      },
      {
        _id: 'p1:beto:ana,beto',
        project_id: 'p1',
        user_id: 'beto',
        readers: ['ana', 'beto'],
        open_count: 1,
        waiting_since_sum: seconds('2026-11-21T12:00:00.000Z'),
        closed_by_day: {},
      },
    ]);
  });

  it('lists a possible additional on its own lists, never in Consultas’ lists nor indicators', async () => {
    const possible = [...directory, created({ possibleAdditional: true, codeId: null })];
    await given(possible).thenDocuments(TASKS, [
      expect.objectContaining({
        code_id: null,
        is_posible_additional: true,
        list_keys: ['pa-s:p1:1|*', 'pa-c:p1:ana:1|*', 'pa-r:p1:beto:1|*'],
      }),
    ]);
    const closed = stored('TaskClosed', of, '2026-11-23T15:00:00.000Z', 'beto');
    await given([...possible, closed]).thenDocuments(TASKS, [
      expect.objectContaining({ status: 3, list_keys: ['pa-s:p1:3|*', 'pa-c:p1:ana:3|*', 'pa-r:p1:beto:3|*'] }),
    ]);
    await given([...possible, closed]).thenDocuments(TASK_INDICATORS, []);
  });
});
