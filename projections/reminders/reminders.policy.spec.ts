import { additionalReminders } from '../../services/additionals/additional.reminders';
import type { Actor } from '../../services/platform/commands/actor';
import { rdiReminders } from '../../services/rdi/rdi.reminders';
import type { RemindedKind } from '../../services/reminders/reminded-kind';
import { taskReminders } from '../../services/tasks/task.reminders';
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
const kinds: readonly RemindedKind[] = [taskReminders, rdiReminders, additionalReminders];
const rulesOf = (item: ItemDocument) => kinds.find((kind) => kind.itemType === item.item_type)!;
const reminded = (reader: Actor, reminder: { user_id: string }, item: ItemDocument) =>
  mayBeReminded(reader, reminder, item, rulesOf(item));
const reported = (reader: Actor, entry: { actor_id: string }, item: ItemDocument) =>
  reportsTo(reader, entry, item, rulesOf(item));
const reader = (id: string) => actor(id, { projects: { p1: ['view_rdi', 'view_additionals'] } });
const mine = (id: string) => ({ user_id: id });

describe('reminders policy', () => {
  it('shows a reminder to its own user only', () => {
    expect(reminded(reader('pablo'), mine('pablo'), task())).toBe(true);
    expect(reminded(reader('omar'), mine('pablo'), task())).toBe(false);
  });

  it('shows no reminder of a finished item: a closed task or RDI, an accepted or cancelled additional', () => {
    expect(reminded(reader('pablo'), mine('pablo'), task({ status: 3 }))).toBe(false);
    expect(reminded(reader('pablo'), mine('pablo'), rdi({ status: 3 }))).toBe(false);
    expect(reminded(reader('pablo'), mine('pablo'), additional({ status: 3 }))).toBe(true);
    expect(reminded(reader('pablo'), mine('pablo'), additional({ status: 2 }))).toBe(false);
    expect(reminded(reader('pablo'), mine('pablo'), additional({ status: 4 }))).toBe(false);
  });

  it("shows a private task's reminder to its creator and responsible only", () => {
    expect(reminded(reader('pablo'), mine('pablo'), task({ private: true }))).toBe(false);
    expect(reminded(reader('rita'), mine('rita'), task({ private: true }))).toBe(true);
  });

  it('shows no reminder of an item out of the user’s reach: another project, an RDI without view_rdi', () => {
    const outsider = actor('pablo', { projects: { p2: ['view_rdi'] } });
    expect(reminded(outsider, mine('pablo'), task())).toBe(false);
    const noRdi = actor('pablo', { projects: { p1: [] } });
    expect(reminded(noRdi, mine('pablo'), rdi())).toBe(false);
    expect(reminded(noRdi, mine('pablo'), rdi({ created_by: 'pablo' }))).toBe(true);
  });
});

describe('daily report policy', () => {
  it('tells a reader what others did to items the reader may read', () => {
    expect(reported(reader('pablo'), { actor_id: 'ana' }, task())).toBe(true);
    expect(reported(reader('pablo'), { actor_id: 'pablo' }, task())).toBe(false);
    expect(reported(reader('pablo'), { actor_id: 'ana' }, task({ private: true }))).toBe(false);
    expect(reported(actor('pablo', { projects: { p1: [] } }), { actor_id: 'ana' }, additional())).toBe(false);
  });
});
