import { historySpec } from '../../test/support/history-spec';
import { companyHistory } from './company.history';

const profile = { name: 'Constructora Cordillera', description: 'Obras', logo: null, url: null };
const of = { companyId: 'c1' };

describe('a company’s history', () => {
  it('reads a member joining and their permissions against those before', () =>
    historySpec(companyHistory)([
      { type: 'CompanyCreated', data: { ...of, ...profile } },
      { type: 'CompanyMemberJoined', data: { ...of, userId: 'rita' } },
      { type: 'CompanyMemberCapabilitiesSet', data: { ...of, userId: 'rita', capabilities: ['create_project'] } },
      {
        type: 'CompanyMemberCapabilitiesSet',
        data: { ...of, userId: 'rita', capabilities: ['create_project', 'edit_project'] },
      },
    ]).thenReads([
      expect.objectContaining({ says: 'creó la empresa «Constructora Cordillera»' }),
      { says: 'agregó a Rita Soto a la empresa' },
      { says: 'cambió los permisos de Rita Soto en la empresa', changes: [['Permisos', null, 'Crear proyectos']] },
      {
        says: 'cambió los permisos de Rita Soto en la empresa',
        changes: [['Permisos', 'Crear proyectos', 'Crear proyectos, Editar proyectos']],
      },
    ]));
});
