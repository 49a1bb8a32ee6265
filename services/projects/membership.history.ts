import { CAPABILITY_LABELS } from '../contracts/capabilities';
import { jobType } from '../organisation/job-types';
import { change, itemHistory, person } from '../platform/history/history-table';
import { membershipDecider } from './membership.decider';

const job = (id: number) => jobType(id)?.name ?? String(id);
const capabilities = (list: readonly (keyof typeof CAPABILITY_LABELS)[]) =>
  list.map((capability) => CAPABILITY_LABELS[capability]).join(', ') || null;

/**
 * How a member's place in a project reads in the project's 'Historial': each membership has its own
 * stream (`membership-<project>:<user>`), read with the project's (docs/decisions.md, "Historial").
 */
export const membershipHistory = itemHistory({
  itemType: 'project',
  fold: membershipDecider,
  rows: {
    ProjectMemberAdded: {
      read: ({ data }) => ({
        says: `agregó a ${person(data.userId)} al proyecto como ${job(data.jobTypeId)}`,
        changes: change('Cargo', null, job(data.jobTypeId)),
      }),
    },
    ProjectMemberImported: {
      read: ({ data }) => ({
        says: `registró a ${person(data.userId)} en el proyecto como ${job(data.jobTypeId)}`,
        changes: change('Cargo', null, job(data.jobTypeId)),
      }),
    },
    ProjectMemberJobChanged: {
      read: ({ data }, before) => ({
        says: `cambió el cargo de ${person(data.userId)} a ${job(data.jobTypeId)}`,
        changes: change('Cargo', before.member ? job(before.jobTypeId) : null, job(data.jobTypeId)),
      }),
    },
    ProjectMemberCapabilitiesSet: {
      read: ({ data }, before) => ({
        says: `cambió los permisos de ${person(data.userId)} en el proyecto`,
        changes: change(
          'Permisos',
          before.member ? capabilities(before.capabilities) : null,
          capabilities(data.capabilities),
        ),
      }),
    },
    ProjectMemberRemoved: {
      read: ({ data }, before) => ({
        says: `quitó a ${person(data.userId)} del proyecto`,
        changes: change('Cargo', before.member ? job(before.jobTypeId) : null, null),
      }),
    },
  },
});
