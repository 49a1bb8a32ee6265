import { actor, projectMember } from '../../test/support/actors';
import { deciderSpec, decision, editSpec } from '../../test/support/given-when-then';
import type { ProjectCapability } from '../contracts/capabilities';
import type { AdditionalCan } from '../contracts/item-actions';
import type { ProjectFacts } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import { fold } from '../platform/commands/decider';
import {
  ADDITIONAL_MESSAGES,
  type AdditionalCommand,
  type AdditionalState,
  additionalAggregate,
  additionalCan,
  additionalDecider,
  creationFormErrors,
  isRespondingSide,
  type RevisionForm,
  responderAfter,
  revisionFormErrors,
} from './additional.decider';
import type { AdditionalEvent } from './additional.events';

const given = deciderSpec(additionalDecider);
const of = { additionalId: 'a1', projectId: 'p1' };
const project: ProjectFacts = { projectId: 'p1', closed: false };
const closed: ProjectFacts = { ...project, closed: true };

const ALL: ProjectCapability[] = [
  'create_rdi',
  'view_additionals',
  'change_status_additionals',
  'change_priority_task',
  'change_critical_date_task',
];
/** A member of p1 with a job type and capabilities there. */
const member = (id: string, jobTypeId: number, capabilities: readonly ProjectCapability[] = ALL) =>
  projectMember(id, jobTypeId, capabilities);

const jefe = member('javi', 2);
const ito = member('iris', 4);
const terreno = member('tomas', 3);
const viewer = member('vera', 3, ['view_additionals']);
const blind = member('bruno', 3, []);
const stranger = actor('sara');

const costs = { currencyId: 2 as const, directCost: 100_000, generalExpenses: 15_000, utility: 10_050 };
const form = (revisionId = 'rev1', description = '<p>Muro adicional</p>'): RevisionForm => ({
  revisionId,
  ...costs,
  description,
  fileIds: [],
});

const create = (
  overrides: Partial<Extract<AdditionalCommand, { type: 'CreateAdditional' }>> = {},
): AdditionalCommand => ({
  type: 'CreateAdditional',
  additionalId: 'a1',
  project,
  number: 7,
  title: 'Muro perimetral',
  additionalType: 1,
  code: ' AD-007 ',
  specialties: [{ id: 1, name: 'Obra gruesa' }],
  copyTo: [],
  fromTaskId: null,
  reminder: { days: [4, 0, 4], repeatable: true },
  firstRevision: form(),
  ...overrides,
});

const revision = (revisionId: string, total = 125_050) => ({
  revisionId,
  ...costs,
  totalRequested: total,
  description: '<p>Muro adicional</p>',
  fileIds: [],
});

const createdBy = (userId: string, jobTypeId: number): AdditionalEvent => ({
  type: 'AdditionalCreated',
  data: {
    ...of,
    number: 7,
    title: 'Muro perimetral',
    additionalType: 1,
    code: 'AD-007',
    specialties: [{ id: 1, name: 'Obra gruesa' }],
    copyTo: [],
    fromTaskId: null,
    reminder: { days: [0, 4], repeatable: true },
    createdBy: { userId, jobTypeId },
    firstRevision: { ...revision('rev1'), revision: 1 },
    responseStatus: jobTypeId === 4 ? 2 : 1,
  },
});
const created = createdBy('javi', 2);
/** Why the annulments below are asked for. */
const REASON = 'Ya está incluido en el contrato base';

const statusChanged = (status: 2 | 3 | 4, by: Actor, jobTypeId: number): AdditionalEvent => ({
  type: 'AdditionalStatusChanged',
  data: {
    ...of,
    by: { userId: by.id, jobTypeId },
    status,
    requested: status,
    responseStatus: status === 3 ? (jobTypeId === 4 ? 2 : 1) : null,
    ...(status === 3 ? { reason: REASON } : {}),
  },
});

