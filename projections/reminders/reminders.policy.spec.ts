import { actor } from '../../test/support/actors';
import type { AdditionalDocument } from '../additionals/additionals.projection';
import type { RdiDocument } from '../rdi/rdi.projection';
import type { TaskDetailDocument } from '../tasks/task-details.projection';
import { type ItemDocument, mayBeReminded, reportsTo } from './reminders.policy';

const task = (over: Partial<TaskDetailDocument> = {}): ItemDocument => ({
  item_type: 1,
  doc: {
    project_id: 'p1',
    status: 1,
    private: false,
    created_by: 'ana',
    responsable: 'rita',
    ...over,
  } as TaskDetailDocument,
});
const rdi = (over: Partial<RdiDocument> = {}): ItemDocument => ({
  item_type: 2,
  doc: { project_id: 'p1', status: 1, created_by: 'ana', ...over } as RdiDocument,
});
const additional = (over: Partial<AdditionalDocument> = {}): ItemDocument => ({
  item_type: 3,
  doc: { project_id: 'p1', status: 1, created_by: 'ana', ...over } as AdditionalDocument,
});
const reader = (id: string) => actor(id, { projects: { p1: ['view_rdi', 'view_additionals'] } });
const mine = (id: string) => ({ user_id: id });

describe('reminders policy', () => {
  it('shows a reminder to its own user only', () => {
    expect(mayBeReminded(reader('pablo'), mine('pablo'), task())).toBe(true);
    expect(mayBeReminded(reader('omar'), mine('pablo'), task())).toBe(false);
  });

  it('shows no reminder of a finished item: a closed task or RDI, an accepted or cancelled additional', () => {
    expect(mayBeReminded(reader('pablo'), mine('pablo'), task({ status: 3 }))).toBe(false);
    expect(mayBeReminded(reader('pablo'), mine('pablo'), rdi({ status: 3 }))).toBe(false);
    expect(mayBeReminded(reader('pablo'), mine('pablo'), additional({ status: 3 }))).toBe(true);
    expect(mayBeReminded(reader('pablo'), mine('pablo'), additional({ status: 2 }))).toBe(false);
    expect(mayBeReminded(reader('pablo'), mine('pablo'), additional({ status: 4 }))).toBe(false);
  });

  it("shows a private task's reminder to its creator and responsible only", () => {
    expect(mayBeReminded(reader('pablo'), mine('pablo'), task({ private: true }))).toBe(false);
    expect(mayBeReminded(reader('rita'), mine('rita'), task({ private: true }))).toBe(true);
  });

  it('shows no reminder of an item out of the user’s reach: another project, an RDI without view_rdi', () => {
    const outsider = actor('pablo', { projects: { p2: ['view_rdi'] } });
    expect(mayBeReminded(outsider, mine('pablo'), task())).toBe(false);
    const noRdi = actor('pablo', { projects: { p1: [] } });
    expect(mayBeReminded(noRdi, mine('pablo'), rdi())).toBe(false);
    expect(mayBeReminded(noRdi, mine('pablo'), rdi({ created_by: 'pablo' }))).toBe(true);
  });
});

describe('daily report policy', () => {
  it('tells a reader what others did to items the reader may read', () => {
    expect(reportsTo(reader('pablo'), { actor_id: 'ana' }, task())).toBe(true);
    expect(reportsTo(reader('pablo'), { actor_id: 'pablo' }, task())).toBe(false);
    expect(reportsTo(reader('pablo'), { actor_id: 'ana' }, task({ private: true }))).toBe(false);
    expect(reportsTo(actor('pablo', { projects: { p1: [] } }), { actor_id: 'ana' }, additional())).toBe(false);
  });
});
