import { HISTORY_ITEM_TYPES } from '../contracts/history-items';
import { items } from '../manifests';
import type { ItemManifest } from './item-manifest';
import { ItemRegistry } from './item-registry';

const manifests = (): ItemManifest[] => HISTORY_ITEM_TYPES.map((type) => items.of(type));

describe('the registry of item manifests', () => {
  it('takes exactly one manifest per item type', () => {
    const all = manifests();
    expect(() => new ItemRegistry(all.filter((manifest) => manifest.type !== 'rdi'))).toThrow('missing: rdi');
    expect(() => new ItemRegistry([...all, items.of('task')])).toThrow('exactly one manifest');
  });

  it('refuses an as-of plan that folds a read model no manifest lists', () => {
    const [first, ...others] = manifests();
    const unlisted = { ...first!, projections: [] };
    expect(() => new ItemRegistry([unlisted, ...others])).toThrow(`The as-of plan of ${first!.type}`);
  });

  it('folds each as-of plan in the order the engine projects, owning its read models’ collections', () => {
    const plan = items.asOfPlan('additional');
    const engine = items.projections.filter((projection) => plan.projections.includes(projection));
    expect(plan.projections).toEqual(engine);
    expect(plan.owned).toContain('payment_statuses');
  });

  it('names streams, turns, feed families and PDFs by the manifests', () => {
    expect(items.stream('payment_status', 'p1')).toBe('payment-status-p1');
    expect(items.ballRules.map((rule) => rule.itemType)).toEqual(['task', 'rdi', 'additional']);
    expect(items.ballRuleOf('user')).toBeUndefined();
    expect(items.feedFamilies.map((family) => family.topic)).toEqual([
      'faena.projects',
      'faena.tasks',
      'faena.rdi',
      'faena.additionals',
      'faena.payment_statuses',
      'faena.site_book',
    ]);
    expect(items.printable.map((item) => item.pdf.call)).toEqual(['tasks/getPdf', 'rdi/getPdf', 'additionals/getPdf']);
  });

  it('lists what reminders, search and uploads read of each type in the manifests’ order (the answers keep it)', () => {
    expect(items.reminded.map((kind) => kind.itemType)).toEqual([1, 2, 3]);
    expect(items.searchable.map((search) => search.answerKey)).toEqual(['tasks', 'rdis']);
    expect(items.fileTaking.flatMap((files) => files.owners)).toEqual([
      'task',
      'task_interaction',
      'possible_additional',
      'rdi',
      'rdi_interaction',
      'additional',
      'additional_revision',
      'site_book_entry',
    ]);
  });

  it('takes the projects’ subjects from exactly one manifest', () => {
    const all = manifests();
    const withoutSubjects = all.map(({ subjects: _, ...manifest }) => manifest);
    expect(() => new ItemRegistry(withoutSubjects)).toThrow("Exactly one item type keeps the projects' subjects");
  });
});
