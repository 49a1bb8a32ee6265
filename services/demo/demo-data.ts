import { randomUUID } from 'node:crypto';
import { type CompanyCommand, companyAggregate } from '../companies/company.decider';
import type { CompanyCapability } from '../contracts/capabilities';
import type { InlineFileRecorder } from '../files/inline-files';
import { chileDate } from '../platform/clock/calendar';
import { SYSTEM_ACTOR } from '../platform/commands/command-context';
import type { AggregateType, DomainEvent } from '../platform/commands/decider';
import type { CommandPipeline } from '../platform/commands/handle-command';
import type { CredentialStore } from '../platform/credentials/credential-store.port';
import type { PasswordHasher } from '../platform/credentials/password-hasher';
import { type MembershipCommand, membershipAggregate, membershipId } from '../projects/membership.decider';
import { type ProjectCommand, projectAggregate } from '../projects/project.decider';
import { type ProjectFields } from '../projects/project.events';
import { userAggregate } from '../users/user.decider';
import { type UserProfile } from '../users/user.events';
import { seedApprovedPaymentStatus, seedDemoAdditionals } from './demo-additionals';
import { OLD_SYSTEM_PROJECT, STORY_START_DAYS_AGO, seedDemoStory } from './demo-story';
import type { StoryClock } from './story-clock';

export const DEMO_PASSWORD = 'faena1234';

/** Demo logins, listed in the README. Job types: 1 administrator, 2 Jefe OT, 4 ITO, 3 field professional. */
export const DEMO_USERS: ReadonlyArray<{ id: string } & UserProfile> = [
  {
    id: 'demo-admin',
    name: 'Administración Faena',
    email: 'admin@faena.cl',
    phone: '+56 2 2345 6789',
    address: 'Av. Apoquindo 3000, Las Condes',
    defaultJob: 1,
  },
  {
    id: 'demo-jefe-ot',
    name: 'Javiera Soto',
    email: 'jefe.ot@faena.cl',
    phone: '+56 9 8765 4321',
    address: 'Av. Providencia 1200, Providencia',
    defaultJob: 2,
  },
  {
    id: 'demo-ito',
    name: 'Ignacio Toro',
    email: 'ito@faena.cl',
    phone: '+56 9 5555 1234',
    address: 'Los Leones 450, Providencia',
    defaultJob: 4,
  },
  {
    id: 'demo-terreno',
    name: 'Pedro Rojas',
    email: 'terreno@faena.cl',
    phone: '+56 9 4444 9876',
    address: 'Gran Avenida 5500, San Miguel',
    defaultJob: 3,
  },
];

const DEMO_COMPANY = 'demo-company';
const JEFE_COMPANY_CAPABILITIES: CompanyCapability[] = [
  'create_project',
  'edit_project',
  'status_project',
  'set_user_projects',
];

const demoProject = (
  name: string,
  internalId: string,
  address: string,
  latitude: number,
  longitude: number,
  extra: Partial<ProjectFields>,
  startDate: string,
): ProjectFields => ({
  companyId: DEMO_COMPANY,
  internalId,
  name,
  description: '',
  address,
  geo: { latitude, longitude },
  image: null,
  projectTypeId: 1,
  specialties: [],
  currencyId: 2,
  contractValue: 0,
  totalDays: 0,
  startDate,
  ...extra,
});

/**
 * Fills an empty store with the demo organisation, through the same commands users send; the
 * demo password's hash goes to the credential store after the log records that it was set. With
 * `story` (its files' recorder), the projects start weeks ago and their tasks and RDI follow (`pipeline` runs on `clock`).
 */
