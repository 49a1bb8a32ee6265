import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import JSZip from 'jszip';
import { TokenService } from '../../services/auth/token.service';
import { PROJECT_STORAGE_QUOTA } from '../../services/contracts/uploads';
import { fileAggregate } from '../../services/files/file.decider';
import { systemActor } from '../../services/platform/commands/actor';
import { CommandPipeline } from '../../services/platform/commands/handle-command';
import { eventually } from '../support/eventually';
import { PNG_1X1, projectForm } from '../support/fixtures';
import { projectsOf } from '../support/listed-projects';
import { RunningClock } from '../support/running-clock';
import { startTestServer, type TestServer } from '../support/test-server';

const IFC = readFileSync(join(__dirname, '../fixtures/muro.ifc'));

type Uploaded = { id: string; name: string; size: number; mimetype: string };

describe('files API: uploads, links, zip, storage and models', () => {
  let server: TestServer;
  let jefe: string;
  let ito: string;
  let projectId: string;
  const clock = new RunningClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
    jefe = await server.login('jefe.ot@faena.cl');
    ito = await server.login('ito@faena.cl');
    const projects = await projectsOf(server, jefe);
    projectId = projects[0]!.id;
  });
  afterAll(() => server.close());

  const upload = (name: string, content: Buffer, fields: Record<string, string | number> = {}, token = jefe) =>
    server.form('/files/upload', { type: 8, project_id: projectId, ...fields }, token, {
      file: { name, content, type: 'application/octet-stream' },
    });
  const storage = async (project = projectId) =>
    (await server.call('/project/getStorageSize', { project_id: project }, jefe)).body.data as Record<string, number>;
  const storedObjects = (project = projectId) => {
    const folder = join(server.config.dataDir, 'blobs', 'projects', project, 'files');
    try {
      return readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile() && !entry.name.endsWith('.type'),
      ).length;
    } catch {
      return 0;
    }
  };
  const remove = (fileId: string, token = jefe) =>
    fetch(`${server.url}/api/forge/deleteForgeFile`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ file_id: fileId }),
    });

  it('takes a model, lists it, counts it, keeps a second upload of its name as a version, and deletes it', async () => {
    const first = await upload('Muro.ifc', IFC, { description: 'Muro de prueba' });
    expect(first.status).toBe(200);
    const file = first.body.file as Uploaded;
    expect(file).toEqual({
      id: expect.any(String),
      name: 'Muro.ifc',
      size: IFC.length,
      mimetype: 'application/x-step',
    });

    const listed = (await server.call('/forge/getForgeFiles', { project_id: projectId }, ito)).body;
    expect(listed.forge_files).toEqual([
      expect.objectContaining({ id: file.id, name: 'Muro.ifc', version: 1, forge_file: { id: file.id } }),
    ]);
    expect(listed.project_main_file).toBeNull();

    const again = Buffer.concat([IFC, Buffer.from('/* revisión B */\n')]);
    const second = (await upload('Muro.ifc', again)).body.file as Uploaded;
    expect(second.id).toBe(file.id);
    expect(await storage()).toEqual({
      total_size: IFC.length + again.length,
      total_count: 2,
      total_files_size: again.length,
      total_files_count: 1,
      total_files_version_size: IFC.length,
      total_files_version_count: 1,
    });
    expect(storedObjects()).toBe(2);

    expect((await remove(file.id, ito)).status).toBe(403);
    expect((await remove(file.id)).status).toBe(200);
    expect((await storage()).total_size).toBe(0);
    expect(storedObjects()).toBe(0);
    expect((await server.call('/forge/getForgeFiles', { project_id: projectId }, jefe)).body.forge_files).toEqual([]);
  });

  it('checks the type by name and by content, and stores nothing it refuses', async () => {
    const renamed = await upload('Planta.ifc', PNG_1X1);
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual([
      { field: 'file', message: 'El contenido del archivo no corresponde a un archivo .ifc.' },
    ]);
    const wrongName = await upload('instalador.exe', IFC);
    expect(wrongName.body.errors).toEqual([
      { field: 'file', message: 'El archivo debe ser .dwg, .dwfx, .rvt, .nwc, .nwd, .ifc.' },
    ]);
    const noType = await server.form('/files/upload', { project_id: projectId }, jefe, {
      file: { name: 'Muro.ifc', content: IFC, type: 'application/octet-stream' },
    });
    expect(noType.body.errors).toEqual([{ field: 'type', message: 'El tipo de carga debe ser un número del 1 al 9.' }]);
    const noFile = await server.form('/files/upload', { type: 8, project_id: projectId }, jefe);
    expect(noFile.body.errors).toEqual([{ field: 'file', message: 'Campo requerido' }]);
    expect(await storage()).toMatchObject({ total_size: 0, total_count: 0 });
    expect(storedObjects()).toBe(0);
  });

  it('refuses past the project quota, before and after storing, and keeps nothing', async () => {
    const { body } = await server.form('/project/create', projectForm({ name: 'Obra llena' }), jefe);
    const full = (body.project as { id: string }).id;
    // What the project already holds, recorded as an upload of nearly the whole quota.
    await server.app.get(CommandPipeline).handle({
      aggregate: fileAggregate,
      aggregateId: 'archivo-enorme',
      command: {
        type: 'UploadFile',
        fileId: 'archivo-enorme',
        projectId: full,
        owner: { type: 'model', ids: {} },
        name: 'Nube de puntos.ifc',
        description: '',
        size: PROJECT_STORAGE_QUOTA - 100,
        mimetype: 'application/x-step',
        blobKey: `projects/${full}/files/archivo-enorme/v1`,
        project: { closed: false },
        ownerFound: true,
        sealedBy: null,
        storageUsed: 0,
      },
      context: { actorId: systemActor.id, commandId: 'carga-enorme', projectId: full },
    });
    const refused = await upload('Muro.ifc', IFC, { project_id: full });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(
      'El proyecto no tiene espacio para este archivo: sus archivos pueden ocupar hasta 10,7 GB.',
    );
    expect(storedObjects(full)).toBe(0);
    expect((await storage(full)).total_count).toBe(1);
  });

  it('stores a repeated upload once: a repeat with other bytes keeps the first file', async () => {
    const headers = { 'x-command-id': 'subida-repetida-0001' };
    const send = (content: Buffer) =>
      server.form(
        '/files/upload',
        { type: 8, project_id: projectId },
        jefe,
        { file: { name: 'Losa.ifc', content, type: 'text/plain' } },
        headers,
      );
    const first = await send(IFC);
    const before = await storage();
    // A streamed upload's digest is its path alone: other bytes under the same id are a repeat.
    const again = await send(Buffer.concat([IFC, Buffer.from('/* otra losa */\n')]));
    expect(again).toEqual({ status: 200, body: first.body });
    expect(await storage()).toEqual(before);
    const { files } = (await server.call('/files/getUrls', { attachments: [(first.body.file as Uploaded).id] }, jefe))
      .body as { files: Array<{ url: string }> };
    expect(Buffer.from(await (await fetch(`${server.url}${files[0]!.url}`)).arrayBuffer())).toEqual(IFC);
  });

  it('gives signed links that show what a browser may show, and expire', async () => {
    const model = (
      await server.form('/files/upload', { type: 8, project_id: projectId }, jefe, {
        file: { name: 'Muro.ifc', content: IFC, type: 'text/plain' },
      })
    ).body.file as Uploaded;
    const { files } = (await server.call('/files/getUrls', { attachments: [model.id] }, ito)).body as {
      files: Array<{ id: string; name: string; url: string }>;
    };
    expect(files).toEqual([{ id: model.id, name: 'Muro.ifc', url: expect.stringMatching(/^\/api\/files\/link\//) }]);
    const opened = await fetch(`${server.url}${files[0]!.url}`);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(IFC);
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect(opened.headers.get('content-type')).toBe('application/x-step');
    expect(opened.headers.get('content-disposition')).toMatch(/^attachment; filename="Muro.ifc"/);

    // A link good for a minute opens within it and not after: the app's clock moves on, nobody waits.
    const link = server.app
      .get(TokenService)
      .signLink('file-download', { file_id: model.id, user_id: 'demo-ito', download: '0' }, 60);
    expect((await fetch(`${server.url}/api/files/link/${link}/Muro.ifc`)).status).toBe(200);
    clock.advance(61_000);
    const expired = await fetch(`${server.url}/api/files/link/${link}/Muro.ifc`);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { message: string }).message).toBe('El enlace no es válido o ha expirado.');
  });

  it("issues no link to another project's file, and a link stops working for who left the project", async () => {
    const { body } = await server.form('/project/create', projectForm({ name: 'Obra reservada' }), jefe);
    const reserved = (body.project as { id: string }).id;
    const file = (await upload('Reservado.ifc', IFC, { project_id: reserved })).body.file as Uploaded;
    const refused = await server.call('/files/getUrls', { attachments: [file.id] }, ito);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('El archivo no existe.');
    expect((await server.call('/files/zip', { files_to_zip: [file.id] }, ito)).status).toBe(404);
    expect((await server.call('/project/getStorageSize', { project_id: reserved }, ito)).status).toBe(404);
    // A link made out to ito for this file does not open either.
    const link = server.app
      .get(TokenService)
      .signLink('file-download', { file_id: file.id, user_id: 'demo-ito', download: '0' }, 60);
    expect((await fetch(`${server.url}/api/files/link/${link}/x`)).status).toBe(404);
  });

  it("zips several files, named as uploaded, for 'Descargar Todo'", async () => {
    const a = (await upload('Torre A.ifc', IFC)).body.file as Uploaded;
    const b = (await upload('Torre B.ifc', Buffer.concat([IFC, Buffer.from('/* B */')]))).body.file as Uploaded;
    const { fileurl } = (await server.call('/files/zip', { files_to_zip: [a.id, b.id] }, ito)).body as {
      fileurl: string;
    };
    const response = await fetch(`${server.url}${fileurl}`);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(['Torre A.ifc', 'Torre B.ifc']);
    expect(await zip.file('Torre A.ifc')!.async('nodebuffer')).toEqual(IFC);
  });

  it('sets, reads and clears the main model, for who may assign it', async () => {
    const model = (await upload('Principal.ifc', IFC)).body.file as Uploaded;
    const set = await server.call('/forge/setProjectMainModel', { project_id: projectId, file_id: model.id }, ito);
    expect(set.body.message).toBe('No tienes permiso para asignar el modelo principal.');
    await server.call('/forge/setProjectMainModel', { project_id: projectId, file_id: model.id }, jefe);
    const main = (await server.call('/forge/getProjectMainModel', { project_id: projectId }, ito)).body;
    expect(main).toMatchObject({ project_main_file: { file_id: model.id }, file: { name: 'Principal.ifc' } });
    const cleared = await fetch(`${server.url}/api/forge/deleteProjectMainModel`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jefe}` },
      body: JSON.stringify({ main_model_id: projectId }),
    });
    expect(cleared.status).toBe(200);
    expect(
      (await server.call('/forge/getProjectMainModel', { project_id: projectId }, ito)).body.project_main_file,
    ).toBeNull();
  });

  it('keeps nothing of an upload cut off half-way', async () => {
    const before = await storage();
    const objects = storedObjects();
    const boundary = 'faena-corte';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="type"',
        '',
        '8',
        `--${boundary}`,
        'Content-Disposition: form-data; name="project_id"',
        '',
        projectId,
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="Cortado.ifc"',
        'Content-Type: application/octet-stream',
        '',
        '',
      ].join('\r\n'),
    );
    const url = new URL(`${server.url}/api/files/upload`);
    const partials = () =>
      readdirSync(join(server.config.dataDir, 'blobs'), { recursive: true }).filter((name) =>
        String(name).endsWith('.partial'),
      );
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${jefe}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + IFC.length + 5_000_000),
      },
    });
    request.on('error', () => {});
    request.write(head);
    request.write(IFC);
    request.write(Buffer.alloc(1_000_000, 32));
    // The connection drops, with four fifths of the file still to come, once the server is storing it.
    expect(
      await eventually(
        () => partials().length,
        (count) => count > 0,
      ),
    ).toBe(1);
    request.destroy();
    expect(await eventually(partials, (left) => left.length === 0)).toEqual([]);
    expect(await storage()).toEqual(before);
    expect(storedObjects()).toBe(objects);
  });
});
