import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { newEvent } from '../support/event-log';
import { projectForm } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A log written before the door checked its values (issue 28): a task whose critical date is
 * 9999-12-31, another's 0000-01-01, a project started on 2026-12-32 with a term of 10^20 days.
 * Today's rules refuse them; the log keeps them as written, and every reader reads them repaired.
 */
describe('a log holding values today’s door refuses', () => {
  let dataDir: string;
  let server: TestServer;
  let admin: string;
  let jefe: string;
  let projectId: string;
  let taskId: string;
  const oldTaskId = 'old-task-0000';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'faena-old-values-'));
    const first = await startTestServer({ dataDir });
    const admin0 = await first.login();
    const jefe0 = await first.login('jefe.ot@faena.cl');
    const project = await first.form('/project/create', projectForm(), admin0);
    projectId = (project.body.project as { id: string }).id;
    const task = await first.form(
      '/tasks/create',
      {
        project_id: 'demo-aromos',
        title: 'Cota de losa',
        code_id: 1,
        description: '<p>¿Cota?</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
        critical_date: '2026-12-15',
      },
      jefe0,
    );
    taskId = (task.body.task as { id: string }).id;
    await first.close();

    // Appended as the older code appended them: through the log, hash chain and all.
    const log = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const [projectCreated] = await log.readStream(`project-${projectId}`);
    const { rdiNewSystem: _system, ...fields } = projectCreated!.data as Record<string, unknown>;
    await log.append(
      `project-${projectId}`,
      [newEvent('ProjectUpdated', { ...fields, startDate: '2026-12-32', totalDays: 1e20 })],
      'any',
    );
    const [taskCreated] = await log.readStream(`task-${taskId}`);
    await log.append(
      `task-${taskId}`,
      [newEvent('TaskModified', { taskId, projectId: 'demo-aromos', changes: { criticalDate: '9999-12-31' } })],
      'any',
    );
    const oldTask = { ...(taskCreated!.data as object), taskId: oldTaskId, number: 999, criticalDate: '0000-01-01' };
    await log.append(`task-${oldTaskId}`, [newEvent('TaskCreated', oldTask)], 'any');
    await log.close();

    server = await startTestServer({ dataDir });
    ({ admin, jefe } = await server.demoTokens());
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('folds into every read model: none is degraded', async () => {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>;
    expect(health.degraded ?? []).toEqual([]);
    expect(health.status).not.toBe('degraded');
  });

  it('reads the critical dates as the nearest real days of 1900–2200', async () => {
    const task = await server.call('/tasks/get', { task_id: taskId }, jefe);
    expect(task.status).toBe(200);
    expect((task.body.task as { critical_date: string }).critical_date).toBe('2200-12-31');
    const old = await server.call('/tasks/get', { task_id: oldTaskId }, jefe);
    expect((old.body.task as { critical_date: string }).critical_date).toBe('1900-01-01');
    expect((await server.call('/history/get', { item_type: 'task', item_id: taskId }, jefe)).status).toBe(200);
  });

  it('answers the project’s dashboard with its start day and term repaired', async () => {
    const dashboard = await server.call('/dashboard/getDashboard', { project_id: projectId }, admin);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.avance).toMatchObject({ start_date: '2026-12-31', total_days: 36_500 });
    const demo = await server.call('/dashboard/getDashboard', { project_id: 'demo-aromos' }, jefe);
    expect(demo.status).toBe(200);
  });

  it('lets the project be edited again from what it reads', async () => {
    const project = await server.call('/project/getProjectByID', { project_id: projectId }, admin);
    const details = (project.body.project as { details: { start_date: string; total_days: number } }).details;
    expect(details).toMatchObject({ start_date: '2026-12-31', total_days: 36_500 });
    const form = projectForm({ project_id: projectId, start_date: details.start_date, total_days: details.total_days });
    expect((await server.form('/project/update', form, admin)).status).toBe(200);
  });
});