export async function seedDemoData(
  pipeline: CommandPipeline,
  hasher: PasswordHasher,
  credentials: CredentialStore,
  clock: StoryClock,
  story: { files: InlineFileRecorder } | null,
): Promise<void> {
  if (story) clock.daysAgo(STORY_START_DAYS_AGO);
  const today = chileDate(clock.now());
  const run = <C, E extends DomainEvent, S>(
    aggregate: AggregateType<C, E, S>,
    aggregateId: string,
    command: C,
    actorId = SYSTEM_ACTOR,
  ) => pipeline.handle({ aggregate, aggregateId, command, context: { actorId, commandId: randomUUID() } });

  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  for (const { id, ...profile } of DEMO_USERS) {
    await run(userAggregate, id, { type: 'CreateUser', userId: id, ...profile });
    await run(userAggregate, id, { type: 'SetPassword' });
    await credentials.setPassword(id, passwordHash);
  }

  const company: CompanyCommand = {
    type: 'CreateCompany',
    companyId: DEMO_COMPANY,
    name: 'Constructora Cordillera S.A.',
    description: 'Edificación habitacional, industrial y remodelaciones en la Región Metropolitana.',
    logo: null,
    url: 'https://cordillera.example.cl',
  };
  await run(companyAggregate, DEMO_COMPANY, company, 'demo-admin');
  await run(
    companyAggregate,
    DEMO_COMPANY,
    { type: 'SetMemberCapabilities', userId: 'demo-jefe-ot', capabilities: JEFE_COMPANY_CAPABILITIES },
    'demo-admin',
  );
  for (const userId of ['demo-ito', 'demo-terreno']) {
    await run(
      companyAggregate,
      DEMO_COMPANY,
      { type: 'SetMemberCapabilities', userId, capabilities: [] },
      'demo-admin',
    );
  }

  const projects: Array<{ id: string; fields: ProjectFields; closeReason?: string }> = [
    {
      id: 'demo-aromos',
      fields: demoProject(
        'Edificio Parque Los Aromos',
        'OB-2301',
        'Los Aromos 1234, Ñuñoa',
        -33.4569,
        -70.5986,
        {
          description: 'Torre habitacional de 18 pisos y 3 subterráneos, 142 departamentos.',
          specialties: ['Obra gruesa', 'Estructura', 'Instalaciones eléctricas', 'Instalaciones sanitarias'],
          contractValue: 285_400.5,
          totalDays: 540,
        },
        today,
      ),
    },
    {
      id: 'demo-lo-aguirre',
      fields: demoProject(
        'Ampliación Planta Lo Aguirre',
        'OB-2302',
        'Camino Lo Aguirre 2500, Pudahuel',
        -33.4432,
        -70.8061,
        {
          description: 'Nave industrial de 6.000 m² con oficinas y patio de maniobras.',
          projectTypeId: 5,
          specialties: ['Estructura metálica', 'Pavimentos', 'Climatización'],
          currencyId: 1,
          contractValue: 3_850_000_000,
          totalDays: 300,
        },
        today,
      ),
    },
    {
      id: 'demo-providencia',
      fields: demoProject(
        'Remodelación Oficinas Providencia',
        'OB-2205',
        'Av. Nueva Providencia 2155, Providencia',
        -33.4226,
        -70.6093,
        {
          description: 'Habilitación de tres pisos de oficinas y áreas comunes.',
          projectTypeId: 8,
          specialties: ['Terminaciones', 'Tabiquería'],
          contractValue: 18_250.75,
          totalDays: 120,
        },
        today,
      ),
      closeReason: 'Obra entregada y recepcionada por el mandante.',
    },
  ];
  for (const { id, fields, closeReason } of projects) {
    const create: ProjectCommand = { type: 'CreateProject', projectId: id, today, ...fields };
    await run(projectAggregate, id, create, 'demo-admin');
    const project = { projectId: id, companyId: DEMO_COMPANY, closed: false };
    const members: MembershipCommand[] = [
      { type: 'JoinNewProject', role: 'creator', userId: 'demo-admin', project },
      { type: 'JoinNewProject', role: 'jefe_ot', userId: 'demo-jefe-ot', project },
      { type: 'AddMember', userId: 'demo-ito', jobTypeId: 4, project },
      { type: 'AddMember', userId: 'demo-terreno', jobTypeId: 3, project },
    ];
    for (const member of members) {
      await run(membershipAggregate, membershipId(id, member.userId), member, 'demo-admin');
    }
    if (story && id === OLD_SYSTEM_PROJECT) {
      // Opened before the new close system: its RDI end with 'Finalizar RDI'.
      await run(projectAggregate, id, { type: 'SetRdiCloseSystem', newSystem: false }, 'demo-admin');
    }
    if (closeReason) {
      // An older project: it keeps the old RDI close system, and it is closed.
      await run(projectAggregate, id, { type: 'SetRdiCloseSystem', newSystem: false }, 'demo-admin');
      await run(projectAggregate, id, { type: 'CloseProject', reason: closeReason }, 'demo-admin');
    }
  }
  if (story) clock.daysAgo(19);
  const accepted = await seedDemoAdditionals(pipeline);
  if (story) {
    clock.daysAgo(11);
    if (accepted) await seedApprovedPaymentStatus(pipeline, accepted);
    await seedDemoStory(pipeline, clock, story.files);
  }
  clock.present();
}
