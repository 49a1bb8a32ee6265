import { actor } from '../../test/support/actors';
import { mayLookUpUsers, mayReadCompaniesOf, mayReadProfileOf, searchableCompanies } from './users.policy';

describe('who reads users', () => {
  it('looks users up by e-mail: administrators and those who administer users somewhere', () => {
    expect(mayLookUpUsers(actor('root', { administrator: true }))).toBe(true);
    expect(mayLookUpUsers(actor('jefe', { projects: { p1: ['create_users'] } }))).toBe(true);
    expect(mayLookUpUsers(actor('rrhh', { companies: { c1: ['set_user_projects'] } }))).toBe(true);
    expect(mayLookUpUsers(actor('ito', { projects: { p1: ['view_rdi'] }, companies: { c1: [] } }))).toBe(false);
  });

  it("reads a looked-up user's whole profile: administrators, the user, and managers of one of the user's companies", () => {
    const user = { id: 'ana', companyIds: ['c1', 'c2'] };
    expect(mayReadProfileOf(actor('root', { administrator: true }), user)).toBe(true);
    expect(mayReadProfileOf(actor('ana'), user)).toBe(true);
    for (const capability of ['edit_company', 'set_user_projects', 'set_user_permissions'] as const)
      expect(mayReadProfileOf(actor('rrhh', { companies: { c2: [capability] } }), user)).toBe(true);
    // A Jefe OT who adds people to projects, in another company: the name only.
    const elsewhere = actor('jefe', { projects: { p1: ['create_users'] }, companies: { c3: ['set_user_projects'] } });
    expect(mayReadProfileOf(elsewhere, user)).toBe(false);
    expect(mayReadProfileOf(actor('colega', { companies: { c1: ['create_project'] } }), user)).toBe(false);
  });

  it('searches people of the companies where the actor creates or edits projects', () => {
    expect(searchableCompanies(actor('root', { administrator: true }))).toBeNull();
    const jefe = actor('jefe', { companies: { c1: ['create_project'], c2: ['edit_project'], c3: ['edit_company'] } });
    expect(searchableCompanies(jefe)?.sort()).toEqual(['c1', 'c2']);
    expect(searchableCompanies(actor('ito', { companies: { c1: [] } }))).toEqual([]);
  });

  it("reads a user's companies: that user and administrators", () => {
    expect(mayReadCompaniesOf(actor('ana'), 'ana')).toBe(true);
    expect(mayReadCompaniesOf(actor('root', { administrator: true }), 'ana')).toBe(true);
    expect(mayReadCompaniesOf(actor('bob'), 'ana')).toBe(false);
  });
});
