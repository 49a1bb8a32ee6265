import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';
import { eventually } from '../support/eventually';
import { projectsOf } from '../support/listed-projects';
import { startTestServer } from '../support/test-server';

describe('the Libro de Obra follows its project from the start of the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-site-book-closer-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('closes, at start, the book of a project closed while the server was stopped, with the closing folio', async () => {
    const first = await startTestServer({ dataDir });
    const { ito, jefe } = await first.demoTokens();
    const [project] = await projectsOf(first, jefe);
    const projectId = project!.id;
    const noticeBy = { 1: [2], 2: [2], 3: [4], 4: [2, 4], 5: [4] };
    const opened = await first.call(
      '/siteBook/open',
      { project_id: projectId, writers: [2, 4], notice_by: noticeBy },
      ito,
    );
    expect(opened.status).toBe(200);
    await first.close();

    // Another replica (or a restore) closed the project while this server was stopped.
    const log = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const commandId = 'closed-while-stopped';
    await log.append(
      `project-${projectId}`,
      [
        {
          type: 'ProjectClosed',
          data: { projectId, reason: 'Obra terminada', closedBy: 'demo-admin' },
          metadata: {
            actorId: 'demo-admin',
            projectId,
            commandId,
            correlationId: commandId,
            causationId: commandId,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      'any',
    );
    await log.close();

    const second = await startTestServer({ dataDir });
    try {
      const tokens = await second.demoTokens();
      const book = await eventually(
        async () =>
          (await second.call('/siteBook/get', { project_id: projectId }, tokens.ito)).body.book as { status: string },
        (answer) => answer?.status === 'closed',
      );
      expect(book.status).toBe('closed');
      const listed = await second.call('/siteBook/list', { project_id: projectId, page: 1 }, tokens.ito);
      expect(listed.body.entries).toEqual([
        expect.objectContaining({ folio: 1, type: 4, author: expect.objectContaining({ name: 'Faena (sistema)' }) }),
      ]);
    } finally {
      await second.close();
    }
  });
});
