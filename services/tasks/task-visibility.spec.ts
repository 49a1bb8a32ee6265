import { Query } from 'mingo';
import { concernedBy } from '../../projections/notifications/concerned';
import { taskReaders, visibleTasksFilter } from '../../projections/tasks/task-listing.policy';
import { mayReadTask } from '../../projections/tasks/tasks.policy';
import { actor } from '../../test/support/actors';
import { decision } from '../../test/support/given-when-then';
import type { ItemPeople } from '../items/item-notices';
import type { Actor } from '../platform/commands/actor';
import type { StoredEvent } from '../platform/event-store/event-store.port';
import { type TaskState, taskDecider } from './task.decider';
import type { TaskEvent } from './task.events';
import { taskFacts } from './task.item-facts';
import { maySeeTask } from './task-visibility';

/** ana creates, rita answers, pablo takes part, omar is only a member, root an administrator in it, sara is elsewhere. */
const viewers = {
  ana: actor('ana', { projects: { p1: [] } }),
  rita: actor('rita', { projects: { p1: [] } }),
  pablo: actor('pablo', { projects: { p1: [] } }),
  omar: actor('omar', { projects: { p1: [] } }),
  root: actor('root', { administrator: true, projects: { p1: [] } }),
  sara: actor('sara', { projects: { p2: [] } }),
};
type Viewer = keyof typeof viewers;

const tasks = {
  public: { private: false, created_by: 'ana', responsable: 'rita' },
  private: { private: true, created_by: 'ana', responsable: 'rita' },
  'private, ana answers it': { private: true, created_by: 'ana', responsable: 'ana' },
};

/** Who sees each task: the spec's answer, written by hand. */
const SEEN_BY: Record<keyof typeof tasks, Viewer[]> = {
  public: ['ana', 'rita', 'pablo', 'omar', 'root'],
  private: ['ana', 'rita'],
  'private, ana answers it': ['ana'],
};

type Task = (typeof tasks)[keyof typeof tasks];

/** Each user of the rule, asked whether the viewer sees the task. */
const readers = {
  'the decider (a command on the task)': (viewer, task) => {
    const state: TaskState = {
      ...taskDecider.initialState,
      created: true,
      projectId: 'p1',
      creatorId: task.created_by,
      responsibleId: task.responsable,
      participantIds: ['pablo'],
      private: task.private,
    };
    const seen = { type: 'SetSeenStatus', taskId: 't1', project: null, status: 1 } as const;
    return decision(taskDecider, state, seen, viewer) !== null;
  },
  'the read policy (detail, files, reminders)': (viewer, task) => mayReadTask(viewer, { ...task, project_id: 'p1' }),
  'the lists (search, counts, dashboard)': (viewer, task) => {
    if (!viewer.sees('p1')) return false;
    return new Query(visibleTasksFilter(viewer, 'p1')).test({ project_id: 'p1', readers: taskReaders(task) });
  },
  'the notifications (an interaction by another member)': (viewer, task) => {
    const people: ItemPeople = {
      creatorId: task.created_by,
      responsibleId: task.responsable,
      participantIds: ['pablo'],
      subscriberIds: Object.keys(viewers),
      involvedIds: [],
      private: task.private,
    };
    const members = Object.fromEntries(
      Object.values(viewers)
        .filter((user) => user.projects.has('p1'))
        .map((user) => [user.id, 3]),
    );
    const interaction: TaskEvent = {
      type: 'TaskInteractionAdded',
      data: {
        taskId: 't1',
        projectId: 'p1',
        interactionId: 'i1',
        authorId: 'javi',
        message: 'Ok',
        isResponse: false,
        fileIds: [],
      },
    };
    const notices = taskFacts.notices!;
    const fact = notices.factOf({ ...interaction, metadata: { actorId: 'javi' } } as unknown as StoredEvent)!;
    const readers = notices.privateReaders?.(people) ?? null;
    return concernedBy(
      fact,
      people,
      { actorId: 'javi', members: new Map(Object.entries({ ...members, javi: 3 })) },
      readers,
    ).includes(viewer.id);
  },
} satisfies Record<string, (viewer: Actor, task: Task) => boolean>;

describe('who may see a task: one rule, every user of it agrees', () => {
  const cases = Object.entries(tasks).flatMap(([name, task]) =>
    Object.entries(viewers).map(([id, viewer]) => ({
      name,
      id,
      task,
      viewer,
      seen: SEEN_BY[name as keyof typeof tasks].includes(id as Viewer),
    })),
  );

  it.each(Object.entries(readers))('%s', (_, sees) => {
    for (const { name, id, task, viewer, seen } of cases) {
      expect({ task: name, viewer: id, seen: sees(viewer, task) }).toEqual({ task: name, viewer: id, seen });
    }
  });

  it('is the rule itself for members of the project', () => {
    for (const { task, viewer, seen } of cases.filter((row) => row.viewer.sees('p1'))) {
      expect(maySeeTask(viewer.id, task)).toBe(seen);
    }
  });
});
