import { type FeedMappers, feedFamily } from '../platform/feed/feed-family';
import { arrayOf, int, nullable, object, oneOfValues, str } from '../platform/feed/json-schema';
import type { AdditionalEvent, NamedEntry, RevisionData } from './additional.events';

const ofAdditional = { additional_id: str };
const responseStatus = nullable(oneOfValues([1, 2]));
/** Amounts in integer cents of the revision's currency (1 CLP, 2 UF). */
const revision = object({
  revision_id: str,
  revision: int,
  currency_id: oneOfValues([1, 2]),
  direct_cost_cents: int,
  general_expenses_cents: int,
  utility_cents: int,
  total_requested_cents: int,
  description: str,
});
const statusChange = object({
  ...ofAdditional,
  status: oneOfValues([2, 3, 4]),
  requested: oneOfValues([2, 3, 4]),
  response_status: responseStatus,
  by: str,
});

const revisionData = (data: RevisionData) => ({
  revision_id: data.revisionId,
  revision: data.revision,
  currency_id: data.currencyId,
  direct_cost_cents: data.directCost,
  general_expenses_cents: data.generalExpenses,
  utility_cents: data.utility,
  total_requested_cents: data.totalRequested,
  description: data.description,
});

/** Spec 4: 2 Aceptado, 3 Solicita Anular, 4 Cancelado. */
const STATUS_TYPES = { 2: 'additional.approved', 3: 'additional.cancellation_requested', 4: 'additional.cancelled' };

/** Additionals in the feed (topic `faena.additionals`); per-user marks stay inside the app. */
const mappers: FeedMappers<AdditionalEvent> = {
  AdditionalCreated: ({ data }) => ({
    type: 'additional.created',
    data: {
      additional_id: data.additionalId,
      number: data.number,
      title: data.title,
      additional_type: data.additionalType,
      code: data.code,
      specialties: data.specialties.map(({ id, name }: NamedEntry) => ({ id, name })),
      created_by: data.createdBy.userId,
      response_status: data.responseStatus,
      first_revision: revisionData(data.firstRevision),
    },
  }),
  AdditionalRevisionAdded: ({ data }) => ({
    type: 'additional.revised',
    data: {
      additional_id: data.additionalId,
      ...revisionData(data),
      status: data.status,
      response_status: data.responseStatus,
      author_id: data.author.userId,
    },
  }),
  AdditionalStatusChanged: ({ data }) => ({
    type: STATUS_TYPES[data.status],
    data: {
      additional_id: data.additionalId,
      status: data.status,
      requested: data.requested,
      response_status: data.responseStatus,
      by: data.by.userId,
    },
  }),
  AdditionalModified: ({ data: { additionalId, changes } }) => ({
    type: 'additional.modified',
    data: {
      additional_id: additionalId,
      ...(changes.priority !== undefined ? { priority: changes.priority } : {}),
      ...(changes.criticalDate !== undefined ? { critical_date: changes.criticalDate } : {}),
    },
  }),
  AdditionalDeleted: ({ data }) => ({ type: 'additional.deleted', data: { additional_id: data.additionalId } }),
};

export const additionalFeed = feedFamily<AdditionalEvent>({
  name: 'additionals',
  topic: 'faena.additionals',
  published: [
    {
      type: 'additional.created',
      version: 1,
      description:
        'Adicional creado (tipo 1 Obra Extraordinaria, 2 Aumento de Obra, 3 Disminución de Obra) con su revisión 1.',
      schema: object({
        ...ofAdditional,
        number: int,
        title: str,
        additional_type: oneOfValues([1, 2, 3]),
        code: str,
        specialties: arrayOf(object({ id: int, name: str })),
        created_by: str,
        response_status: responseStatus,
        first_revision: revision,
      }),
    },
    {
      type: 'additional.revised',
      version: 1,
      description: 'Nueva revisión, con el estado que fija (1 Vigente, 2 Aceptado, 3 Solicita Anular).',
      schema: object({
        ...ofAdditional,
        ...revision.properties,
        status: oneOfValues([1, 2, 3]),
        response_status: responseStatus,
        author_id: str,
      }),
    },
    { type: 'additional.approved', version: 1, description: 'Adicional aceptado (estado 2).', schema: statusChange },
    {
      type: 'additional.cancellation_requested',
      version: 1,
      description: 'Se solicita anular el adicional (estado 3).',
      schema: statusChange,
    },
    { type: 'additional.cancelled', version: 1, description: 'Adicional cancelado (estado 4).', schema: statusChange },
    {
      type: 'additional.modified',
      version: 1,
      description: 'Prioridad o fecha crítica cambiadas: solo los campos que cambiaron.',
      schema: object(ofAdditional, { priority: oneOfValues([1, 2, 3]), critical_date: nullable(str) }),
    },
    { type: 'additional.deleted', version: 1, description: 'Adicional eliminado.', schema: object(ofAdditional) },
  ],
  mappers,
});
