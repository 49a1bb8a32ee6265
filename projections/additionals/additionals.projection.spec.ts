import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import {
  ADDITIONAL_REGISTERS,
  ADDITIONAL_REVISIONS,
  ADDITIONAL_STATS,
  ADDITIONALS,
  additionalsProjection,
  weekOf,
} from './additionals.projection';

const given = projectionSpec(additionalsProjection);
const of = (additionalId = 'a1') => ({ additionalId, projectId: 'p1' });
/** Monday 2 November 2026, noon in Chile; then Tuesday, Thursday and the next Monday. */
const T0 = '2026-11-02T15:00:00.000Z';
const T1 = '2026-11-03T15:00:00.000Z';
const T2 = '2026-11-05T15:00:00.000Z';
const T3 = '2026-11-09T15:00:00.000Z';

const revision = (revisionId: string, number: number, directCost: number) => ({
  revisionId,
  revision: number,
  currencyId: 1,
  directCost,
  generalExpenses: 1000,
  utility: 500,
  totalRequested: directCost + 1500,
  description: `<p>Revisión ${number}</p>`,
  fileIds: [],
});
const jefe = { userId: 'javiera', jobTypeId: 2 };
const ito = { userId: 'ignacio', jobTypeId: 4 };

const created = (additionalId = 'a1', at = T0, type = 1) =>
  stored(
    'AdditionalCreated',
    {
      ...of(additionalId),
      number: additionalId === 'a1' ? 1 : 2,
      title: 'Losa adicional',
      additionalType: type,
      code: `AD-00${additionalId === 'a1' ? 1 : 2}`,
      specialties: [{ id: 2, name: 'Estructura' }],
      copyTo: [],
      reminder: { days: [1], repeatable: true },
      fromTaskId: null,
      createdBy: jefe,
      firstRevision: revision(`${additionalId}-r1`, 1, 10_000),
      responseStatus: 1,
    },
    at,
    'javiera',
  );
const revised = (at: string, status: 1 | 2 | 3 = 1) =>
  stored(
    'AdditionalRevisionAdded',
    { ...of(), ...revision('a1-r2', 2, 20_000), author: jefe, status, responseStatus: status === 2 ? null : 1 },
    at,
    'javiera',
  );
const statusChanged = (status: 2 | 3 | 4, at: string, by = ito, additionalId = 'a1') =>
  stored(
    'AdditionalStatusChanged',
    {
      ...of(additionalId),
      by,
      status,
      requested: status,
      responseStatus: status === 3 ? (by.jobTypeId === 4 ? 2 : 1) : null,
    },
    at,
    by.userId,
  );
const paymentCreated = (paymentStatusId: string, additionalIds: string[], progress: number, amount: number) =>
  stored('PaymentStatusCreated', {
    paymentStatusId,
    projectId: 'p1',
    additionalIds,
    currencyId: 1,
    base: 31_500,
    progress,
    amount,
    description: '',
    requestedBy: 'javiera',
  });
const paymentApproved = (paymentStatusId: string, progress: number, amount: number) =>
  stored('PaymentStatusApproved', { paymentStatusId, projectId: 'p1', progress, amount, approvedBy: 'ignacio' });

const one = async (events: StoredEvent[], id = 'a1') =>
  (await given(events).documents(ADDITIONALS)).find((doc) => doc._id === id);

