import {
  additionalAccepted,
  additionalCreated,
  paymentStatusApproved,
  paymentStatusCreated,
  revision,
  revisionAdded,
  T0,
  T1,
  T2,
} from '../../test/support/additional-events';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { ADDITIONAL_TABLE, type AdditionalTableRow, additionalTableProjection } from './additional-table.projection';

const given = projectionSpec(additionalTableProjection);
const rowsAfter = async (events: ReturnType<typeof stored>[]) =>
  (await given(events).documents(ADDITIONAL_TABLE)) as AdditionalTableRow[];

describe('informative table projection', () => {
  it('lists a new additional as Vigente with its first revision as the current amount', async () => {
    const [row] = await rowsAfter([additionalCreated('a1', 7)]);
    expect(row).toEqual({
      _id: 'a1',
      id: 'a1',
      project_id: 'p1',
      number: 7,
      title: 'Muro 7',
      created_by: 'javi',
      created_at: T0,
      status: 1,
      last_revision: { id: 'a1-r1', revision: 1, currency_id: 2, total_requested: 123_456, created_at: T0 },
      accepted_at: null,
      seen_by: {},
      payment_status_ids: [],
      payment_weights: [],
      approved_progress: 0,
      approved_amount: 0,
      list_key: 'p1:1',
      number_key: '0000000007',
    });
  });

  it('follows the newest revision, and dates the agreement when an additional is accepted', async () => {
    const second = revision('a1-r2', 2, [90_000, 10_000, 0]);
    const [row] = await rowsAfter([
      additionalCreated('a1', 1),
      revisionAdded('a1', second, 1, T1),
      additionalAccepted('a1', T2),
    ]);
    expect(row).toMatchObject({
      status: 2,
      list_key: 'p1:2',
      accepted_at: T2,
      last_revision: { id: 'a1-r2', revision: 2, total_requested: 100_000, created_at: T1 },
    });
  });

  it('dates the agreement of a revision that accepts', async () => {
    const second = revision('a1-r2', 2, [90_000, 0, 0]);
    const [row] = await rowsAfter([additionalCreated('a1', 1), revisionAdded('a1', second, 2, T1)]);
    expect(row).toMatchObject({ status: 2, accepted_at: T1 });
  });

  it("keeps each reader's bell and the one before it", async () => {
    const seen = (status: number) =>
      stored('AdditionalSeenStatusSet', { additionalId: 'a1', projectId: 'p1', userId: 'iris', status }, T1, 'iris');
    const [row] = await rowsAfter([additionalCreated('a1', 1), seen(1), seen(2)]);
    expect(row?.seen_by).toEqual({ iris: { status: 2, prev: 1 } });
  });

  it('adds each Estado de Pago as the next column of the rows it covers', async () => {
    const rows = await rowsAfter([
      additionalCreated('a1', 1),
      additionalCreated('a2', 2, { firstRevision: revision('a2-r1', 1, [23_456, 0, 0]) }),
      additionalAccepted('a1'),
      additionalAccepted('a2'),
      paymentStatusCreated('ps1', ['a1'], { progress: 1000, amount: 12_346, base: 123_456 }),
      paymentStatusCreated('ps2', ['a1', 'a2'], { progress: 3550, amount: 52_154, base: 146_912 }),
    ]);
    expect(rows.map((row) => [row.id, row.payment_status_ids, row.payment_weights])).toEqual([
      [
        'a1',
        ['ps1', 'ps2'],
        [
          { weight: 123_456, rank: 0 },
          { weight: 123_456, rank: 0 },
        ],
      ],
      ['a2', ['ps2'], [{ weight: 23_456, rank: 1 }]],
    ]);
  });

  it('totals approved Estados de Pago only, sharing an amount over several additionals by weight, to the cent', async () => {
    const rows = await rowsAfter([
      additionalCreated('a1', 1),
      additionalCreated('a2', 2, { firstRevision: revision('a2-r1', 1, [23_456, 0, 0]) }),
      paymentStatusCreated('ps1', ['a1'], { progress: 1000, amount: 12_346, base: 123_456 }),
      paymentStatusCreated('ps2', ['a1', 'a2'], { progress: 3550, amount: 52_154, base: 146_912 }),
      paymentStatusCreated('ps3', ['a2'], { progress: 500, amount: 1173, base: 23_456 }),
      paymentStatusApproved('ps1', { progress: 1000, amount: 12_346 }),
      // Approved as last observed: UF 521.55 over UF 1,234.56 and UF 234.56.
      paymentStatusApproved('ps2', { progress: 3550, amount: 52_155 }),
    ]);
    const [a1, a2] = rows;
    // 521.55 × 1,234.56 / 1,469.12 = 438.28…: a1 438.28 and a2 the rest, 83.27.
    expect(a1).toMatchObject({ approved_progress: 4550, approved_amount: 12_346 + 43_828 });
    expect(a2).toMatchObject({ approved_progress: 3550, approved_amount: 8327 });
  });

  it('drops a deleted additional', async () => {
    const deleted = stored('AdditionalDeleted', { additionalId: 'a1', projectId: 'p1' }, T1, 'javi');
    expect(await rowsAfter([additionalCreated('a1', 1), deleted])).toEqual([]);
  });
});