const addRevision = (
  status: 1 | 2 | 3,
  revisionId = 'rev2',
  p = project,
): Extract<AdditionalCommand, { type: 'AddAdditionalRevision' }> => ({
  type: 'AddAdditionalRevision',
  additionalId: 'a1',
  project: p,
  status,
  ...form(revisionId, '<p>Se corrige la cubicación</p>'),
});
/** Revision `number` as `addRevision` sends it, by `userId` of job `jobTypeId`, the ITO to respond. */
const revisionAdded = (
  number: number,
  revisionId: string,
  [userId, jobTypeId]: [string, number],
  status: 1 | 2 | 3,
): AdditionalEvent => ({
  type: 'AdditionalRevisionAdded',
  data: {
    ...of,
    ...revision(revisionId),
    description: '<p>Se corrige la cubicación</p>',
    revision: number,
    author: { userId, jobTypeId },
    status,
    responseStatus: 1,
  },
});
const changeStatus = (
  newStatus: 2 | 3 | 4,
  p = project,
  reason: string | null = newStatus === 3 ? REASON : null,
): AdditionalCommand => ({
  type: 'ChangeAdditionalStatus',
  additionalId: 'a1',
  project: p,
  newStatus,
  reason,
});

describe('Additional', () => {
  describe('creation', () => {
    it('creates it with revision 1, its total requested, and the ITO to respond when a Jefe OT creates it', () =>
      given([]).when(create(), jefe).thenEvents([created]));

    it('waits for the Jefe OT when the ITO creates it', () =>
      given([])
        .when(create(), ito)
        .thenEvents([createdBy('iris', 4)]));

    it('needs create_rdi (spec 6: it enables new additional/RDI)', () =>
      given([]).when(create(), viewer).thenThrows('No tienes permiso para crear RDI.', 403));

    it('answers 404 in a project the actor does not see', () =>
      given([]).when(create(), stranger).thenThrows('El proyecto no existe.', 404));

    it('refuses a closed project', () =>
      given([])
        .when(create({ project: closed }), jefe)
        .thenThrows('El proyecto está cerrado.', 409));

    it('does nothing when retried', () => given([created]).when(create(), jefe).thenEvents([]));

    it.each([
      ['code', { code: '  ' }],
      ['specialties', { specialties: [] }],
      ['title', { title: '' }],
    ])('requires the %s', (_field, overrides) =>
      given([]).when(create(overrides), jefe).thenThrows(ADDITIONAL_MESSAGES.required, 400),
    );

    it('refuses an amount that is not integer cents (more than 2 decimals got past the form)', () =>
      given([])
        .when(create({ firstRevision: { ...form(), utility: 10.5 } }), jefe)
        .thenThrows('El monto puede tener 2 decimales, formato XXXXXX.XX', 400));

    it('answers every wrong field with its message (spec 5)', () =>
      expect(
        creationFormErrors({
          title: '',
          additionalType: 1,
          code: '',
          specialties: [],
          copyTo: [],
          fromTaskId: null,
          reminder: { days: [], repeatable: false },
          firstRevision: { ...form(), currencyId: 3 as never, directCost: -1 },
        }),
      ).toEqual({
        code: 'Campo requerido',
        especialidades: 'Campo requerido',
        title: 'Campo requerido',
        currency_id: 'Campo requerido',
        direct_cost: 'El monto puede tener 2 decimales, formato XXXXXX.XX',
      }));
  });

  describe('reading', () => {
    it('answers 404 «El adicional no existe.» in a project the actor does not see', () =>
      given([created]).when(changeStatus(2), stranger).thenThrows('El adicional no existe.', 404));

    it('answers 404 for a deleted additional', () =>
      given([created, { type: 'AdditionalDeleted', data: of }])
        .when(changeStatus(2), ito)
        .thenThrows('El adicional no existe.', 404));

    it('refuses a member without view_additionals who did not create it', () =>
      given([created])
        .when({ type: 'SetAdditionalSeenStatus', additionalId: 'a1', project, status: 1 }, blind)
        .thenThrows('No tienes permiso para ver este adicional.', 403));

    it('records the seen status of a reader', () =>
      given([created])
        .when({ type: 'SetAdditionalSeenStatus', additionalId: 'a1', project, status: 2 }, viewer)
        .thenEvents([{ type: 'AdditionalSeenStatusSet', data: { ...of, userId: 'vera', status: 2 } }]));
  });

  describe('sending by e-mail', () => {
    const recipients = [{ email: 'calculista@estructuras.cl', name: '' }];
    const send: AdditionalCommand = { type: 'SendAdditionalByEmail', additionalId: 'a1', project, recipients };

    it('records who a reader of the additional sent it to', () =>
      given([created])
        .when(send, viewer)
        .thenEvents([{ type: 'AdditionalSentByEmail', data: { ...of, recipients } }]));

    it('refuses a member who may not read it', () =>
      given([created]).when(send, blind).thenThrows('No tienes permiso para ver este adicional.', 403));

    it('answers it as missing to a stranger', () =>
      given([created]).when(send, stranger).thenThrows('El adicional no existe.', 404));
  });

  describe('revisions', () => {
    it('a Jefe OT adds revision 2 and the ITO must respond', () =>
      given([created, statusChanged(3, ito, 4)])
        .when(addRevision(1), jefe)
        .thenEvents([revisionAdded(2, 'rev2', ['javi', 2], 1)]));

    it('numbers revisions after every one before', () =>
      given([created, revisionAdded(2, 'rev2', ['javi', 2], 1)])
        .when(addRevision(3, 'rev3'), terreno)
        .thenEvents([revisionAdded(3, 'rev3', ['tomas', 3], 3)]));

    it('a revision that accepts (2) is the ITO’s act: the Jefe OT who proposed it may not', () =>
      given([created]).when(addRevision(2), jefe).thenThrows('Solo el ITO puede aceptar un adicional.', 403));

    it('a revision that asks to cancel (3) is still the Jefe OT’s', () =>
      given([created])
        .when(addRevision(3), jefe)
        .thenEvents([revisionAdded(2, 'rev2', ['javi', 2], 3)]));

    it('is refused to the ITO (job type 4), even holding change_status_additionals', () =>
      given([created]).when(addRevision(1), ito).thenThrows('Un usuario ITO no puede ingresar revisiones.', 403));

    it('needs change_status_additionals', () =>
      given([created])
        .when(addRevision(1), viewer)
        .thenThrows('No tienes permiso para cambiar el estado de adicionales.', 403));

    it('needs a description', () =>
      given([created])
        .when({ ...addRevision(1), description: '<p>&nbsp;</p>' }, jefe)
        .thenThrows('Por favor escribe una descripción. Este campo no puede estar vacio.', 400));

    it('refuses a status other than 1, 2 or 3', () =>
      given([created])
        .when({ ...addRevision(1), status: 4 as never }, jefe)
        .thenThrows(ADDITIONAL_MESSAGES.revisionStatus, 400));

    it.each([
      [2, 'accepted'],
      [4, 'cancelled'],
    ] as const)('is refused once the additional is %s (%s)', (status, _name) =>
      given([created, statusChanged(status, jefe, 2)])
        .when(addRevision(1), jefe)
        .thenThrows(ADDITIONAL_MESSAGES.finished, 409),
    );

    it('refuses a closed project', () =>
      given([created])
        .when(addRevision(1, 'rev2', closed), jefe)
        .thenThrows('El proyecto está cerrado.', 409));

    it('does nothing when retried with the same revision id', () =>
      given([created, revisionAdded(2, 'rev2', ['javi', 2], 1)])
        .when(addRevision(1), jefe)
        .thenEvents([]));

    it('answers each wrong revision field (spec 5)', () =>
      expect(
        revisionFormErrors({ currencyId: 1, directCost: 1.5, generalExpenses: 0, utility: 0, description: '' }, true),
      ).toEqual({
        direct_cost: 'El monto puede tener 2 decimales, formato XXXXXX.XX',
        description: 'Por favor escribe una descripción. Este campo no puede estar vacio.',
      }));
  });

  describe('status', () => {
    it('the ITO accepts: nobody must respond any more', () =>
      given([created])
        .when(changeStatus(2), ito)
        .thenEvents([statusChanged(2, ito, 4)]));

    it('the ITO asks to annul: the Jefe OT must respond', () =>
      given([created])
        .when(changeStatus(3), ito)
        .thenEvents([statusChanged(3, ito, 4)]));

    it('an ITO asking to cancel (4) asks to annul (3) instead', () =>
      given([created])
        .when(changeStatus(4), ito)
        .thenEvents([
          {
            type: 'AdditionalStatusChanged',
            data: { ...of, by: { userId: 'iris', jobTypeId: 4 }, status: 3, requested: 4, responseStatus: 2 },
          },
        ]));

    it.each([
      ['the Jefe OT who proposed it', jefe],
      ['a Terreno holding change_status_additionals', terreno],
    ])('only the ITO accepts: not %s (403)', (_who, actor) =>
      given([created]).when(changeStatus(2), actor).thenThrows('Solo el ITO puede aceptar un adicional.', 403),
    );

    it('only the ITO accepts: not an administrator outside the project’s ITO job', () =>
      given([created])
        .when(changeStatus(2), actor('ada', { administrator: true }))
        .thenThrows('Solo el ITO puede aceptar un adicional.', 403));

    it('a Jefe OT cancels', () =>
      given([created, statusChanged(3, ito, 4)])
        .when(changeStatus(4), jefe)
        .thenEvents([statusChanged(4, jefe, 2)]));

    it.each([
      ['without one', null],
      ['blank', '   '],
    ])('refuses to ask to annul with its reason %s', (_how, reason) =>
      given([created])
        .when(changeStatus(3, project, reason), ito)
        .thenThrows(ADDITIONAL_MESSAGES.annulmentReason, 400),
    );

    it('keeps the reason trimmed', () =>
      given([created])
        .when(changeStatus(3, project, `  ${REASON}\n`), ito)
        .thenEvents([statusChanged(3, ito, 4)]));

    it('a Jefe OT asking to annul passes the turn to the ITO', () =>
      given([created])
        .when(changeStatus(3), jefe)
        .thenEvents([statusChanged(3, jefe, 2)]));

    it('asking again for the status it has does nothing', () =>
      given([created, statusChanged(3, ito, 4)])
        .when(changeStatus(4), ito)
        .thenEvents([]));

    it('needs change_status_additionals', () =>
      given([created])
        .when(changeStatus(2), viewer)
        .thenThrows('No tienes permiso para cambiar el estado de adicionales.', 403));

    it.each([
      [2, 3],
      [4, 2],
    ] as const)('refuses every change once it is %s (asked: %s)', (finished, asked) =>
      given([created, statusChanged(finished, jefe, 2)])
        .when(changeStatus(asked), ito)
        .thenThrows(ADDITIONAL_MESSAGES.finished, 409),
    );

    it('refuses a status other than 2, 3 or 4', () =>
      given([created])
        .when(changeStatus(1 as never), jefe)
        .thenThrows(ADDITIONAL_MESSAGES.newStatus, 400));

    it('refuses a closed project', () =>
      given([created]).when(changeStatus(2, closed), ito).thenThrows('El proyecto está cerrado.', 409));
  });

  describe('what the reader may do (the detail’s can), as decide decides', () => {
    const readers = [jefe, ito, terreno, viewer, member('ivan', 4, ['view_additionals'])];
    const histories: Record<string, AdditionalEvent[]> = {
      'a current additional': [created],
      'a request to annul': [created, statusChanged(3, ito, 4)],
      'an accepted additional': [created, statusChanged(2, ito, 4)],
      'a cancelled additional': [created, statusChanged(4, jefe, 2)],
    };
    type Judged = keyof AdditionalCan;
    const commands = (p: ProjectFacts): Record<Judged, AdditionalCommand> => ({
      accept: changeStatus(2, p),
      change_status: changeStatus(4, p),
      revise: addRevision(1, 'rev9', p),
      delete: { type: 'DeleteAdditional', additionalId: 'a1', project: p },
      change_priority: { type: 'ModifyAdditional', additionalId: 'a1', project: p, priority: 3 },
      change_critical_date: { type: 'ModifyAdditional', additionalId: 'a1', project: p, criticalDate: '2027-01-04' },
    });
    const allows = (state: AdditionalState, command: AdditionalCommand, reader: Actor) =>
      decision(additionalDecider, state, command, reader) !== null;
    const cases = Object.entries(histories).flatMap(([what, history]) =>
      [project, closed].flatMap((p) =>
        readers.map(
          (reader) =>
            [`${what}${p.closed ? ', project closed' : ''}, read by ${reader.id}`, history, p, reader] as const,
        ),
      ),
    );

    it.each(cases)('%s', (_what, history, p, reader) => {
      const state = fold(additionalDecider, history);
      const can = additionalCan(reader, { ...state, projectClosed: p.closed });
      for (const [action, command] of Object.entries(commands(p)) as Array<[Judged, AdditionalCommand]>) {
        expect({ action, allowed: allows(state, command, reader) }).toEqual({ action, allowed: can[action] });
      }
    });
  });

  describe('whose side must respond (the card’s my_turn)', () => {
    it.each([
      [1, 4, true],
      [1, 2, false],
      [2, 2, true],
      [2, 4, false],
      [null, 2, false],
      [2, undefined, false],
    ] as const)('response %p, reader of job %p: %p', (response, job, expected) =>
      expect(isRespondingSide(response, job)).toBe(expected),
    );
  });

  describe('who must respond', () => {
    it.each([
      [4, 2],
      [2, 1],
      [3, 1],
      [null, 1],
    ])('after a user of job %p, side %p', (job, side) => expect(responderAfter(job)).toBe(side));
  });

  describe('modify', () => {
    const modify = (fields: Partial<Extract<AdditionalCommand, { type: 'ModifyAdditional' }>>): AdditionalCommand => ({
      type: 'ModifyAdditional',
      additionalId: 'a1',
      project,
      ...fields,
    });

    it('changes priority and critical date, and one’s own subscription and reminder', () =>
      given([created])
        .when(
          modify({
            priority: 3,
            criticalDate: '2026-12-01',
            subscription: { subscribed: true, byEmail: true },
            reminder: { days: [2], repeatable: true },
          }),
          ito,
        )
        .thenEvents([
          { type: 'AdditionalModified', data: { ...of, changes: { priority: 3, criticalDate: '2026-12-01' } } },
          { type: 'AdditionalSubscriptionSet', data: { ...of, userId: 'iris', subscribed: true, byEmail: true } },
          { type: 'AdditionalReminderSet', data: { ...of, userId: 'iris', days: [2], repeatable: true } },
        ]));

    it('sends nothing for what did not change (the creator’s reminder is theirs already)', () =>
      given([created])
        .when(modify({ priority: 1, reminder: { days: [4, 0], repeatable: true } }), jefe)
        .thenEvents([]));

    it('needs change_priority_task for the priority', () =>
      given([created])
        .when(modify({ priority: 2 }), viewer)
        .thenThrows('No tienes permiso para cambiar la prioridad de tareas.', 403));

    it('refuses a new critical date once finished, but keeps one’s own marks', () => {
      const finished = [created, statusChanged(2, ito, 4)];
      given(finished)
        .when(modify({ criticalDate: '2026-12-01' }), jefe)
        .thenThrows(ADDITIONAL_MESSAGES.finished, 409);
      given(finished)
        .when(modify({ subscription: { subscribed: true, byEmail: false } }), viewer)
        .thenEvents([
          { type: 'AdditionalSubscriptionSet', data: { ...of, userId: 'vera', subscribed: true, byEmail: false } },
        ]);
    });
  });

  describe('delete', () => {
    const remove: AdditionalCommand = { type: 'DeleteAdditional', additionalId: 'a1', project };

    it('the creator deletes it', () =>
      given([created])
        .when(remove, jefe)
        .thenEvents([{ type: 'AdditionalDeleted', data: of }]));

    it('nobody else may, not even the ITO', () =>
      given([created]).when(remove, ito).thenThrows('Solo el creador puede eliminar el adicional.', 403));

    it('not once it is accepted', () =>
      given([created, statusChanged(2, ito, 4)])
        .when(remove, jefe)
        .thenThrows(ADDITIONAL_MESSAGES.finished, 409));

    it('not in a closed project', () =>
      given([created])
        .when({ ...remove, project: closed }, jefe)
        .thenThrows('El proyecto está cerrado.', 409));
  });
});

