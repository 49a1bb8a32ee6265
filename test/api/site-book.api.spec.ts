import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ITEM_MAILS } from '../../projections/notifications/item-mail-queue';
import { TOO_MANY_ATTEMPTS } from '../../services/auth/attempt-limiter';
import type { SiteBookEntryAnswer } from '../../services/contracts/site-book-answers';
import { addDays, chileDate } from '../../services/platform/clock/calendar';
import { READ_STORE, type ReadStore } from '../../services/platform/read-store/read-store.port';
import { additionalCreated, paymentStatusCreated } from '../support/additional-events';
import { demoProjectStage } from '../support/demo-stage';
import { eventually } from '../support/eventually';
import { listenLive } from '../support/live-listener';
import { tamperLog } from '../support/tamper-log';
import { appendEvents, taskCreatedData } from '../support/task-events';

type Entry = SiteBookEntryAnswer;

const NOTICE_BY = { 1: [2, 9], 2: [2, 9], 3: [4], 4: [2, 4, 9], 5: [4] };

describe('Libro de Obra API', () => {
  const stage = demoProjectStage();
  let rdiId: string;
  let rdiNumber: number;
  const ids: Record<string, string> = {};
  const codes: Record<string, string> = {};
  const replyBy = addDays(chileDate(new Date()), 10);

  const call = (path: string, body: object, token: string) => stage.server.call(`/siteBook${path}`, body, token);
  const draft = async (token: string, fields: Record<string, unknown>) => {
    const answer = await call('/createEntry', { project_id: stage.projectId, references: [], ...fields }, token);
    expect(answer.status).toBe(200);
    return answer.body.entry as Entry;
  };
  const sign = (entryId: string, token: string, password = 'faena1234') =>
    call('/signEntry', { entry_id: entryId, password }, token);
  const signed = async (entryId: string, token: string) => {
    const answer = await sign(entryId, token);
    expect(answer.status).toBe(200);
    return answer.body.entry as Entry;
  };
  const entry = async (entryId: string, token: string) =>
    (await call('/getEntry', { entry_id: entryId }, token)).body.entry as Entry;
  const verify = (code: string) => fetch(`${stage.server.url}/api/siteBook/verify?code=${encodeURIComponent(code)}`);

  beforeAll(async () => {
    const rdi = await stage.server.form(
      '/rdi/create',
      {
        project_id: stage.projectId,
        title: 'Diámetro de armadura en losa',
        description: '<p>¿Qué diámetro lleva la losa del piso 3?</p>',
        especialidades: JSON.stringify([2]),
        subject_id: 1,
        priority: 2,
      },
      stage.jefe,
    );
    expect(rdi.status).toBe(200);
    ({ id: rdiId, number: rdiNumber } = rdi.body.rdi as { id: string; number: number });
  });

  it('has no book until a holder of manage_site_book opens one, naming who writes and who takes notice', async () => {
    const missing = await call('/get', { project_id: stage.projectId }, stage.jefe);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'El proyecto no tiene Libro de Obra.', can_open: false });
    expect((await call('/get', { project_id: stage.projectId }, stage.ito)).body).toMatchObject({ can_open: true });
    const refused = await call(
      '/open',
      { project_id: stage.projectId, writers: [2, 4], notice_by: NOTICE_BY },
      stage.jefe,
    );
    expect(refused.status).toBe(403);
    const bad = await call('/open', { project_id: stage.projectId, writers: [2, 77], notice_by: NOTICE_BY }, stage.ito);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'writers', message: expect.stringContaining('cargo') }]);
    const opened = await call(
      '/open',
      { project_id: stage.projectId, writers: [2, 4, 9], notice_by: NOTICE_BY },
      stage.ito,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.book).toMatchObject({
      project_id: stage.projectId,
      writers: [2, 4, 9],
      status: 'open',
      opened_by: { name: expect.any(String) },
      can: { write: true, manage: true },
    });
    const jefeBook = await call('/get', { project_id: stage.projectId }, stage.jefe);
    expect(jefeBook.body.book).toMatchObject({ can: { write: true, manage: false } });
    // The Profesional de Terreno neither writes nor takes notice: the book is not theirs to read.
    expect((await call('/get', { project_id: stage.projectId }, stage.terreno)).status).toBe(403);
    expect(
      (await call('/open', { project_id: stage.projectId, writers: [4], notice_by: NOTICE_BY }, stage.ito)).status,
    ).toBe(409);
  });

  it('keeps a draft private to its author, refuses bad fields naming them, and numbers only signed folios', async () => {
    const missingText = await call(
      '/createEntry',
      { project_id: stage.projectId, type: 1, text: '  ', references: [] },
      stage.ito,
    );
    expect(missingText.status).toBe(400);
    expect(missingText.body.errors).toEqual([{ field: 'text', message: expect.any(String) }]);
    const strangeRef = await call(
      '/createEntry',
      { project_id: stage.projectId, type: 2, text: 'Ver', references: [{ item_type: 'rdi', item_id: 'no-existe' }] },
      stage.ito,
    );
    expect(strangeRef.status).toBe(400);
    expect(strangeRef.body.errors).toEqual([
      { field: 'references', message: expect.stringContaining('este proyecto') },
    ]);
    const lateReply = await call(
      '/createEntry',
      { project_id: stage.projectId, type: 1, text: 'Hacer', references: [], reply_by: '2001-01-01' },
      stage.ito,
    );
    expect(lateReply.status).toBe(400);
    expect(lateReply.body.errors).toEqual([{ field: 'reply_by', message: expect.any(String) }]);
    expect(
      (await call('/createEntry', { project_id: stage.projectId, type: 2, text: 'x', references: [] }, stage.terreno))
        .status,
    ).toBe(403);

    const instruction = await draft(stage.ito, {
      type: 1,
      text: 'Se instruye **rehacer** la armadura de la losa del piso 3.',
      references: [{ item_type: 'rdi', item_id: rdiId }],
      reply_by: replyBy,
    });
    expect(instruction).toMatchObject({
      status: 'draft',
      folio: null,
      type_name: 'Instrucción',
      references: [{ item_type: 'rdi', item_id: rdiId, label: `RDI Nº ${rdiNumber}: Diámetro de armadura en losa` }],
      can: { update: true, sign: true },
    });
    ids.instruction = instruction.id;
    // Nobody else hears of a draft: not in their list, count or detail.
    const jefeList = await call('/list', { project_id: stage.projectId, page: 1 }, stage.jefe);
    expect(jefeList.body).toMatchObject({ entries: [], total: 0, unnoticed_count: 0 });
    expect((await call('/getEntry', { entry_id: instruction.id }, stage.jefe)).status).toBe(404);
    expect((await sign(instruction.id, stage.jefe)).status).toBe(404);
    const itoList = await call('/list', { project_id: stage.projectId, page: 1 }, stage.ito);
    expect((itoList.body.entries as Entry[]).map((row) => [row.id, row.status])).toEqual([[instruction.id, 'draft']]);

    const wrong = await sign(instruction.id, stage.ito, 'no-es-la-clave');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('La contraseña no es correcta.');
    const folio = await signed(instruction.id, stage.ito);
    expect(folio).toMatchObject({
      status: 'signed',
      folio: 1,
      signed_by: { id: 'demo-ito' },
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      code: expect.stringMatching(/^LO-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
      can: { update: false, sign: false },
    });
    codes.instruction = folio.code!;
    // Signed, it takes no change; signing again answers the same folio.
    const change = await call('/updateEntry', { entry_id: instruction.id, text: 'Otra cosa' }, stage.ito);
    expect(change.status).toBe(409);
    expect((await signed(instruction.id, stage.ito)).folio).toBe(1);
  });

  it('rings the bell and queues the e-mail of those who must take notice, and nobody else', async () => {
    const bell = (token: string) =>
      stage.server.call('/notifications/getUserNotifications', { project_id: stage.projectId }, token);
    const folioNotices = (answer: { body: Record<string, unknown> }) =>
      (answer.body.notifications as Array<{ item_type: number; item_id: string; description: string }>).filter(
        (notification) => notification.item_type === 4,
      );
    expect(folioNotices(await bell(stage.jefe))).toEqual([
      expect.objectContaining({
        item_id: ids.instruction,
        description: expect.stringContaining('firmó el folio Nº 1 del Libro de Obra'),
      }),
    ]);
    for (const token of [stage.ito, stage.admin]) expect(folioNotices(await bell(token))).toEqual([]);
    const reads = stage.server.app.get<ReadStore>(READ_STORE);
    const queued = await reads.collection(ITEM_MAILS).find({ item_key: `site_book:${ids.instruction}` });
    expect(queued.map((mail) => mail.user_id)).toEqual(['demo-jefe-ot']);
  });

  it('tells the Jefe OT to take notice, gives them the ball until a signed Respuesta answers', async () => {
    const seen = await entry(ids.instruction!, stage.jefe);
    expect(seen.notice_pending.map((person) => person.user_id)).toEqual(['demo-jefe-ot']);
    expect(seen.ball_in_court).toEqual({
      holders: [{ user_id: 'demo-jefe-ot', name: expect.any(String) }],
      overdue: false,
    });
    expect(seen.can).toMatchObject({ take_notice: true, answer: true, correct: true });
    const unnoticed = await call('/list', { project_id: stage.projectId, page: 1, unnoticed: true }, stage.jefe);
    expect(unnoticed.body).toMatchObject({ total: 1, unnoticed_count: 1 });
    // The ITO wrote it: they take no notice of their own folio.
    expect((await call('/takeNotice', { entry_id: ids.instruction }, stage.ito)).status).toBe(403);
    const noticed = await call('/takeNotice', { entry_id: ids.instruction }, stage.jefe);
    expect(noticed.status).toBe(200);
    expect((noticed.body.entry as Entry).notices).toEqual([
      { user_id: 'demo-jefe-ot', name: expect.any(String), job_type: 'Jefe OT', at: expect.any(String) },
    ]);
    expect((noticed.body.entry as Entry).notice_pending).toEqual([]);
    const twice = await call('/takeNotice', { entry_id: ids.instruction }, stage.jefe);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Ya tomaste conocimiento de este folio.');
    expect((await call('/list', { project_id: stage.projectId, page: 1 }, stage.jefe)).body.unnoticed_count).toBe(0);

    // A refused draft takes no folio: the Jefe's answer must be a Respuesta to answer.
    const refused = await call(
      '/createEntry',
      { project_id: stage.projectId, type: 2, text: 'x', references: [], answers: ids.instruction },
      stage.jefe,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'answers', message: expect.any(String) }]);
    const answer = await draft(stage.jefe, {
      type: 3,
      text: 'Se rehace la armadura según la RDI.',
      references: [{ item_type: 'rdi', item_id: rdiId }],
      answers: ids.instruction,
    });
    const answered = await signed(answer.id, stage.jefe);
    expect(answered).toMatchObject({ folio: 2, answers: { id: ids.instruction, folio: 1 } });
    const instruction = await entry(ids.instruction!, stage.ito);
    expect(instruction).toMatchObject({ answered_by: [{ id: answer.id, folio: 2 }], ball_in_court: null });
    ids.answer = answer.id;
  });

  it('corrects a folio with a new one, both kept, and lists folios newest first with the own drafts first', async () => {
    const correction = await draft(stage.ito, {
      type: 4,
      text: 'Corrige el folio Nº 1: la losa es la del piso 4.',
      corrects: ids.instruction,
    });
    const pending = await draft(stage.ito, { type: 2, text: 'Borrador que queda.' });
    const corrected = await signed(correction.id, stage.ito);
    expect(corrected).toMatchObject({ folio: 3, corrects: { id: ids.instruction, folio: 1 } });
    expect(await entry(ids.instruction!, stage.jefe)).toMatchObject({
      folio: 1,
      text: 'Se instruye **rehacer** la armadura de la losa del piso 3.',
      corrected_by: [{ id: correction.id, folio: 3 }],
    });
    const list = await call('/list', { project_id: stage.projectId, page: 1 }, stage.ito);
    expect((list.body.entries as Entry[]).map((row) => row.folio)).toEqual([null, 3, 2, 1]);
    expect((list.body.entries as Entry[])[0]).toMatchObject({ id: pending.id, excerpt: 'Borrador que queda.' });
    expect(list.body).toMatchObject({ total: 3, page_size: 25 });
    expect((list.body.entries as Array<Record<string, unknown>>)[1]).not.toHaveProperty('text');
    const ofType = await call('/list', { project_id: stage.projectId, page: 1, type: 3 }, stage.jefe);
    expect((ofType.body.entries as Entry[]).map((row) => row.folio)).toEqual([2]);
    const mentions = await call('/mentions', { item_type: 'rdi', item_id: rdiId }, stage.jefe);
    expect((mentions.body.folios as Array<{ folio: number }>).map((folio) => folio.folio)).toEqual([1, 2]);
  });

  it("takes a draft's files from its author, who may delete them until signing; then they are sealed", async () => {
    const upload = (entryId: string, token: string, name = 'acta.txt') =>
      stage.server.form('/files/upload', { project_id: stage.projectId, type: 9, entry_id: entryId }, token, {
        file: { name, content: Buffer.from('Acta de recepción\n'), type: 'text/plain' },
      });
    const remove = async (fileId: string, token: string) => {
      const response = await fetch(`${stage.server.url}/api/forge/deleteForgeFile`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ file_id: fileId }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    const reception = await draft(stage.ito, { type: 5, text: 'Se recibe la losa del piso 3.' });
    expect((await upload(reception.id, stage.jefe)).status).toBe(404);
    expect((await upload(reception.id, stage.ito)).status).toBe(200);
    const mistaken = (await upload(reception.id, stage.ito, 'borrador.txt')).body.file as { id: string };
    expect((await remove(mistaken.id, stage.ito)).status).toBe(200);
    const folio = await signed(reception.id, stage.ito);
    expect(folio.files).toEqual([
      { id: expect.any(String), name: 'acta.txt', size: 19, content_type: 'text/plain', url: expect.any(String) },
    ]);
    expect((await entry(reception.id, stage.jefe)).files.map((file) => file.name)).toEqual(['acta.txt']);

    const deleted = await remove(folio.files[0]!.id, stage.ito);
    expect(deleted).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'El archivo es parte de un folio firmado y no puede eliminarse.' }),
    });
    const replaced = await upload(reception.id, stage.ito);
    expect(replaced.status).toBe(409);
    expect(replaced.body.message).toBe('El archivo es parte de un folio firmado y no puede reemplazarse.');
    expect((await upload(reception.id, stage.ito, 'otro.txt')).status).toBe(409);
    const kept = (await entry(reception.id, stage.jefe)).files;
    expect(kept.map((file) => file.name)).toEqual(['acta.txt']);
    const download = await fetch(`${stage.server.url}${kept[0]!.url}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('Acta de recepción\n');
    const valid = await (await verify(folio.code!)).json();
    expect(valid).toMatchObject({ valid: true, folio: folio.folio });
  });

  it('refuses an edit opened on an older version instead of overwriting another tab', async () => {
    const own = await draft(stage.jefe, { type: 2, text: 'Primera versión.' });
    const first = await call(
      '/updateEntry',
      { entry_id: own.id, text: 'Segunda.', expected_version: own.version },
      stage.jefe,
    );
    expect(first.status).toBe(200);
    const stale = await call(
      '/updateEntry',
      { entry_id: own.id, text: 'Tercera.', expected_version: own.version },
      stage.jefe,
    );
    expect(stale.status).toBe(409);
    expect((await entry(own.id, stage.jefe)).text).toBe('Segunda.');
  });

  it('verifies a folio by its code without sign-in, and says which folio no longer matches once altered', async () => {
    const valid = await verify(codes.instruction!);
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({
      valid: true,
      folio: 1,
      project_name: expect.any(String),
      author_name: expect.any(String),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const unknown = await verify('LO-AAAA-AAAA');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ valid: false, message: 'No existe un folio con ese código.' });

    const file = join(stage.server.config.dataDir, 'events.sqlite');
    const db = new Database(file, { readonly: true });
    const row = db
      .prepare<[], { position: number; data: string }>(
        "SELECT position, data FROM events WHERE type = 'SiteBookFolioSigned' ORDER BY position LIMIT 1",
      )
      .get()!;
    db.close();
    const data = JSON.parse(row.data) as { content: { text: string } };
    tamperLog(file).editData(row.position, { ...data, content: { ...data.content, text: 'Nada que rehacer.' } });
    const altered = await verify(codes.instruction!);
    expect(await altered.json()).toEqual({
      code: 200,
      valid: false,
      folio: 1,
      message: 'El folio Nº 1 no coincide con su firma.',
    });
  });

  it('slows down repeated wrong passwords like the sign-in, with its Spanish text', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await sign(ids.answer!, stage.terreno, 'adivinando')).status).toBe(401);
    }
    const limited = await sign(ids.answer!, stage.terreno, 'adivinando');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY_ATTEMPTS);
  });

  it("offers to cite the project's items of each type by number or title, the newest first when nothing is typed", async () => {
    const jefe = 'demo-jefe-ot';
    const append = (event: { type: string; data: object }, stream: string) =>
      appendEvents(
        stage.server,
        [
          {
            event: { type: event.type, data: { ...event.data, projectId: stage.projectId } },
            by: jefe,
            at: new Date().toISOString(),
          },
        ],
        stream,
      );
    // More additionals than any list's first page: the newest is the one to find.
    for (let number = 1; number <= 60; number += 1) {
      const title = number === 60 ? 'Refuerzo de viga invertida' : `Muro ${number}`;
      const createdBy = { userId: jefe, jobTypeId: 2 };
      await append(additionalCreated(`ad-${number}`, number, { title, createdBy }), `additional-ad-${number}`);
    }
    await append(
      paymentStatusCreated('ep-1', ['ad-60'], { progress: 1000, amount: 0, base: 0 }),
      'payment-status-ep-1',
    );
    for (const [taskId, hidden] of [
      ['t-open', false],
      ['t-private', true],
    ] as const) {
      const task = { taskId, projectId: stage.projectId, number: hidden ? 2 : 1, responsibleId: jefe, createdBy: jefe };
      await append(
        { type: 'TaskCreated', data: taskCreatedData({ ...task, title: 'Viga del eje 3', private: hidden }) },
        `task-${taskId}`,
      );
    }
    const citable = async (itemType: string, search?: string) => {
      const answer = await call('/citable', { project_id: stage.projectId, item_type: itemType, search }, stage.jefe);
      expect(answer.status).toBe(200);
      return answer.body.references as Array<{ item_type: string; item_id: string; label: string }>;
    };
    const ids = (found: Array<{ item_id: string }>) => found.map((reference) => reference.item_id);

    const newest = await citable('additional');
    expect(newest).toHaveLength(20);
    expect(newest[0]).toEqual({
      item_type: 'additional',
      item_id: 'ad-60',
      label: 'Adicional Nº 60: Refuerzo de viga invertida',
    });
    expect(ids(await citable('additional', '60'))).toEqual(['ad-60']);
    expect(ids(await citable('additional', 'VIGA invertída'))).toEqual(['ad-60']);
    expect(ids(await citable('additional', 'muro 5'))).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `ad-${59 - i}`),
      'ad-5',
    ]);
    expect(await citable('payment_status', 'viga')).toEqual([
      { item_type: 'payment_status', item_id: 'ep-1', label: 'Estado de Pago Nº 1 del Adicional Nº 60' },
    ]);
    expect((await citable('rdi', 'armadura')).map((reference) => reference.label)).toEqual([
      `RDI Nº ${rdiNumber}: Diámetro de armadura en losa`,
    ]);
    expect(ids(await citable('rdi'))[0]).toBe(rdiId);
    // A private task is never offered, not even to who may read it: the book's readers could not.
    expect(await citable('task', 'viga')).toEqual([
      { item_type: 'task', item_id: 't-open', label: 'Tarea Nº 1: Viga del eje 3' },
    ]);

    const notReader = await call('/citable', { project_id: stage.projectId, item_type: 'rdi' }, stage.terreno);
    expect(notReader.status).toBe(403);
    const badType = await call('/citable', { project_id: stage.projectId, item_type: 'obra' }, stage.jefe);
    expect(badType.status).toBe(400);
    expect(badType.body.errors).toEqual([{ field: 'item_type', message: expect.any(String) }]);
  });

  it("pushes a draft's changes to its author only, and a folio's to the book's readers only", async () => {
    const heard = (token: string) =>
      listenLive(stage.server.url, token, (change) =>
        change.kind.startsWith('site_book') || change.kind === 'rdi' || change.kind === 'file' ? change.id : undefined,
      );
    const [author, reader, member] = await Promise.all([heard(stage.ito), heard(stage.jefe), heard(stage.terreno)]);
    const kept = await draft(stage.ito, { type: 2, text: 'Borrador que nadie más ve.' });
    // A draft's file too: nobody else may know the draft has one.
    const attached = await stage.server.form(
      '/files/upload',
      { project_id: stage.projectId, type: 9, entry_id: kept.id },
      stage.ito,
      { file: { name: 'acta.txt', content: Buffer.from('acta'), type: 'text/plain' } },
    );
    const fileId = (attached.body.file as { id: string }).id;
    const observation = await draft(stage.ito, { type: 2, text: 'Se observa la faena limpia.' });
    await signed(observation.id, stage.ito);
    // Every member hears of a new RDI after the folio: each connection hears in order, so by then
    // each has heard whatever it may of the book.
    const rdi = await stage.server.form(
      '/rdi/create',
      {
        project_id: stage.projectId,
        title: 'Cota de fundación',
        description: '<p>¿Cota?</p>',
        especialidades: '[2]',
        subject_id: 1,
        priority: 2,
      },
      stage.jefe,
    );
    const rdiId = (rdi.body.rdi as { id: string }).id;
    await eventually(() => [author, reader, member].every((listener) => listener.heard.includes(rdiId)), Boolean);
    expect(author.heard).toEqual(expect.arrayContaining([kept.id, fileId, observation.id, stage.projectId]));
    expect(reader.heard).toEqual(expect.arrayContaining([observation.id, stage.projectId]));
    expect(reader.heard).not.toContain(kept.id);
    expect(reader.heard).not.toContain(fileId);
    // The Profesional de Terreno is a member of the project but does not read its book.
    expect(member.heard).toEqual([rdiId]);
    for (const listener of [author, reader, member]) listener.close();
  });

  it('closes the book with the project: the system writes the closing folio and no entry is taken after', async () => {
    const closed = await stage.server.call(
      '/project/closeProject',
      { project_id: stage.projectId, reason: 'Obra terminada' },
      stage.admin,
    );
    expect(closed.status).toBe(200);
    const book = await eventually(
      () => call('/get', { project_id: stage.projectId }, stage.ito),
      (answer) => (answer.body.book as { status?: string } | undefined)?.status === 'closed',
    );
    expect(book.body.book).toMatchObject({ status: 'closed', can: { write: false } });
    const list = await call('/list', { project_id: stage.projectId, page: 1 }, stage.jefe);
    expect((list.body.entries as Entry[]).find((row) => row.status === 'signed')).toMatchObject({
      folio: 6,
      type_name: 'Comunicación',
      author: { name: 'Faena (sistema)' },
    });
    const late = await call(
      '/createEntry',
      { project_id: stage.projectId, type: 2, text: 'Tarde', references: [] },
      stage.jefe,
    );
    expect(late.status).toBe(409);
  });
});

describe('Libro de Obra API: the book follows its project when it closes and reopens', () => {
  const stage = demoProjectStage();
  const call = (path: string, body: object, token: string) => stage.server.call(`/siteBook${path}`, body, token);
  const project = (action: 'closeProject' | 'openProject') =>
    stage.server.call(`/project/${action}`, { project_id: stage.projectId, reason: 'Obra' }, stage.admin);
  const bookStatus = (status: 'open' | 'closed') =>
    eventually(
      () => call('/get', { project_id: stage.projectId }, stage.ito),
      (answer) => (answer.body.book as { status?: string } | undefined)?.status === status,
    );
  const writeAndSign = async (text: string) => {
    const created = await call(
      '/createEntry',
      { project_id: stage.projectId, type: 2, text, references: [] },
      stage.ito,
    );
    expect(created.status).toBe(200);
    const entryId = (created.body.entry as Entry).id;
    return call('/signEntry', { entry_id: entryId, password: 'faena1234' }, stage.ito);
  };
  const systemFolios = async () =>
    ((await call('/list', { project_id: stage.projectId, page: 1 }, stage.ito)).body.entries as Entry[])
      .filter((row) => row.author.name === 'Faena (sistema)')
      .map((row) => [row.folio, row.excerpt.split(':')[0]]);

  it('closes the book with a closing folio, and reopens it with a reopening folio that takes folios again', async () => {
    const opened = await call('/open', { project_id: stage.projectId, writers: [4], notice_by: NOTICE_BY }, stage.ito);
    expect(opened.status).toBe(200);
    expect((await writeAndSign('Se inicia la obra gruesa.')).status).toBe(200);

    expect((await project('closeProject')).status).toBe(200);
    expect((await bookStatus('closed')).body.book).toMatchObject({ can: { write: false } });
    expect(await systemFolios()).toEqual([[2, 'Cierre del Libro de Obra']]);

    expect((await project('openProject')).status).toBe(200);
    const reopened = await bookStatus('open');
    expect(reopened.body.book).toMatchObject({ closed_at: null, can: { write: true } });
    expect(await systemFolios()).toEqual([
      [3, 'Reapertura del Libro de Obra'],
      [2, 'Cierre del Libro de Obra'],
    ]);
    const [reopening] = (
      (await call('/list', { project_id: stage.projectId, page: 1 }, stage.ito)).body.entries as Entry[]
    ).filter((row) => row.folio === 3);
    expect(reopening).toMatchObject({ type_name: 'Comunicación', code: expect.stringMatching(/^LO-REAPERTURA-/) });

    const after = await writeAndSign('Se retoman las faenas.');
    expect(after.status).toBe(200);
    const folio = after.body.entry as Entry;
    expect(folio.folio).toBe(4);
    // The chain holds from folio 1 through the closing and reopening ones up to the new folio.
    const verified = await fetch(`${stage.server.url}/api/siteBook/verify?code=${folio.code}`);
    expect(await verified.json()).toMatchObject({ valid: true, folio: 4 });

    // Closed again, it takes another closing folio after all of them.
    expect((await project('closeProject')).status).toBe(200);
    await bookStatus('closed');
    expect((await systemFolios())[0]).toEqual([5, 'Cierre del Libro de Obra']);
  });
});
