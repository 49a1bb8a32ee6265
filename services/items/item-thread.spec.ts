import { answerPart, threadFilesFilter, threadOf, WHOLE_THREAD } from './item-thread';

const thread = [{ id: 'i1' }, { id: 'i2' }, { id: 'i3' }];
const FILES = { ownTypes: ['task'], interactionType: 'task_interaction', interactionKey: 'tr_interaction_id' };

describe('the part of a thread a view carries', () => {
  it('given the detail, carries the whole thread in its order', () => {
    expect(threadOf(thread, WHOLE_THREAD)).toEqual(thread);
  });

  it('given a reply, carries that interaction alone', () => {
    expect(threadOf(thread, answerPart('i2'))).toEqual([{ id: 'i2' }]);
  });

  it('given a command that adds no interaction, carries none of the thread', () => {
    expect(threadOf(thread, answerPart(null))).toEqual([]);
  });

  it('given an interaction the thread does not hold, carries nothing', () => {
    expect(threadOf(thread, answerPart('i9'))).toEqual([]);
  });
});

describe('the files a view of a thread part asks for', () => {
  it('given the detail, asks for the item’s own files and every interaction’s', () => {
    expect(threadFilesFilter(FILES, WHOLE_THREAD)).toEqual({ owner_type: { $in: ['task', 'task_interaction'] } });
  });

  it('given the head alone, asks for the item’s own files only', () => {
    expect(threadFilesFilter(FILES, answerPart(null))).toEqual({ owner_type: { $in: ['task'] } });
  });

  it('given a reply, asks for the item’s own files and that interaction’s', () => {
    expect(threadFilesFilter(FILES, answerPart('i2'))).toEqual({
      $or: [{ owner_type: { $in: ['task'] } }, { owner_type: 'task_interaction', 'owner_ids.tr_interaction_id': 'i2' }],
    });
  });
});
