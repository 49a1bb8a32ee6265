import type { AdditionalEvent } from '../../services/additionals/additional.events';
import type { PaymentStatusEvent } from '../../services/additionals/payment-status.events';
import { FactReader } from '../../services/items/fact-translation';
import type { ItemPeople, NoticeFact, NoticeTranslation } from '../../services/items/item-notices';
import { items } from '../../services/manifests';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { RdiEvent } from '../../services/rdi/rdi.events';
import type { TaskEvent } from '../../services/tasks/task.events';
import { concernedBy } from './concerned';

type ItemEvent = TaskEvent | RdiEvent | AdditionalEvent | PaymentStatusEvent;

const task = { taskId: 't1', projectId: 'p1' };
const rdi = { rdiId: 'r1', projectId: 'p1' };
/** The project's members and their jobs: 2 Jefe OT, 4 ITO, 3 others. */
const members = { ana: 3, rita: 3, pablo: 3, sofia: 3, omar: 3, jefe: 2, ito: 4, ito2: 4 };
const people = (shape: Partial<ItemPeople> = {}): ItemPeople => ({
  creatorId: 'ana',
  responsibleId: 'rita',
  participantIds: ['pablo'],
  subscriberIds: [],
  involvedIds: [],
  private: false,
  ...shape,
});
/** Each item type's own translation, as the composition root hands them to the bell. */
const notices = new FactReader<NoticeFact, NoticeTranslation>(items.factsOf('notices'));
const heard = (event: ItemEvent, item: ItemPeople, actorId: string) => {
  const stored = { ...event, metadata: { actorId } } as unknown as StoredEvent;
  const translation = notices.translationOf(stored)!;
  const readers = translation.privateReaders?.(item) ?? null;
  return concernedBy(
    translation.factOf(stored)!,
    item,
    { actorId, members: new Map(Object.entries(members)) },
    readers,
  );
};

const interaction = (authorId: string, isResponse = false): ItemEvent => ({
  type: 'TaskInteractionAdded',
  data: { ...task, interactionId: 'i1', authorId, message: 'Listo', isResponse, fileIds: [] },
});

describe('who is concerned by an item event', () => {
  it("tells a task's creator, responsible, participants and subscribers, never the one who acted", () => {
    expect(heard(interaction('pablo', true), people({ subscriberIds: ['sofia'] }), 'pablo')).toEqual([
      'ana',
      'rita',
      'sofia',
    ]);
  });

  it('tells whoever took part before: the author of an earlier interaction hears of the next', () => {
    expect(heard(interaction('rita'), people({ involvedIds: ['omar', 'rita'] }), 'rita')).toEqual([
      'ana',
      'omar',
      'pablo',
    ]);
  });

  it('tells nobody outside the project, even a subscriber who left it', () => {
    expect(heard(interaction('ana'), people({ subscriberIds: ['gone'] }), 'ana')).toEqual(['pablo', 'rita']);
  });

  it("tells only a private task's creator and responsible, whoever else it names", () => {
    const hidden = people({ private: true, subscriberIds: ['sofia'], involvedIds: ['omar'] });
    expect(heard(interaction('rita'), hidden, 'rita')).toEqual(['ana']);
    expect(heard({ type: 'TaskClosed', data: task }, hidden, 'ana')).toEqual(['rita']);
  });

  it('tells the new and the previous responsible of a change, but not a private task’s previous one', () => {
    const changed: ItemEvent = {
      type: 'TaskResponsibleChanged',
      data: { ...task, responsibleId: 'omar', previousResponsibleId: 'rita' },
    };
    expect(heard(changed, people({ responsibleId: 'omar' }), 'ana')).toEqual(['omar', 'pablo', 'rita']);
    expect(heard(changed, people({ responsibleId: 'omar', private: true }), 'ana')).toEqual(['omar']);
  });

  it('tells only the participants added', () => {
    const added: ItemEvent = { type: 'TaskParticipantsAdded', data: { ...task, userIds: ['sofia', 'omar'] } };
    expect(heard(added, people({ participantIds: ['pablo', 'sofia', 'omar'] }), 'ana')).toEqual(['omar', 'sofia']);
  });

  it('tells nobody of one’s own marks, a privacy switch or a checklist', () => {
    const item = people();
    const silent: ItemEvent[] = [
      { type: 'TaskSeenStatusSet', data: { ...task, userId: 'ana', status: 1 } },
      { type: 'TaskSubscriptionSet', data: { ...task, userId: 'ana', subscribed: true, byEmail: false } },
      { type: 'TaskModified', data: { ...task, changes: { private: true } } },
      { type: 'TaskChecklistItemSet', data: { ...task, checklistId: 'c1', completed: true } },
      { type: 'TaskParticipantRemoved', data: { ...task, userId: 'pablo' } },
    ];
    for (const event of silent) expect(heard(event, item, 'ana')).toEqual([]);
    expect(heard({ type: 'TaskModified', data: { ...task, changes: { priority: 3 } } }, item, 'ana')).toEqual([
      'pablo',
      'rita',
    ]);
  });

  it('tells the ITO side of a new RDI, and the side an official response hands it to', () => {
    const item = people({ creatorId: 'jefe', responsibleId: null, participantIds: [] });
    const created = { type: 'RdiCreated', data: { ...rdi, createdBy: 'jefe' } } as ItemEvent;
    expect(heard(created, item, 'jefe')).toEqual(['ito', 'ito2']);
    const answer = (authorId: string, authorJobTypeId: number, isResponse: boolean): ItemEvent => ({
      type: 'RdiInteractionAdded',
      data: { ...rdi, interactionId: 'i', authorId, authorJobTypeId, message: 'Ok', isResponse, fileIds: [] },
    });
    const answered = people({ creatorId: 'ana', responsibleId: null, participantIds: [], involvedIds: ['ito'] });
    // The ITO's official response passes the RDI to the Jefe OT.
    expect(heard(answer('ito', 4, true), answered, 'ito')).toEqual(['ana', 'jefe']);
    // A plain comment hands it to nobody: only the RDI's people hear.
    expect(heard(answer('ito', 4, false), answered, 'ito')).toEqual(['ana']);
  });

  it('tells the side an additional waits on, and the ITO of an Estado de Pago asked for', () => {
    const item = people({ creatorId: 'jefe', responsibleId: null, participantIds: [] });
    const changed: ItemEvent = {
      type: 'AdditionalStatusChanged',
      data: {
        additionalId: 'a1',
        projectId: 'p1',
        by: { userId: 'ito', jobTypeId: 4 },
        status: 3,
        requested: 3,
        responseStatus: 2,
      },
    };
    expect(heard(changed, item, 'ito')).toEqual(['jefe']);
    const asked: ItemEvent = {
      type: 'PaymentStatusCreated',
      data: {
        paymentStatusId: 'e1',
        projectId: 'p1',
        additionalIds: ['a1'],
        currencyId: 2,
        base: 100,
        progress: 5000,
        amount: 50,
        description: '',
        requestedBy: 'jefe',
      },
    };
    expect(heard(asked, item, 'jefe')).toEqual(['ito', 'ito2']);
  });
});
