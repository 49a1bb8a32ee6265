import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '../support/eventually';
import { FakeAps } from '../support/fake-aps';
import { projectsOf } from '../support/listed-projects';
import { startTestServer, type TestServer } from '../support/test-server';

type Model = { id: string; name: string; urn: string | null; translation: { status: string; reason?: string } | null };

const APS_ENV = { APS_CLIENT_ID: 'faena-app', APS_CLIENT_SECRET: 'secreto-aps' };
const dwg = (bytes = 5_000) => Buffer.concat([Buffer.from('AC1032'), randomBytes(bytes)]);
const urnOf = (objectId: string) => Buffer.from(objectId).toString('base64url');

async function signedIn(server: TestServer) {
  const jefe = await server.login('jefe.ot@faena.cl');
  const projects = await projectsOf(server, jefe);
  const projectId = projects[0]!.id;
  const upload = async (name: string, content: Buffer) => {
    const answer = await server.form('/files/upload', { type: 8, project_id: projectId }, jefe, {
      file: { name, content, type: 'application/octet-stream' },
    });
    expect(answer.status).toBe(200);
    return (answer.body.file as { id: string }).id;
  };
  const model = async (fileId: string) => {
    const { body } = await server.call('/forge/getForgeFiles', { project_id: projectId }, jefe);
    return (body.forge_files as Model[]).find((file) => file.id === fileId);
  };
  const translated = (fileId: string) =>
    until(
      `the translation of ${fileId} recorded`,
      async () => {
        const found = await model(fileId);
        return found?.translation ? found : null;
      },
      { timeout: 10_000 },
    );
  return { jefe, projectId, upload, model, translated };
}

