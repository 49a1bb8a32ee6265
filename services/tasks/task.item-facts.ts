import { type AudienceFact, type AudienceFacts, type ItemFacts, translate } from '../items/item-facts';
import type { TaskEvent } from './task.events';
import { privateTaskReaders } from './task-visibility';

type AudienceEvent = Extract<TaskEvent, { type: 'TaskCreated' | 'TaskModified' | 'TaskResponsibleChanged' }>;

/** A task's privacy (spec 6): created private or not, made private or public, its responsible changed. */
const audience: AudienceFacts = {
  ...translate<AudienceEvent, AudienceFact>(['TaskCreated', 'TaskModified', 'TaskResponsibleChanged'], (event) => {
    const itemId = event.data.taskId;
    switch (event.type) {
      case 'TaskCreated': {
        const { private: isPrivate, createdBy, responsibleId } = event.data;
        return {
          kind: 'opened',
          itemId,
          audience: { private: isPrivate, created_by: createdBy, responsable: responsibleId },
        };
      }
      case 'TaskModified': {
        const isPrivate = event.data.changes.private;
        return isPrivate === undefined ? null : { kind: 'changed', itemId, change: { private: isPrivate } };
      }
      case 'TaskResponsibleChanged':
        return { kind: 'changed', itemId, change: { responsable: event.data.responsibleId } };
    }
  }),
  ownerKey: 'task_id',
  privateReaders: privateTaskReaders,
};

/** The task's events as the read models every item type shares fold them. */
export const taskFacts: ItemFacts = { audience };