describe('additional edits: revisions and priorities written on an older form', () => {
  const givenEdits = editSpec(additionalAggregate);
  const [revised] = additionalDecider.decide(addRevision(1, 'rev2'), fold(additionalDecider, [created]), jefe);

  it("refuses a revision written on the revisions before another person's", () =>
    givenEdits([
      [created, 'javi'],
      [revised!, 'iris'],
    ])
      .openedAt(0)
      .when(addRevision(1, 'rev3'), 'tomas')
      .thenConflicts({ revision: 2 }));

  it('lets a revision through when only the status changed meanwhile', () =>
    givenEdits([
      [created, 'javi'],
      [statusChanged(3, ito, 4), 'iris'],
    ])
      .openedAt(0)
      .when(addRevision(1, 'rev2'), 'javi')
      .thenNoConflict());

  it('refuses a priority another person changed, not a critical date nobody touched', () => {
    const prioritized: AdditionalEvent = { type: 'AdditionalModified', data: { ...of, changes: { priority: 3 } } };
    const edit = (fields: { priority?: 1 | 2 | 3; criticalDate?: string | null }): AdditionalCommand => ({
      type: 'ModifyAdditional',
      additionalId: 'a1',
      project,
      ...fields,
    });
    givenEdits([
      [created, 'javi'],
      [prioritized, 'iris'],
    ])
      .openedAt(0)
      .when(edit({ priority: 1 }), 'javi')
      .thenConflicts({ priority: 3 });
    givenEdits([
      [created, 'javi'],
      [prioritized, 'iris'],
    ])
      .openedAt(0)
      .when(edit({ criticalDate: '2027-03-01' }), 'javi')
      .thenNoConflict();
  });
});