describe('Autodesk models through APS', () => {
  describe('with APS credentials', () => {
    let aps: FakeAps;
    let server: TestServer;
    let app: Awaited<ReturnType<typeof signedIn>>;
    beforeAll(async () => {
      aps = await new FakeAps().start();
      server = await startTestServer({ env: { ...APS_ENV, APS_BASE_URL: aps.url } });
      app = await signedIn(server);
      // A server with demo data starts in a few seconds on a busy machine: more than jest's 5 s default.
    }, 30_000);
    afterAll(async () => {
      await server.close();
      await aps.close();
    });

    it('sends an uploaded .dwg to translation once the upload is answered: bucket, signed upload of its bytes, svf2 job', async () => {
      const content = dwg();
      const fileId = await app.upload('Planta Nivel 1.dwg', content);
      const model = await app.translated(fileId);
      const bucket = server.config.aps?.bucket ?? '';
      const objectKey = `${fileId}-v1.dwg`;
      const urn = urnOf(`urn:adsk.objects:os.object:${bucket}/${objectKey}`);
      expect(model).toMatchObject({ urn, translation: { status: 'requested' } });

      const [token] = aps.callsTo('POST', /^\/authentication\/v2\/token$/);
      expect(token?.headers.authorization).toBe(`Basic ${Buffer.from('faena-app:secreto-aps').toString('base64')}`);
      const form = new URLSearchParams(token?.body.toString());
      expect(form.get('grant_type')).toBe('client_credentials');
      expect(form.get('scope')?.split(' ').sort()).toEqual([
        'bucket:create',
        'bucket:read',
        'data:create',
        'data:read',
        'data:write',
      ]);

      expect(aps.callsTo('GET', /\/details$/).map((call) => call.path)).toEqual([`/oss/v2/buckets/${bucket}/details`]);
      const [created] = aps.callsTo('POST', /^\/oss\/v2\/buckets$/);
      expect(JSON.parse(created?.body.toString() ?? '')).toEqual({ bucketKey: bucket, policyKey: 'persistent' });
      expect(created?.headers.authorization).toBe('Bearer token-1');

      const path = `/oss/v2/buckets/${bucket}/objects/${objectKey}/signeds3upload`;
      const [signed] = aps.callsTo('GET', /signeds3upload$/);
      expect(signed?.path).toBe(path);
      expect(signed?.query.get('parts')).toBe('1');
      expect(aps.parts.get(`/s3/${objectKey}/part-1`)).toEqual(content);
      const [completed] = aps.callsTo('POST', /signeds3upload$/);
      expect(completed?.path).toBe(path);
      expect(JSON.parse(completed?.body.toString() ?? '')).toEqual({ uploadKey: 'upload-key-1', size: content.length });

      const [job] = aps.callsTo('POST', /designdata\/job$/);
      expect(job?.headers['x-ads-force']).toBe('true');
      expect(JSON.parse(job?.body.toString() ?? '')).toEqual({
        input: { urn },
        output: { formats: [{ type: 'svf2', views: ['2d', '3d'] }] },
      });

      const progress = await server.call('/forge/getModelTranslation', { file_id: fileId }, app.jefe);
      expect(progress.body).toEqual({
        code: 200,
        urn,
        translation: { status: 'inprogress', progress: '45% complete' },
      });
    });

    it('sends a large model in parts of 16 MiB, each to its own signed URL, and keeps the token it has', async () => {
      const content = dwg(16 * 1024 * 1024 + 1_000);
      const fileId = await app.upload('Torre.dwg', content);
      expect((await app.translated(fileId)).translation).toEqual({ status: 'requested' });
      const signed = aps.callsTo('GET', new RegExp(`/${fileId}-v1.dwg/signeds3upload$`));
      expect(signed.map((call) => call.query.get('parts'))).toEqual(['2']);
      const part = (n: number) => aps.parts.get(`/s3/${fileId}-v1.dwg/part-${n}`) ?? Buffer.alloc(0);
      expect(part(1).length).toBe(16 * 1024 * 1024);
      // Compared as bytes: a deep equality of 16 MiB walks them one by one.
      expect(Buffer.concat([part(1), part(2)]).equals(content)).toBe(true);
      // One token and one bucket check for the whole process.
      expect(aps.callsTo('POST', /^\/authentication\/v2\/token$/)).toHaveLength(1);
      expect(aps.callsTo('GET', /\/details$/)).toHaveLength(1);
    });

    it('records a failed translation, never failing the upload, and sends no IFC model to Autodesk', async () => {
      const jobsBefore = aps.callsTo('POST', /designdata\/job$/).length;
      aps.failing.add('job');
      try {
        const ifc = await app.upload(
          'Muro.ifc',
          Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n'),
        );
        const fileId = await app.upload(
          'Corte.rvt',
          Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(600)]),
        );
        expect(await app.translated(fileId)).toMatchObject({
          urn: null,
          translation: { status: 'failed', reason: 'Autodesk respondió 500 (iniciar la traducción).' },
        });
        expect(aps.callsTo('POST', /designdata\/job$/)).toHaveLength(jobsBefore + 1);
        expect(aps.callsTo('GET', /\.ifc\/signeds3upload$/)).toHaveLength(0);
        expect(await app.model(ifc)).toMatchObject({ urn: null, translation: null });
        const progress = await server.call('/forge/getModelTranslation', { file_id: fileId }, app.jefe);
        expect(progress.body).toEqual({ code: 200, urn: null, translation: { status: 'failed', progress: '' } });
      } finally {
        aps.failing.clear();
      }
    });

    it("gives a signed-in user the viewer's token, for the translated views only, and nobody else", async () => {
      const before = aps.callsTo('POST', /^\/authentication\/v2\/token$/).length;
      const first = await server.call('/forge/forgeGetToken', { scopes: 'data:read bucket:read' }, app.jefe);
      expect(first).toEqual({
        status: 200,
        body: { code: 200, access_token: { applicationToken: expect.stringMatching(/^token-/), expires_in: 3600 } },
      });
      const again = await server.call('/forge/forgeGetToken', { scopes: ['data:read', 'bucket:read'] }, app.jefe);
      // The same token while it lasts, with the seconds it has left.
      expect(again.body.access_token).toEqual({
        applicationToken: (first.body.access_token as { applicationToken: string }).applicationToken,
        expires_in: expect.any(Number),
      });
      expect((again.body.access_token as { expires_in: number }).expires_in).toBeLessThanOrEqual(3600);
      const tokenCalls = aps.callsTo('POST', /^\/authentication\/v2\/token$/).slice(before);
      expect(tokenCalls.map((call) => new URLSearchParams(call.body.toString()).get('scope'))).toEqual([
        'viewables:read',
      ]);

      expect((await server.call('/forge/forgeGetToken', { scopes: 'data:read' })).status).toBe(401);
      const policy = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy');
      expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/developer\.api\.autodesk\.com/);
      const wider = await server.call('/forge/forgeGetToken', { scopes: 'data:write' }, app.jefe);
      expect(wider.status).toBe(400);
      expect(wider.body.message).toBe('El visor solo puede pedir los permisos data:read y bucket:read.');
    });

    it('answers a Spanish 502 when Autodesk cannot give the token', async () => {
      const restarted = await startTestServer({ env: { ...APS_ENV, APS_BASE_URL: aps.url } });
      aps.failing.add('token');
      try {
        const jefe = await restarted.login('jefe.ot@faena.cl');
        const answer = await restarted.call('/forge/forgeGetToken', { scopes: 'data:read bucket:read' }, jefe);
        expect(answer.status).toBe(502);
        expect(answer.body.message).toBe(
          'No fue posible conectar con el servicio de Autodesk. Por favor inténtalo nuevamente.',
        );
      } finally {
        aps.failing.clear();
        await restarted.close();
      }
    });
  });

  describe('without APS credentials', () => {
    it('refuses the viewer token in Spanish and still takes Autodesk models, sent once APS is configured', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'faena-aps-'));
      const aps = await new FakeAps().start();
      try {
        const plain = await startTestServer({ dataDir });
        const app = await signedIn(plain);
        const refused = await plain.call('/forge/forgeGetToken', { scopes: 'data:read bucket:read' }, app.jefe);
        expect(refused.status).toBe(404);
        const policy = (await fetch(`${plain.url}/api/health`)).headers.get('content-security-policy');
        expect(policy).not.toMatch(/autodesk/);
        expect(refused.body.message).toBe(
          'El visor de Autodesk no está configurado: para ver este modelo, el administrador debe configurar el servicio de Autodesk (APS).',
        );
        const content = dwg();
        const fileId = await app.upload('Fachada.dwg', content);
        expect(await app.model(fileId)).toMatchObject({ name: 'Fachada.dwg', urn: null, translation: null });
        await plain.close();

        const configured = await startTestServer({ dataDir, env: { ...APS_ENV, APS_BASE_URL: aps.url } });
        try {
          const later = await signedIn(configured);
          expect((await later.translated(fileId)).translation).toEqual({ status: 'requested' });
          expect(aps.parts.get(`/s3/${fileId}-v1.dwg/part-1`)).toEqual(content);
        } finally {
          await configured.close();
        }
      } finally {
        await aps.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