describe('additionals projection', () => {
  it('lists a new additional as Vigente, waiting for the ITO, with its first revision', async () => {
    expect(await one([created()])).toMatchObject({
      number: 1,
      code: 'AD-001',
      status: 1,
      response_status: 1,
      response_since: T0,
      last_revision: { id: 'a1-r1', revision: 1, total_requested: 11_500, currency_id: 1, created_at: T0 },
      revisions_count: 1,
      list_key: 'p1:1',
      type_key: 'p1:1:t1',
      specialty_keys: ['p1:1:e2'],
      response_key: 'p1:1:r1',
      number_key: '0000000001',
      ito_id: null,
      reminders: { javiera: { days: [1], repeatable: true } },
    });
    expect(await given([created()]).documents(ADDITIONAL_REVISIONS)).toEqual([
      expect.objectContaining({ _id: 'a1-r1', additional_id: 'a1', revision: 1, total_requested: 11_500, status: 1 }),
    ]);
  });

  it('keeps every revision, the last one current, and counts the turn it ended', async () => {
    const additional = await one([created(), revised(T1)]);
    expect(additional).toMatchObject({
      last_revision: { id: 'a1-r2', revision: 2, total_requested: 21_500, created_at: T1 },
      revisions_count: 2,
      response_since: T1,
      responses: { count: 1, ms: 86_400_000 },
    });
    const revisions = await given([created(), revised(T1)]).documents(ADDITIONAL_REVISIONS);
    expect(revisions.map((doc) => [doc.revision, doc.created_by])).toEqual([
      [1, 'javiera'],
      [2, 'javiera'],
    ]);
  });

  it('follows the ITO asking to annul, then accepting: the keys move with the status and the clock stops', async () => {
    const asked = await one([created(), statusChanged(3, T1)]);
    expect(asked).toMatchObject({ status: 3, response_status: 2, list_key: 'p1:3', response_key: 'p1:3:r2' });
    expect(asked).toMatchObject({ ito_id: 'ignacio', ended_at: null, approved_at: null });
    const accepted = await one([created(), statusChanged(3, T1), statusChanged(2, T2)]);
    expect(accepted).toMatchObject({
      status: 2,
      response_status: null,
      response_key: 'p1:2:r0',
      approved_at: T2,
      ended_at: T2,
      responses: { count: 2, ms: 3 * 86_400_000 },
    });
  });

  it('sums the approved payment statuses, counting one that covers several additionals for each', async () => {
    const events = [
      created(),
      created('a2', T0),
      statusChanged(2, T1),
      statusChanged(2, T1, ito, 'a2'),
      paymentCreated('ps1', ['a1'], 3550, 11_163),
      paymentApproved('ps1', 3550, 11_163),
      paymentCreated('ps2', ['a1', 'a2'], 2000, 5000),
      paymentCreated('ps3', ['a1'], 1000, 3000),
      paymentApproved('ps2', 2500, 6000),
    ];
    expect(await one(events)).toMatchObject({ approved_progress: 6050, approved_amount: 17_163 });
    // ps3 is asked for, not approved: it counts nowhere.
    expect(await one(events, 'a2')).toMatchObject({ approved_progress: 2500, approved_amount: 6000 });
  });

  it('keeps the time of the last change when the additional is sent by e-mail, taking the new version', async () => {
    const sent = stored(
      'AdditionalSentByEmail',
      { ...of(), recipients: [{ email: 'arquitecta@estudio.cl', name: '' }] },
      T1,
    );
    expect(await one([created(), sent])).toMatchObject({ updated_at: T0, version: sent.revision });
  });

  it('keeps the time of the last change when someone looks, subscribes or sets a reminder; a real change moves it', async () => {
    const marks = [
      created(),
      stored('AdditionalSeenStatusSet', { ...of(), userId: 'ignacio', status: 1 }, T1),
      stored('AdditionalSubscriptionSet', { ...of(), userId: 'ignacio', subscribed: true, byEmail: true }, T1),
      stored('AdditionalReminderSet', { ...of(), userId: 'ignacio', days: [4], repeatable: false }, T1),
    ];
    expect(await one(marks)).toMatchObject({ seen_by: { ignacio: { status: 1, at: T1 } }, updated_at: T0 });
    const modified = stored('AdditionalModified', { ...of(), changes: { priority: 3 } }, T2);
    expect(await one([...marks, modified])).toMatchObject({ priority: 3, updated_at: T2 });
  });

  it('keeps the register of the last number and code, also once the additional is deleted', async () => {
    const taken = stored('AdditionalNumberTaken', { projectId: 'p1', additionalId: 'a1', number: 1, code: 'AD-001' });
    const deleted = stored('AdditionalDeleted', of());
    const folded = given([taken, created(), deleted]);
    expect(await folded.documents(ADDITIONALS)).toEqual([]);
    expect(await folded.documents(ADDITIONAL_REVISIONS)).toEqual([]);
    expect(await folded.documents(ADDITIONAL_REGISTERS)).toEqual([
      { _id: 'p1', project_id: 'p1', number: 1, code: 'AD-001' },
    ]);
  });

  it('counts the statistics by type, status and currency, per week, and the response time, moving with each change', async () => {
    const events = [created(), created('a2', T3, 2), revised(T1), statusChanged(2, T2)];
    const [stats] = await given(events).documents(ADDITIONAL_STATS);
    expect(stats).toEqual({
      _id: 'p1',
      project_id: 'p1',
      amounts: { '1:2:1': { count: 1, total: 21_500 }, '2:1:1': { count: 1, total: 11_500 } },
      weeks: { '2026-11-02': { created: 1, solved: 1 }, '2026-11-09': { created: 1, solved: 0 } },
      response_count: 2,
      response_ms: 3 * 86_400_000,
    });
    const [afterDelete] = await given([...events, stored('AdditionalDeleted', of())]).documents(ADDITIONAL_STATS);
    expect(afterDelete).toMatchObject({
      amounts: { '2:1:1': { count: 1, total: 11_500 } },
      weeks: { '2026-11-09': { created: 1, solved: 0 } },
      response_count: 0,
      response_ms: 0,
    });
  });

  it('weeks start on Monday in Chile (UTC-3 in November)', () => {
    expect(weekOf('2026-11-02T02:59:00.000Z')).toBe('2026-10-26');
    expect(weekOf('2026-11-02T03:00:00.000Z')).toBe('2026-11-02');
    expect(weekOf('2026-11-08T23:00:00.000Z')).toBe('2026-11-02');
  });
});
