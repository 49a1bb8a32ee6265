import { actor } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import { jobType } from '../organisation/job-types';
import { membershipDecider } from './membership.decider';
import { type MembershipEvent } from './membership.events';

const given = deciderSpec(membershipDecider);
const project = { projectId: 'p1', companyId: 'c1', closed: false };
const closedProject = { ...project, closed: true };
/** Runs company c1: assigns projects and permissions there, default job 1. */
const ana = actor('ana', {
  defaultJob: 1,
  companies: { c1: ['create_project', 'set_user_projects', 'set_user_permissions'] },
});
/** A Jefe OT in p1 with the job's default capabilities (create_users, edit_users), nothing in the company. */
const javiera = actor('javiera', { projects: { p1: jobType(2)!.default_capabilities }, companies: { c1: [] } });
/** A member of p1 who holds nothing but viewing. */
const pedro = actor('pedro', { projects: { p1: ['view_rdi'] } });
const outsider = actor('eva', { companies: { c2: ['set_user_projects', 'create_project'] } });

const added = (userId: string, jobTypeId: number): MembershipEvent => ({
  type: 'ProjectMemberAdded',
  data: { projectId: 'p1', userId, jobTypeId, capabilities: [...(jobType(jobTypeId)?.default_capabilities ?? [])] },
});
const removed: MembershipEvent = { type: 'ProjectMemberRemoved', data: { projectId: 'p1', userId: 'ito' } };

