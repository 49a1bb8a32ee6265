import { actor } from '../../test/support/actors';
import { deciderSpec, editSpec } from '../../test/support/given-when-then';
import { COMPANY_CAPABILITIES } from '../contracts/capabilities';
import { companyAggregate, companyDecider } from './company.decider';
import { type CompanyEvent, type CompanyProfile } from './company.events';

const given = deciderSpec(companyDecider);
const profile: CompanyProfile = {
  name: 'Constructora Andes',
  description: 'Edificación en altura',
  logo: null,
  url: 'https://andes.cl',
};
const created: CompanyEvent = { type: 'CompanyCreated', data: { companyId: 'c1', ...profile } };
const creatorJoined: CompanyEvent = { type: 'CompanyMemberJoined', data: { companyId: 'c1', userId: 'ana' } };
const creatorCapabilities: CompanyEvent = {
  type: 'CompanyMemberCapabilitiesSet',
  data: { companyId: 'c1', userId: 'ana', capabilities: [...COMPANY_CAPABILITIES] },
};

/** An administrator: may create companies anywhere. */
const ana = actor('ana', { administrator: true });
/** Holds create_company in another company, and nothing in c1. */
const beto = actor('beto', { companies: { c9: ['create_company'] } });
/** A plain member of c1. */
const carla = actor('carla', { companies: { c1: [] } });
const runsC1 = actor('dora', { companies: { c1: ['edit_company', 'set_user_permissions'] } });

describe('company decider', () => {
  it('creates a company whose creator joins with every company capability', () =>
    given([])
      .when({ type: 'CreateCompany', companyId: 'c1', ...profile }, ana)
      .thenEvents([created, creatorJoined, creatorCapabilities]));

  it('requires a name and a description', () => {
    given([])
      .when({ type: 'CreateCompany', companyId: 'c1', ...profile, name: ' ' }, ana)
      .thenThrows('Campo requerido', 400);
    given([created])
      .when({ type: 'UpdateCompany', ...profile, description: '' })
      .thenThrows('Campo requerido', 400);
  });

  it('edits an existing company only', () => {
    given([created])
      .when({ type: 'UpdateCompany', ...profile, name: 'Andes SpA' })
      .thenEvents([{ type: 'CompanyUpdated', data: { companyId: 'c1', ...profile, name: 'Andes SpA' } }]);
    given([])
      .when({ type: 'UpdateCompany', ...profile })
      .thenThrows('La empresa no existe.', 404);
  });

  it('lets a new user join once, without capabilities', () => {
    given([created])
      .when({ type: 'JoinCompany', userId: 'beto' })
      .thenEvents([{ type: 'CompanyMemberJoined', data: { companyId: 'c1', userId: 'beto' } }]);
    given([created, creatorJoined]).when({ type: 'JoinCompany', userId: 'ana' }).thenEvents([]);
    given([]).when({ type: 'JoinCompany', userId: 'beto' }).thenThrows('La empresa no existe.', 404);
  });

  it('assigns a user to the company when their permissions are first saved', () =>
    given([created, creatorJoined, creatorCapabilities])
      .when({ type: 'SetMemberCapabilities', userId: 'bob', capabilities: ['create_project'] })
      .thenEvents([
        { type: 'CompanyMemberJoined', data: { companyId: 'c1', userId: 'bob' } },
        {
          type: 'CompanyMemberCapabilitiesSet',
          data: { companyId: 'c1', userId: 'bob', capabilities: ['create_project'] },
        },
      ]));

  it('records nothing when the capabilities do not change', () =>
    given([created, creatorJoined, creatorCapabilities])
      .when({ type: 'SetMemberCapabilities', userId: 'ana', capabilities: [...COMPANY_CAPABILITIES].reverse() })
      .thenEvents([]));

  it('creates companies for administrators and holders of create_company somewhere', () => {
    given([])
      .when({ type: 'CreateCompany', companyId: 'c2', ...profile }, beto)
      .thenEvents([
        { type: 'CompanyCreated', data: { companyId: 'c2', ...profile } },
        { type: 'CompanyMemberJoined', data: { companyId: 'c2', userId: 'beto' } },
        {
          type: 'CompanyMemberCapabilitiesSet',
          data: { companyId: 'c2', userId: 'beto', capabilities: [...COMPANY_CAPABILITIES] },
        },
      ]);
    given([])
      .when({ type: 'CreateCompany', companyId: 'c2', ...profile }, carla)
      .thenThrows('No tienes permiso para crear empresas.', 403);
  });

  it('edits the company and its members’ permissions only with the capability in that company', () => {
    given([created])
      .when({ type: 'UpdateCompany', ...profile }, beto)
      .thenThrows('No tienes permiso para editar esta empresa.', 403);
    given([created])
      .when({ type: 'UpdateCompany', ...profile, name: 'Andes SpA' }, runsC1)
      .thenEvents([{ type: 'CompanyUpdated', data: { companyId: 'c1', ...profile, name: 'Andes SpA' } }]);
    given([created])
      .when({ type: 'SetMemberCapabilities', userId: 'carla', capabilities: ['create_project'] }, carla)
      .thenThrows('No tienes permiso para cambiar permisos de usuarios.', 403);
  });

  it('lets only members of the company bring new users into it', () => {
    given([created])
      .when({ type: 'JoinCompany', userId: 'nuevo' }, carla)
      .thenEvents([{ type: 'CompanyMemberJoined', data: { companyId: 'c1', userId: 'nuevo' } }]);
    given([created])
      .when({ type: 'JoinCompany', userId: 'nuevo' }, beto)
      .thenThrows('No puedes crear usuarios en una empresa a la que no perteneces.', 403);
  });
});

describe('company edits: only the fields sent, and two people on one company', () => {
  const updated = (changes: Partial<CompanyProfile>): CompanyEvent => ({
    type: 'CompanyUpdated',
    data: { companyId: 'c1', ...profile, ...changes },
  });
  const givenEdits = editSpec(companyAggregate);

  it('changes the fields sent and keeps the others, logo included', () =>
    given([created, updated({ logo: 'companies/c1/logo.png' })])
      .when({ type: 'UpdateCompany', description: 'Obras civiles' }, runsC1)
      .thenEvents([updated({ logo: 'companies/c1/logo.png', description: 'Obras civiles' })]));

  it('removes the site when the edit sends it empty', () =>
    given([created])
      .when({ type: 'UpdateCompany', url: null }, runsC1)
      .thenEvents([updated({ url: null })]));

  it('refuses a field someone else changed after the form was opened, with its value now', () =>
    givenEdits([
      [created, 'ana'],
      [creatorJoined, 'ana'],
      [updated({ name: 'Andes SpA' }), 'dora'],
    ])
      .openedAt(1)
      .when({ type: 'UpdateCompany', name: 'Andes Ltda.', url: null }, 'ana')
      .thenConflicts({ name: 'Andes SpA' }));

  it('lets through an edit of fields nobody else touched', () =>
    givenEdits([
      [created, 'ana'],
      [updated({ name: 'Andes SpA' }), 'dora'],
    ])
      .openedAt(0)
      .when({ type: 'UpdateCompany', description: 'Obras civiles' }, 'ana')
      .thenNoConflict());
});
