import { projectFields } from '../../test/support/fixtures';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { PROJECT_MEMBERS, PROJECTS, projectsProjection } from './projects.projection';

// Alone: it keeps the user names and company summaries it shows from their events itself.
const given = projectionSpec(projectsProjection);

const fields = projectFields({ image: 'projects/p1/image.png', specialties: ['Estructura'], contractValue: 1000.5 });
const history = [
  stored('UserCreated', {
    userId: 'ana',
    name: 'Ana Pérez',
    email: 'ana@faena.cl',
    phone: '1',
    address: 'x',
    defaultJob: 1,
  }),
  stored('CompanyCreated', {
    companyId: 'c1',
    name: 'Constructora Andes',
    description: 'd',
    logo: 'companies/c1/logo.png',
    url: null,
  }),
  stored('ProjectCreated', { projectId: 'p1', ...fields, rdiNewSystem: true }, '2026-11-23T10:00:00.000Z'),
  stored('ProjectMemberAdded', { projectId: 'p1', userId: 'ana', jobTypeId: 2, capabilities: ['create_tasks'] }),
];

describe('projects projection', () => {
  it('shows a project with its company, type, currency, members, who closed it and its version', () => {
    const closed = stored(
      'ProjectClosed',
      { projectId: 'p1', reason: 'Obra terminada', closedBy: 'ana' },
      '2026-11-24T09:00:00.000Z',
    );
    return given([
      ...history,
      stored('CompanyUpdated', { companyId: 'c1', name: 'Andes SpA', description: 'd', logo: null, url: null }),
      stored('StatusBoardUpdated', { projectId: 'p1', statusBoard: '# Avance' }),
      closed,
    ]).thenDocuments(PROJECTS, [
      {
        _id: 'p1',
        id: 'p1',
        project_id: 'p1',
        internal_id: 'OB-101',
        company_id: 'c1',
        name: 'Edificio Los Aromos',
        description: 'Torre de 18 pisos',
        address: 'Los Aromos 1234, Ñuñoa',
        geo: { latitude: -33.45, longitude: -70.6 },
        project_image: 'projects/p1/image.png',
        project_type_id: 1,
        type: { name: 'Edificación' },
        specialties: [{ name: 'Estructura', parent_id: null }],
        details: { contract_value: 1000.5, total_days: 540, start_date: '2026-12-01', currency: { id: 2, name: 'UF' } },
        rdi_close_system: { new_system: true },
        status_board: { status_board: '# Avance' },
        deleted_at: '2026-11-24T09:00:00.000Z',
        close_reason: 'Obra terminada',
        status: { user: { id: 'ana', name: 'Ana Pérez' } },
        company: { name: 'Andes SpA', logo: null },
        members_count: 1,
        created_at: '2026-11-23T10:00:00.000Z',
        // The revision of the last event of the project's own stream.
        version: closed.revision,
      },
    ]);
  });

  it('follows job and capability changes, and forgets a removed member', async () => {
    await given([
      ...history,
      stored('ProjectMemberAdded', { projectId: 'p1', userId: 'bob', jobTypeId: 4, capabilities: [] }),
      stored('ProjectMemberJobChanged', { projectId: 'p1', userId: 'ana', jobTypeId: 4 }),
      stored('ProjectMemberCapabilitiesSet', { projectId: 'p1', userId: 'ana', capabilities: ['view_rdi'] }),
      stored('ProjectMemberRemoved', { projectId: 'p1', userId: 'bob' }),
    ]).thenDocuments(PROJECT_MEMBERS, [
      {
        _id: 'p1:ana',
        project_id: 'p1',
        user_id: 'ana',
        user_name: 'Ana Pérez',
        job_type_id: 4,
        job: { id: 4, name: 'ITO' },
        capabilities: ['view_rdi'],
        useroptions: { daily_reports: true, notification_sound: true },
        avoid_emails: { rdi: false, task: false, additional: false },
      },
    ]);
  });

  it('keeps each member with job, capabilities and default options', () =>
    given([
      ...history,
      stored('ProjectMemberAvoidEmailsSet', {
        projectId: 'p1',
        userId: 'ana',
        rdi: true,
        task: false,
        additional: false,
      }),
    ]).thenDocuments(PROJECT_MEMBERS, [
      {
        _id: 'p1:ana',
        project_id: 'p1',
        user_id: 'ana',
        user_name: 'Ana Pérez',
        job_type_id: 2,
        job: { id: 2, name: 'Jefe OT' },
        capabilities: ['create_tasks'],
        useroptions: { daily_reports: true, notification_sound: true },
        avoid_emails: { rdi: true, task: false, additional: false },
      },
    ]));

  it("keeps a member's name when their profile changes, for the users list by name", () =>
    given([
      ...history,
      stored('UserProfileUpdated', {
        userId: 'ana',
        name: 'Ana María Pérez',
        phone: '1',
        address: 'x',
        defaultJob: 1,
        avatar: null,
      }),
    ]).thenDocuments(PROJECT_MEMBERS, [expect.objectContaining({ _id: 'p1:ana', user_name: 'Ana María Pérez' })]));
});