describe('membership decider (one user in one project)', () => {
  it('brings the creator in with their default job and the chosen Jefe OT as job 2', () => {
    given([])
      .when({ type: 'JoinNewProject', role: 'creator', userId: 'ana', project }, ana)
      .thenEvents([added('ana', 1)]);
    given([])
      .when({ type: 'JoinNewProject', role: 'jefe_ot', userId: 'javiera', project }, ana)
      .thenEvents([added('javiera', 2)]);
    // Nobody joins a project as its creator but the creator.
    given([])
      .when({ type: 'JoinNewProject', role: 'creator', userId: 'pedro', project }, ana)
      .thenThrows('No tienes permiso para asignar proyectos a usuarios.', 403);
  });

  it('adds an existing user once, with the default capabilities of the job, holding set_user_projects', () => {
    given([])
      .when({ type: 'AddMember', userId: 'ito', jobTypeId: 4, project }, ana)
      .thenEvents([added('ito', 4)]);
    given([added('ito', 4)])
      .when({ type: 'AddMember', userId: 'ito', jobTypeId: 4, project }, ana)
      .thenEvents([]);
    given([])
      .when({ type: 'AddMember', userId: 'x', jobTypeId: 99, project }, ana)
      .thenThrows('Tipo de cargo no válido', 400);
    given([])
      .when({ type: 'AddMember', userId: 'x', jobTypeId: 3, project }, javiera)
      .thenThrows('No tienes permiso para asignar proyectos a usuarios.', 403);
    given([])
      .when({ type: 'AddMember', userId: 'x', jobTypeId: 3, project }, outsider)
      .thenThrows('No tienes permiso para asignar proyectos a usuarios.', 403);
  });

  it('adds a newly created user with create_users in the project', () => {
    given([])
      .when({ type: 'AddNewUser', userId: 'x', jobTypeId: 3, project }, javiera)
      .thenEvents([added('x', 3)]);
    given([])
      .when({ type: 'AddNewUser', userId: 'x', jobTypeId: 3, project }, pedro)
      .thenThrows('No tienes permiso para crear usuarios en este proyecto.', 403);
    given([])
      .when({ type: 'AddNewUser', userId: 'x', jobTypeId: 3, project }, outsider)
      .thenThrows('El proyecto no existe.', 404);
  });

  it('refuses every change to a closed project or one that does not exist', () => {
    given([])
      .when({ type: 'AddNewUser', userId: 'x', jobTypeId: 3, project: closedProject }, javiera)
      .thenThrows('El proyecto está cerrado.', 409);
    given([added('ito', 4)])
      .when({ type: 'RemoveMember', userId: 'ito', project: null }, ana)
      .thenThrows('El proyecto no existe.', 404);
  });

  it('changes a job and capabilities of a member only', () => {
    given([added('ito', 4)])
      .when({ type: 'SetMemberJob', userId: 'ito', jobTypeId: 3, project }, ana)
      .thenEvents([{ type: 'ProjectMemberJobChanged', data: { projectId: 'p1', userId: 'ito', jobTypeId: 3 } }]);
    given([added('ito', 4)])
      .when({ type: 'SetMemberJob', userId: 'ito', jobTypeId: 4, project }, ana)
      .thenEvents([]);
    given([added('ito', 4)])
      .when({ type: 'SetMemberCapabilities', userId: 'ito', capabilities: ['view_rdi'], project }, ana)
      .thenEvents([
        { type: 'ProjectMemberCapabilitiesSet', data: { projectId: 'p1', userId: 'ito', capabilities: ['view_rdi'] } },
      ]);
    given([added('ito', 4), removed])
      .when({ type: 'SetMemberCapabilities', userId: 'ito', capabilities: [], project }, ana)
      .thenThrows('El usuario no pertenece a este proyecto.', 403);
  });

  it('changes members only with the capability the dialog needs', () => {
    given([added('pedro', 3)])
      .when({ type: 'SetMemberCapabilities', userId: 'pedro', capabilities: [], project }, javiera)
      .thenThrows('No tienes permiso para cambiar permisos de usuarios.', 403);
    given([added('pedro', 3)])
      .when({ type: 'SetMemberJob', userId: 'pedro', jobTypeId: 4, project }, pedro)
      .thenThrows('No tienes permiso para cambiar permisos de usuarios.', 403);
  });

  it('grants one capability and keeps the others, once, to whoever may edit permissions (issue 31)', () => {
    const granted = [...(jobType(3)?.default_capabilities ?? []), 'end_rdi' as const];
    given([added('pedro', 3)])
      .when({ type: 'GrantMemberCapability', userId: 'pedro', capability: 'end_rdi', project }, ana)
      .thenEvents([
        { type: 'ProjectMemberCapabilitiesSet', data: { projectId: 'p1', userId: 'pedro', capabilities: granted } },
      ]);
    given([
      added('pedro', 3),
      { type: 'ProjectMemberCapabilitiesSet', data: { projectId: 'p1', userId: 'pedro', capabilities: granted } },
    ])
      .when({ type: 'GrantMemberCapability', userId: 'pedro', capability: 'end_rdi', project }, ana)
      .thenEvents([]);
    given([added('pedro', 3)])
      .when({ type: 'GrantMemberCapability', userId: 'pedro', capability: 'end_rdi', project }, javiera)
      .thenThrows('No tienes permiso para cambiar permisos de usuarios.', 403);
  });

  it('removes a member from the users list (edit_users) or the projects dialog (set_user_projects), once', () => {
    given([added('ito', 4)])
      .when({ type: 'RemoveMember', userId: 'ito', project }, javiera)
      .thenEvents([removed]);
    given([added('ito', 4)])
      .when({ type: 'RemoveMember', userId: 'ito', project }, ana)
      .thenEvents([removed]);
    given([added('ito', 4), removed])
      .when({ type: 'RemoveMember', userId: 'ito', project }, ana)
      .thenEvents([]);
    given([added('ito', 4)])
      .when({ type: 'RemoveMember', userId: 'ito', project }, pedro)
      .thenThrows('No tienes permiso para editar usuarios de este proyecto.', 403);
  });

  it('knows a membership carried over from its project stream', () =>
    given([{ type: 'ProjectMemberImported', data: { projectId: 'p1', userId: 'ito', jobTypeId: 4, capabilities: [] } }])
      .when({ type: 'AddMember', userId: 'ito', jobTypeId: 4, project }, ana)
      .thenEvents([]));
});
