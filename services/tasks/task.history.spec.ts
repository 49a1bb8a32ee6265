import { historySpec } from '../../test/support/history-spec';
import type { TaskEvent } from './task.events';
import { taskHistory } from './task.history';

const given = historySpec(taskHistory);
const of = { taskId: 't1', projectId: 'p1' };
const created: TaskEvent = {
  type: 'TaskCreated',
  data: {
    ...of,
    number: 7,
    createdBy: 'ana',
    title: 'Detalle de escalera',
    description: '<p>¿Huella?</p>',
    priority: 2,
    codeId: 1,
    responsibleId: 'rita',
    participantIds: [],
    criticalDate: '2026-12-15',
    private: false,
    checklist: [],
    copyTo: [],
    reminder: { days: [], repeatable: false },
    possibleAdditional: false,
    fileIds: [],
  },
};

describe('a task’s history', () => {
  it('reads the creation, a new responsible and a new critical date with the values before and after', () =>
    given([
      created,
      { type: 'TaskResponsibleChanged', data: { ...of, responsibleId: 'omar', previousResponsibleId: 'rita' } },
      { type: 'TaskModified', data: { ...of, changes: { criticalDate: '2026-12-20', priority: 3 } } },
    ]).thenReads([
      {
        says: 'creó la tarea Nº 7 «Detalle de escalera»',
        changes: [
          ['Título', null, 'Detalle de escalera'],
          ['Responsable', null, 'Rita Soto'],
          ['Prioridad', null, 'Media'],
          ['Fecha crítica', null, '15-12-2026'],
          ['Privada', null, 'No'],
        ],
      },
      {
        says: 'cambió el responsable de Rita Soto a Omar Díaz',
        changes: [['Responsable', 'Rita Soto', 'Omar Díaz']],
      },
      {
        says: 'modificó la tarea',
        changes: [
          ['Prioridad', 'Media', 'Inmediata'],
          ['Fecha crítica', '15-12-2026', '20-12-2026'],
        ],
      },
    ]));

  it('reads the closing, and names whose own mark a seen status or a subscription is', () =>
    given([
      created,
      { type: 'TaskSeenStatusSet', data: { ...of, userId: 'omar', status: 1 } },
      { type: 'TaskSubscriptionSet', data: { ...of, userId: 'omar', subscribed: true, byEmail: true } },
      { type: 'TaskClosed', data: of },
    ]).thenReads([
      expect.objectContaining({ says: 'creó la tarea Nº 7 «Detalle de escalera»' }),
      { says: 'abrió la tarea', ownMark: 'omar' },
      {
        says: 'se suscribió a la tarea',
        changes: [['Suscripción', 'No suscrito', 'Suscrito, con correo']],
        ownMark: 'omar',
      },
      { says: 'cerró la tarea', changes: [['Estado', 'Abierta', 'Tarea Finalizada']] },
    ]));
});
