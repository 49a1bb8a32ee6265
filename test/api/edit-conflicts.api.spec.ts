import { projectsOf } from '../support/listed-projects';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Two people edit one item (issue: the second silently undid the first). The edit carries the
 * version its form was opened on; a field someone else changed since is a 409 with its value now.
 */
describe('edits that never overwrite each other', () => {
  let server: TestServer;
  let admin: string;
  let jefe: string;
  let ito: string;
  let projectId: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, jefe, ito } = await server.demoTokens());
    const projects = await projectsOf(server, jefe);
    projectId = projects[0]!.id;
  });
  afterAll(() => server.close());

  /** The detail's body and its ETag. */
  async function opened(path: string, body: Record<string, string>, token: string) {
    const response = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      etag: response.headers.get('etag'),
      body: (await response.json()) as Record<string, Record<string, unknown>>,
    };
  }

  describe('tasks', () => {
    async function newTask() {
      const created = await server.form(
        '/tasks/create',
        {
          project_id: projectId,
          title: 'Verificar anclaje de muro eje B',
          priority: 2,
          code_id: 1,
          description: '<p>Revisar anclajes.</p>',
          responsable: 'demo-ito',
          participants: JSON.stringify(['demo-terreno']),
          critical_date: '2026-12-15',
        },
        jefe,
      );
      expect(created.status).toBe(200);
      return (created.body.task as { id: string }).id;
    }
    const task = async (id: string, token = jefe) => (await opened('/tasks/get', { task_id: id }, token)).body.task!;

    it("keeps the Jefe OT's priority when the ITO, whose form is older, changes only the critical date", async () => {
      const id = await newTask();
      const { etag, body } = await opened('/tasks/get', { task_id: id }, ito);
      const version = body.task!.version as number;
      expect(etag).toBe(`"${version}"`);
      // The Jefe OT opened the same form and saves 'Inmediata' first.
      const jefeSaves = await server.call('/tasks/update', { id, priority: 3, expected_version: version }, jefe);
      expect(jefeSaves.status).toBe(200);
      expect((jefeSaves.body.task as { version: number }).version).toBeGreaterThan(version);

      const itoSaves = await server.call(
        '/tasks/update',
        { id, critical_date: '2026-12-20', expected_version: version },
        ito,
      );
      expect(itoSaves.status).toBe(200);
      expect(await task(id)).toMatchObject({ priority: 3, critical_date: '2026-12-20' });
    });

    it('answers 409 with the value now when the ITO changes the priority the Jefe OT changed, then takes the new version', async () => {
      const id = await newTask();
      const version = (await task(id, ito)).version as number;
      await server.call('/tasks/update', { id, priority: 3, expected_version: version }, jefe);

      const refused = await server.call('/tasks/update', { id, priority: 1, expected_version: version }, ito);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 409,
        error: 'edit.conflict',
        message: 'Otra persona modificó esta tarea mientras la editabas.',
        changed_fields: ['priority'],
        current: { priority: 3 },
      });
      expect(await task(id)).toMatchObject({ priority: 3 });

      // The ITO keeps their value knowingly: sent again on the version the conflict named.
      const kept = await server.call(
        '/tasks/update',
        { id, priority: 1, expected_version: refused.body.version as number },
        ito,
      );
      expect(kept.status).toBe(200);
      expect(await task(id)).toMatchObject({ priority: 1 });
    });

    it('takes the version from If-Match as well, and refuses a malformed one naming it', async () => {
      const id = await newTask();
      const { etag } = await opened('/tasks/get', { task_id: id }, ito);
      await server.call('/tasks/update', { id, critical_date: null, expected_version: 0 }, jefe);
      const refused = await server.call('/tasks/update', { id, critical_date: '2027-01-04' }, ito, {
        'if-match': etag!,
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ changed_fields: ['critical_date'], current: { critical_date: null } });

      const malformed = await server.call('/tasks/update', { id, priority: 1 }, ito, { 'if-match': 'mañana' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toEqual([{ field: 'If-Match', message: expect.any(String) }]);
    });

    it('keeps the meaning of an edit without a version (the sent fields win) and of fields left out', async () => {
      const id = await newTask();
      await server.call('/tasks/update', { id, priority: 3 }, jefe);
      const answer = await server.call('/tasks/update', { id, priority: 1 }, ito);
      expect(answer.status).toBe(200);
      expect(await task(id)).toMatchObject({ priority: 1, critical_date: '2026-12-15' });
    });

    it("never shows a conflict's values to someone who may not read the task", async () => {
      const id = await newTask();
      await server.call('/tasks/update', { id, private: true, expected_version: 0 }, jefe);
      const { terreno } = await server.demoTokens();
      const refused = await server.call('/tasks/update', { id, priority: 1, expected_version: 0 }, terreno);
      expect(refused.status).toBe(404);
      expect(refused.body.current).toBeUndefined();
    });
  });

  describe('RDI', () => {
    it('refuses a critical date another person changed since the form was opened', async () => {
      const created = await server.form(
        '/rdi/create',
        {
          project_id: projectId,
          title: 'Diámetro de armadura en losa',
          description: '<p>¿Qué diámetro?</p>',
          especialidades: JSON.stringify([2]),
          subject_id: 1,
          priority: 2,
          critical_date: '2026-12-20',
        },
        jefe,
      );
      const id = (created.body.rdi as { id: string }).id;
      const { etag, body } = await opened('/rdi/get', { rdi_id: id }, ito);
      const version = body.rdi!.version as number;
      expect(etag).toBe(`"${version}"`);
      await server.call('/rdi/update', { id, critical_date: '2027-01-10', expected_version: version }, jefe);
      const refused = await server.call('/rdi/update', { id, critical_date: null, expected_version: version }, ito);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: 'Otra persona modificó esta RDI mientras la editabas.',
        current: { critical_date: '2027-01-10' },
      });
      const priorityOnly = await server.call('/rdi/update', { id, priority: 3, expected_version: version }, ito);
      expect(priorityOnly.status).toBe(200);
    });
  });

  describe('additionals', () => {
    const costs = { currency_id: 1, direct_cost: '1000000', general_expenses: '150000', utility: '100000' };

    it('refuses a revision written on an older one, and an edit of a priority changed meanwhile', async () => {
      const created = await server.form(
        '/additionals/create',
        {
          project_id: projectId,
          title: 'Losa adicional en sala de bombas',
          type: 1,
          code: 'AD-EDIT',
          description: '<p>Losa de 20 cm.</p>',
          especialidades: JSON.stringify([1]),
          ...costs,
        },
        jefe,
      );
      const id = (created.body.additional as { id: string }).id;
      const { etag, body } = await opened('/additionals/getAdditionalByID', { additional_id: id }, ito);
      const version = body.additional!.version as number;
      expect(etag).toBe(`"${version}"`);

      const revise = (token: string, expected: number) =>
        server.form(
          '/additionals/addRevision',
          { additional_id: id, ...costs, description: '<p>Cubicación ajustada.</p>', expected_version: expected },
          token,
        );
      expect((await revise(jefe, version)).status).toBe(200);
      const late = await revise(admin, version);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        message: 'Otra persona modificó este adicional mientras lo editabas.',
        changed_fields: ['revision'],
      });

      const now = (await opened('/additionals/getAdditionalByID', { additional_id: id }, ito)).body.additional!;
      await server.call('/additionals/update', { id, priority: 3, expected_version: now.version as number }, jefe);
      const refused = await server.call(
        '/additionals/update',
        { id, priority: 2, expected_version: now.version as number },
        ito,
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ current: { priority: 3 } });
    });
  });

  describe("the project's status board", () => {
    it('refuses a board saved on an older version when someone else saved one meanwhile', async () => {
      const version = (await opened('/project/getProjectByID', { project_id: projectId }, ito)).body.project!
        .version as number;
      const board = (status_board: string, token: string, expected: number) =>
        server.call(
          '/project/updateProjectBoard',
          { project_id: projectId, status_board, expected_version: expected },
          token,
        );
      expect((await board('**Hormigonado** del piso 3 listo.', jefe, version)).status).toBe(200);
      const refused = await board('Piso 3 en moldaje.', admin, version);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: 'Otra persona modificó este proyecto mientras lo editabas.',
        changed_fields: ['status_board'],
        current: { status_board: '**Hormigonado** del piso 3 listo.' },
      });
      expect((await board('Piso 3 en moldaje.', admin, refused.body.version as number)).status).toBe(200);
    });
  });
});
