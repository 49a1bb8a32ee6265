import { actor } from '../../test/support/actors';
import { mayLookUpUsers, mayReadCompaniesOf, searchableCompanies } from './users.policy';

describe('who reads users', () => {
  it('looks users up by e-mail: administrators and those who administer users somewhere', () => {
    expect(mayLookUpUsers(actor('root', { administrator: true }))).toBe(true);
    expect(mayLookUpUsers(actor('jefe', { projects: { p1: ['create_users'] } }))).toBe(true);
    expect(mayLookUpUsers(actor('rrhh', { companies: { c1: ['set_user_projects'] } }))).toBe(true);
    expect(mayLookUpUsers(actor('ito', { projects: { p1: ['view_rdi'] }, companies: { c1: [] } }))).toBe(false);
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
