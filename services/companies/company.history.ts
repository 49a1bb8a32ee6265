import { CAPABILITY_LABELS, type CompanyCapability } from '../contracts/capabilities';
import { change, type HistoryLine, itemHistory, person } from '../platform/history/history-table';
import { type CompanyState, companyDecider } from './company.decider';
import { type CompanyProfile } from './company.events';

const capabilities = (list: readonly CompanyCapability[] | undefined) =>
  list?.map((capability) => CAPABILITY_LABELS[capability]).join(', ') || null;

const profileChanges = (before: CompanyState, after: CompanyProfile): HistoryLine['changes'] => {
  const was = before.exists ? before : null;
  return [
    ...change('Nombre', was?.name ?? null, after.name),
    ...change('Descripción', was?.description ?? null, after.description),
    ...change('Sitio web', was?.url ?? null, after.url),
    ...change('Logo', was ? (was.logo ? 'Con logo' : 'Sin logo') : null, after.logo ? 'Con logo' : 'Sin logo'),
  ];
};

/** How a company's events read in its 'Historial' (whoever may edit it). */
export const companyHistory = itemHistory({
  itemType: 'company',
  fold: companyDecider,
  rows: {
    CompanyCreated: {
      read: ({ data }, before) => ({ says: `creó la empresa «${data.name}»`, changes: profileChanges(before, data) }),
    },
    CompanyUpdated: {
      read: ({ data }, before) => ({ says: 'modificó la empresa', changes: profileChanges(before, data) }),
    },
    CompanyMemberJoined: { read: ({ data }) => ({ says: `agregó a ${person(data.userId)} a la empresa` }) },
    CompanyMemberCapabilitiesSet: {
      read: ({ data }, before) => ({
        says: `cambió los permisos de ${person(data.userId)} en la empresa`,
        changes: change(
          'Permisos',
          capabilities(before.exists ? before.members.get(data.userId) : undefined),
          capabilities(data.capabilities),
        ),
      }),
    },
  },
});
