import { deciderSpec } from '../../test/support/given-when-then';
import { COMPANY_CAPABILITIES } from '../organisation/capabilities';
import { type CompanyEvent, companyDecider } from './company.decider';

const given = deciderSpec(companyDecider);
const profile = {
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

describe('company decider', () => {
  it('creates a company whose creator joins with every company capability', () =>
    given([])
      .when({ type: 'CreateCompany', companyId: 'c1', creatorId: 'ana', ...profile })
      .thenEvents([created, creatorJoined, creatorCapabilities]));

  it('requires a name and a description', () => {
    given([])
      .when({ type: 'CreateCompany', companyId: 'c1', creatorId: 'ana', ...profile, name: ' ' })
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
});
