import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_MODEL_NAME, demoModelIfc } from '../../services/demo/demo-model';
import { NEW_SYSTEM_PROJECT, OLD_SYSTEM_PROJECT, RDI_TO_FINISH } from '../../services/demo/demo-story';
import { startTestServer, type TestServer } from '../support/test-server';

interface ListedTask {
  id: string;
  title: string;
  status: 1 | 3;
  private: boolean;
  lightstatus: number;
  critical_date: string | null;
}
interface ListedRdi {
  title: string;
  status: 1 | 3;
  response_status: 1 | 2 | null;
  approval_checks: unknown[];
}
type Weeks = Record<'S1' | 'S2' | 'S3' | 'S4', number>;

const STORY = { FAENA_DEMO_STORY: 'true' };

describe('the demo story a newcomer walks', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-demo-story-'));
  let server: TestServer;
  let jefe: string;

  beforeAll(async () => {
    server = await startTestServer({ dataDir, env: STORY });
    ({ jefe } = await server.demoTokens());
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const list = async <T>(path: string, key: string, projectId: string, status: 1 | 3): Promise<T[]> => {
    const { status: code, body } = await server.call(path, { project_id: projectId, status }, jefe);
    expect(code).toBe(200);
    return body[key] as T[];
  };
  const tasksOf = async (projectId: string) => [
    ...(await list<ListedTask>('/tasks/list', 'data', projectId, 1)),
    ...(await list<ListedTask>('/tasks/list', 'data', projectId, 3)),
  ];
  const rdiOf = async (projectId: string) => [
    ...(await list<ListedRdi>('/rdi/list', 'rdi', projectId, 1)),
    ...(await list<ListedRdi>('/rdi/list', 'rdi', projectId, 3)),
  ];

  it('keeps one project on the old RDI close system and one on the new', async () => {
    const newSystem = async (projectId: string) =>
      (await server.call('/rdi/list', { project_id: projectId, status: 1 }, jefe)).body.new_system;
    expect(await newSystem(OLD_SYSTEM_PROJECT)).toBe(false);
    expect(await newSystem(NEW_SYSTEM_PROJECT)).toBe(true);
  });

  it('shows tasks in every state to the Jefe OT', async () => {
    const tasks = [...(await tasksOf(NEW_SYSTEM_PROJECT)), ...(await tasksOf(OLD_SYSTEM_PROJECT))];
    const today = new Date().toISOString().slice(0, 10);
    const open = tasks.filter((task) => task.status === 1);
    expect(tasks.some((task) => task.status === 3)).toBe(true);
    expect(open.some((task) => task.private)).toBe(true);
    expect(open.some((task) => task.lightstatus === 0)).toBe(true);
    expect(open.some((task) => task.lightstatus === 2 && task.critical_date === null)).toBe(true);
    expect(open.some((task) => task.critical_date !== null && task.critical_date < today)).toBe(true);
  });

  it('has a reply in progress that carries the laboratory report as a PDF', async () => {
    const inProgress = (await tasksOf(NEW_SYSTEM_PROJECT)).find((task) => task.title.startsWith('Desmolde'));
    const { status, body } = await server.call('/tasks/get', { task_id: inProgress?.id }, jefe);
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain('informe-probetas-losa-piso-6.pdf');
  });

  it('has RDI waiting on each party, and one finished on each close system', async () => {
    const [old, current] = [await rdiOf(OLD_SYSTEM_PROJECT), await rdiOf(NEW_SYSTEM_PROJECT)];
    const waitingOn = (rdi: ListedRdi[], party: 1 | 2) =>
      rdi.filter((r) => r.status === 1 && r.response_status === party);
    expect(waitingOn(old, 1)).toHaveLength(1);
    expect(waitingOn(old, 2).map((rdi) => rdi.title)).toEqual([RDI_TO_FINISH]);
    expect(old.filter((rdi) => rdi.status === 3)).toHaveLength(1);
    expect(waitingOn(current, 1)).toHaveLength(1);
    // Answered and approved by the ITO: the creator's and the Jefe OT's approvals are missing.
    expect(waitingOn(current, 2)).toEqual([expect.objectContaining({ approval_checks: [expect.anything()] })]);
    expect(current.filter((rdi) => rdi.status === 3)).toHaveLength(1);
  });

  it("shows an approved Estado de Pago in the dashboard's Avance", async () => {
    const { body } = await server.call('/dashboard/getDashboard', { project_id: NEW_SYSTEM_PROJECT }, jefe);
    const { payments } = body.avance as { payments: Array<{ currency: string; paid: number; percent: number }> };
    expect(payments).toEqual([expect.objectContaining({ currency: 'UF', paid: 29625, percent: 60 })]);
  });

  it("stars the building's IFC model as Los Aromos' main model, listed in Planimetría", async () => {
    const { body } = await server.call('/forge/getProjectMainModel', { project_id: NEW_SYSTEM_PROJECT }, jefe);
    const file = body.file as { id: string; name: string };
    expect(body.project_main_file).toEqual({ file_id: file.id });
    expect(file.name).toBe(DEMO_MODEL_NAME);
    const models = (await server.call('/forge/getForgeFiles', { project_id: NEW_SYSTEM_PROJECT }, jefe)).body;
    expect(models.forge_files).toEqual([expect.objectContaining({ id: file.id, name: DEMO_MODEL_NAME })]);

    const { files } = (await server.call('/files/getUrls', { attachments: [file.id] }, jefe)).body as {
      files: Array<{ url: string }>;
    };
    const opened = await fetch(`${server.url}${files[0]!.url}`);
    expect(opened.headers.get('content-type')).toBe('application/x-step');
    const ifc = await opened.text();
    expect(ifc).toBe(demoModelIfc());
    expect(ifc).toContain("FILE_SCHEMA(('IFC4'));");
  });

  it('spreads the work over at least three of the dashboard weeks', async () => {
    const { body } = await server.call('/dashboard/getDashboard', { project_id: NEW_SYSTEM_PROJECT }, jefe);
    const weeks = (body.tareas as { created_by_week: Weeks }).created_by_week;
    expect(Object.values(weeks).filter((created) => created > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('does not seed again when the server restarts on the same data', async () => {
    const before = await tasksOf(NEW_SYSTEM_PROJECT);
    await server.close();
    server = await startTestServer({ dataDir, env: STORY });
    ({ jefe } = await server.demoTokens());
    expect((await tasksOf(NEW_SYSTEM_PROJECT)).map((task) => task.title).sort()).toEqual(
      before.map((task) => task.title).sort(),
    );
  });
});
