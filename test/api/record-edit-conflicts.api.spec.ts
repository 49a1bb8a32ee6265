import { demoStage } from '../support/demo-stage';

/**
 * Two people edit the same item: A changes a field; B, whose form was opened before, changes
 * another one (it goes through, A's value stays) or the same one (409 with the current values and
 * version; sent again on that version, it goes through). Without a version, the fields sent win.
 */
describe('edits that never overwrite silently', () => {
  const stage = demoStage();
  type Answer = { status: number; body: Record<string, unknown> };
  const expectConflict = (answer: Answer, message: string, current: Record<string, unknown>) => {
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 409,
      error: 'edit.conflict',
      message,
      changed_fields: Object.keys(current),
      current,
      version: expect.any(Number),
    });
    return answer.body.version as number;
  };

  describe('projects', () => {
    const projectId = 'demo-aromos';
    const detail = async () => {
      const response = await fetch(`${stage.server.url}/api/project/getProjectByID`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stage.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ project_id: projectId }),
      });
      const body = (await response.json()) as { project: Record<string, unknown> & { version: number } };
      return { project: body.project, etag: response.headers.get('etag') };
    };
    const update = (fields: Record<string, string | number>, token: string) =>
      stage.server.form('/project/update', { project_id: projectId, ...fields }, token);
    const message = 'Otra persona modificó este proyecto mientras lo editabas.';

    it('answers its version in the detail, with an ETag', async () => {
      const { project, etag } = await detail();
      expect(project.version).toEqual(expect.any(Number));
      expect(etag).toBe(`"${project.version}"`);
    });

    it("keeps A's change when B changes another field, and refuses B's change of the same field", async () => {
      const { project: opened } = await detail();
      const a = await update({ name: 'Edificio Los Aromos (A)', expected_version: opened.version }, stage.jefe);
      expect(a.status).toBe(200);
      expect((a.body.project as { version: number }).version).toBeGreaterThan(opened.version);

      const other = await update({ address: 'Av. Grecia 100', expected_version: opened.version }, stage.admin);
      expect(other.status).toBe(200);
      expect(other.body.project).toMatchObject({ name: 'Edificio Los Aromos (A)', address: 'Av. Grecia 100' });

      const same = await update({ name: 'Edificio Los Aromos (B)', expected_version: opened.version }, stage.admin);
      const now = expectConflict(same, message, { name: 'Edificio Los Aromos (A)' });
      expect(now).toBe((await detail()).project.version);

      const again = await update({ name: 'Edificio Los Aromos (B)', expected_version: now }, stage.admin);
      expect(again.status).toBe(200);
      expect(again.body.project).toMatchObject({ name: 'Edificio Los Aromos (B)', address: 'Av. Grecia 100' });
    });

    it('takes If-Match as the version', async () => {
      const { project: opened } = await detail();
      expect((await update({ total_days: 600 }, stage.jefe)).status).toBe(200);
      const refused = await stage.server.form(
        '/project/update',
        { project_id: projectId, total_days: 610 },
        stage.admin,
        {},
        { 'if-match': `"${opened.version}"` },
      );
      expectConflict(refused, message, { total_days: 600 });
    });

    it('keeps a field left out as it is, without a version too', async () => {
      const { project: before } = await detail();
      const answer = await update({ description: 'Torre de 20 pisos' }, stage.jefe);
      expect(answer.status).toBe(200);
      const { project: after } = await detail();
      expect(after).toMatchObject({
        description: 'Torre de 20 pisos',
        name: before.name,
        address: before.address,
        geo: before.geo,
        project_image: before.project_image,
        specialties: before.specialties,
        details: before.details,
      });
    });
  });

  describe('users', () => {
    const detailOf = async (token: string) => {
      const response = await fetch(`${stage.server.url}/api/user/details`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      const { user } = (await response.json()) as { user: Record<string, unknown> & { id: string; version: number } };
      return { user, etag: response.headers.get('etag') };
    };
    const message = 'Otra persona modificó este usuario mientras lo editabas.';

    it("keeps the administrator's change when the user changes another field, and refuses the same field", async () => {
      const { user: opened, etag } = await detailOf(stage.jefe);
      expect(etag).toBe(`"${opened.version}"`);
      const update = (fields: Record<string, string | number>, token: string) =>
        stage.server.form('/user/update', { user_id: opened.id, ...fields }, token);

      expect((await update({ phone: '+56 9 3333 4444', expected_version: opened.version }, stage.admin)).status).toBe(
        200,
      );
      const other = await update({ address: 'Av. Matta 200', expected_version: opened.version }, stage.jefe);
      expect(other.status).toBe(200);
      expect(other.body.user).toMatchObject({ info: { phone: '+56 9 3333 4444', address: 'Av. Matta 200' } });

      const same = await update({ phone: '+56 9 5555 6666', expected_version: opened.version }, stage.jefe);
      const now = expectConflict(same, message, { phone: '+56 9 3333 4444' });
      const again = await update({ phone: '+56 9 5555 6666', expected_version: now }, stage.jefe);
      expect(again.status).toBe(200);
      expect(again.body.user).toMatchObject({
        name: opened.name,
        info: { phone: '+56 9 5555 6666', address: 'Av. Matta 200' },
      });
    });
  });

  describe('companies', () => {
    const companyId = 'demo-company';
    const message = 'Otra persona modificó esta empresa mientras la editabas.';

    it("keeps A's change when B changes another field, and refuses B's change of the same field", async () => {
      const { user: jefeUser } = (await stage.server.call('/user/details', {}, stage.jefe)).body as {
        user: { id: string };
      };
      const granted = await stage.server.call(
        '/user/setCapabilitiesByUserCompany',
        { user_id: jefeUser.id, company_id: companyId, capabilities: ['edit_company', 'create_project'] },
        stage.admin,
      );
      expect(granted.status).toBe(200);
      const companies = (
        await stage.server.call('/company/getCompaniesByUserID', { user_id: jefeUser.id }, stage.admin)
      ).body.companies as Array<{ company_id: string; company: { name: string; version: number } }>;
      const opened = companies.find((entry) => entry.company_id === companyId)?.company;
      if (!opened) throw new Error('the Jefe OT is not in the demo company');
      const update = (fields: Record<string, string | number>, token: string) =>
        stage.server.form('/company/update', { company_id: companyId, ...fields }, token);

      const a = await update({ name: 'Constructora Cordillera SpA', expected_version: opened.version }, stage.admin);
      expect(a.status).toBe(200);
      const other = await update({ description: 'Obras civiles', expected_version: opened.version }, stage.jefe);
      expect(other.status).toBe(200);
      expect(other.body.company).toMatchObject({ name: 'Constructora Cordillera SpA', description: 'Obras civiles' });

      const same = await update({ name: 'Cordillera Ltda.', expected_version: opened.version }, stage.jefe);
      const now = expectConflict(same, message, { name: 'Constructora Cordillera SpA' });
      const again = await update({ name: 'Cordillera Ltda.', expected_version: now }, stage.jefe);
      expect(again.status).toBe(200);
      expect(again.body.company).toMatchObject({ name: 'Cordillera Ltda.', description: 'Obras civiles' });
    });
  });

  describe('Estados de Pago', () => {
    const projectId = 'demo-lo-aguirre';
    const message = 'Otra persona modificó este estado de pago mientras lo editabas.';

    it('keeps the progress when only the amount is sent, and refuses an amount someone else changed', async () => {
      const created = await stage.server.form(
        '/additionals/create',
        {
          project_id: projectId,
          title: 'Muro cortafuego en eje 5',
          type: 1,
          code: 'AD-EC-1',
          description: '<p>Muro no incluido en el plano</p>',
          especialidades: JSON.stringify([1]),
          currency_id: 2,
          direct_cost: '1000.00',
          general_expenses: '0',
          utility: '0',
        },
        stage.jefe,
      );
      const additionalId = (created.body.additional as { id: string }).id;
      await stage.server.call('/additionals/changeStatus', { additional_id: additionalId, new_status: 2 }, stage.ito);
      const asked = await stage.server.call(
        '/additionals/newPaymentStatus',
        { project_id: projectId, additionals_included: [additionalId], progress: 0.3 },
        stage.jefe,
      );
      expect(asked.status).toBe(200);
      const opened = asked.body.payment_status as { id: string; version: number; progress: number; amount: number };
      expect(opened).toMatchObject({ version: 0, progress: 0.3, amount: 300 });
      const update = (fields: Record<string, unknown>, token: string) =>
        stage.server.call(
          '/additionals/updatePaymentStatus',
          { additional_payment_status_id: opened.id, ...fields },
          token,
        );

      const a = await update({ amount: 320, expected_version: opened.version }, stage.admin);
      expect(a.status).toBe(200);
      expect(a.body.payment_status).toMatchObject({ progress: 0.3, amount: 320, version: 1 });

      const same = await update({ amount: 310, expected_version: opened.version }, stage.jefe);
      const now = expectConflict(same, message, { amount: 320 });
      expect(now).toBe(1);
      const again = await update({ amount: 310, expected_version: now }, stage.jefe);
      expect(again.status).toBe(200);
      expect(again.body.payment_status).toMatchObject({ progress: 0.3, amount: 310, version: 2 });
    });
  });
});
