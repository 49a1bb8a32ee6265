import { type FeedMappers, feedFamily } from '../platform/feed/feed-family';
import { arrayOf, int, nullable, object, oneOfValues, str } from '../platform/feed/json-schema';
import type { NamedEntry, RdiEvent } from './rdi.events';

const ofRdi = { rdi_id: str };
const priority = oneOfValues([1, 2, 3]);
const namedEntry = object({ id: int, name: str });

const entry = ({ id, name }: NamedEntry) => ({ id, name });

/** RDI in the feed (topic `faena.rdi`); per-user marks (seen, subscriptions, reminders) stay inside the app. */
const mappers: FeedMappers<RdiEvent> = {
  RdiCreated: ({ data }) => ({
    type: 'rdi.created',
    data: {
      rdi_id: data.rdiId,
      number: data.number,
      title: data.title,
      description: data.description,
      priority: data.priority,
      specialties: data.specialties.map(entry),
      subject: entry(data.subject),
      critical_date: data.criticalDate,
      created_by: data.createdBy,
    },
  }),
  RdiModified: ({ data: { rdiId, changes } }) => ({
    type: 'rdi.modified',
    data: {
      rdi_id: rdiId,
      ...(changes.priority !== undefined ? { priority: changes.priority } : {}),
      ...(changes.criticalDate !== undefined ? { critical_date: changes.criticalDate } : {}),
    },
  }),
  RdiInteractionAdded: ({ data }) => ({
    type: data.isResponse ? 'rdi.answered' : 'rdi.commented',
    data: {
      rdi_id: data.rdiId,
      interaction_id: data.interactionId,
      author_id: data.authorId,
      author_job_type_id: data.authorJobTypeId,
      message: data.message,
    },
  }),
  RdiApproved: ({ data }) => ({
    type: 'rdi.approved',
    data: { rdi_id: data.rdiId, approval: data.approval, user_id: data.userId, job_type_id: data.jobTypeId },
  }),
  RdiApprovalsCleared: ({ data }) => ({ type: 'rdi.approvals_cleared', data: { rdi_id: data.rdiId } }),
  RdiFinished: ({ data }) => ({ type: 'rdi.finished', data: { rdi_id: data.rdiId, by: data.by } }),
  RdiDeleted: ({ data }) => ({ type: 'rdi.deleted', data: { rdi_id: data.rdiId } }),
};

const interaction = object({
  ...ofRdi,
  interaction_id: str,
  author_id: str,
  author_job_type_id: nullable(int),
  message: str,
});

export const rdiFeed = feedFamily<RdiEvent>({
  name: 'rdi',
  topic: 'faena.rdi',
  published: [
    {
      type: 'rdi.created',
      version: 1,
      description: 'RDI creada. description es HTML.',
      schema: object({
        ...ofRdi,
        number: int,
        title: str,
        description: str,
        priority,
        specialties: arrayOf(namedEntry),
        subject: namedEntry,
        critical_date: nullable(str),
        created_by: str,
      }),
    },
    {
      type: 'rdi.modified',
      version: 1,
      description: 'Prioridad o fecha crítica cambiadas: solo los campos que cambiaron.',
      schema: object(ofRdi, { priority, critical_date: nullable(str) }),
    },
    { type: 'rdi.answered', version: 1, description: 'Respuesta Oficial a la RDI.', schema: interaction },
    { type: 'rdi.commented', version: 1, description: 'Interacción que no es Respuesta Oficial.', schema: interaction },
    {
      type: 'rdi.approved',
      version: 1,
      description: 'Una de las tres aprobaciones (1 creador, 2 Jefe OT, 3 ITO).',
      schema: object({ ...ofRdi, approval: oneOfValues([1, 2, 3]), user_id: str, job_type_id: nullable(int) }),
    },
    {
      type: 'rdi.approvals_cleared',
      version: 1,
      description: 'Una nueva Respuesta Oficial borró las aprobaciones.',
      schema: object(ofRdi),
    },
    {
      type: 'rdi.finished',
      version: 1,
      description: 'RDI finalizada: cerrada por un usuario (closing) o por la tercera aprobación (approvals).',
      schema: object({ ...ofRdi, by: oneOfValues(['closing', 'approvals']) }),
    },
    { type: 'rdi.deleted', version: 1, description: 'RDI eliminada.', schema: object(ofRdi) },
  ],
  mappers,
});
