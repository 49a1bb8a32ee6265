import { copiesAndReminder, namedEntries } from './item-form';

describe("what every item's creation form reads alike", () => {
  it("reads 'Copia a' with blank names and the reminder, off when not sent", () => {
    expect(copiesAndReminder({})).toEqual({ copyTo: [], reminder: { days: [], repeatable: false } });
    expect(
      copiesAndReminder({
        copy_to: [{ email: 'a@b.cl' }, { email: 'c@d.cl', name: 'Ana' }],
        reminder: [1, 4],
        reminder_repeatable: true,
      }),
    ).toEqual({
      copyTo: [
        { email: 'a@b.cl', name: '' },
        { email: 'c@d.cl', name: 'Ana' },
      ],
      reminder: { days: [1, 4], repeatable: true },
    });
  });

  it("names a list's entries once each, in the list's order, and tells an unknown one", () => {
    const entries = [
      { id: 1, name: 'Arquitectura' },
      { id: 2, name: 'Estructuras' },
    ];
    expect(namedEntries(entries, [2, 1, 2])).toEqual({ chosen: entries, unknown: false });
    expect(namedEntries(entries, [2, 7])).toEqual({ chosen: [entries[1]], unknown: true });
  });
});
