import { type FeedMappers, feedFamily } from '../platform/feed/feed-family';
import { int, num, object, str } from '../platform/feed/json-schema';
import type { ProjectEvent, ProjectFields } from './project.events';

/** The project's form as company systems read it; its image and the status board stay inside the app. */
const projectFields = {
  project_id: str,
  company_id: str,
  internal_id: str,
  name: str,
  address: str,
  project_type_id: int,
  currency_id: int,
  contract_value: num,
  total_days: int,
  start_date: str,
};
const withReason = object({ project_id: str, reason: str, by: str });

const fields = (projectId: string, data: ProjectFields) => ({
  project_id: projectId,
  company_id: data.companyId,
  internal_id: data.internalId,
  name: data.name,
  address: data.address,
  project_type_id: data.projectTypeId,
  currency_id: data.currencyId,
  contract_value: data.contractValue,
  total_days: data.totalDays,
  start_date: data.startDate,
});

const mappers: FeedMappers<ProjectEvent> = {
  ProjectCreated: ({ data }) => ({ type: 'project.created', data: fields(data.projectId, data) }),
  ProjectUpdated: ({ data }) => ({ type: 'project.updated', data: fields(data.projectId, data) }),
  ProjectClosed: ({ data }) => ({
    type: 'project.closed',
    data: { project_id: data.projectId, reason: data.reason, by: data.closedBy },
  }),
  ProjectReopened: ({ data }) => ({
    type: 'project.reopened',
    data: { project_id: data.projectId, reason: data.reason, by: data.reopenedBy },
  }),
};

/** Projects in the feed for company systems (topic `faena.projects`). */
export const projectFeed = feedFamily<ProjectEvent>({
  name: 'projects',
  topic: 'faena.projects',
  published: [
    { type: 'project.created', version: 1, description: 'Proyecto creado.', schema: object(projectFields) },
    {
      type: 'project.updated',
      version: 1,
      description: 'Datos del proyecto modificados (todos los campos, como quedaron).',
      schema: object(projectFields),
    },
    { type: 'project.closed', version: 1, description: 'Proyecto cerrado, con su motivo.', schema: withReason },
    { type: 'project.reopened', version: 1, description: 'Proyecto reabierto, con su motivo.', schema: withReason },
  ],
  mappers,
});
