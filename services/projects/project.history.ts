import { formatAmount, formatNumber } from '../contracts/number-format';
import { CURRENCIES, PROJECT_TYPES } from '../organisation/catalogs';
import { change, day, type HistoryLine, itemHistory } from '../platform/history/history-table';
import { projectDecider } from './project.decider';
import { type ProjectFields } from './project.events';

const named = (catalog: ReadonlyArray<{ id: number; name: string }>, id: number) =>
  catalog.find((entry) => entry.id === id)?.name ?? String(id);

const geo = (value: ProjectFields['geo']) =>
  value ? `${formatNumber(value.latitude, 6)}, ${formatNumber(value.longitude, 6)}` : null;

/** The project form's fields as its labels name them and the app shows them (the company is not changed by the form). */
const FIELDS: ReadonlyArray<[label: string, show: (fields: ProjectFields) => string | null]> = [
  ['ID', (fields) => fields.internalId],
  ['Nombre', (fields) => fields.name],
  ['Descripción', (fields) => fields.description],
  ['Dirección', (fields) => fields.address],
  ['Ubicación', (fields) => geo(fields.geo)],
  ['Imagen Proyecto', (fields) => (fields.image ? 'Con imagen' : 'Sin imagen')],
  ['Tipo', (fields) => named(PROJECT_TYPES, fields.projectTypeId)],
  ['Especialidades', (fields) => fields.specialties.join(', ') || null],
  ['Moneda por defecto', (fields) => named(CURRENCIES, fields.currencyId)],
  ['Monto Contrato', (fields) => formatAmount(fields.contractValue, named(CURRENCIES, fields.currencyId))],
  ['Plazo (días)', (fields) => formatNumber(fields.totalDays)],
  ['Fecha de inicio', (fields) => day(fields.startDate)],
];

const fieldChanges = (before: ProjectFields | null, after: ProjectFields): HistoryLine['changes'] =>
  FIELDS.flatMap(([label, show]) => change(label, before ? show(before) : null, show(after)));

const state = (closed: boolean) => (closed ? 'Cerrado' : 'Abierto');
const rdiSystem = (newSystem: boolean) => (newSystem ? 'Nuevo (aprobaciones)' : 'Antiguo (Finalizar RDI)');

/** How a project's own events read in its 'Historial' (its members' events: membership.history.ts). */
export const projectHistory = itemHistory({
  itemType: 'project',
  fold: projectDecider,
  rows: {
    ProjectCreated: {
      read: ({ data }) => ({ says: `creó el proyecto «${data.name}»`, changes: fieldChanges(null, data) }),
    },
    ProjectUpdated: {
      read: ({ data }, before) => ({
        says: 'modificó el proyecto',
        changes: fieldChanges(before.exists ? before.fields : null, data),
      }),
    },
    ProjectClosed: {
      read: ({ data }) => ({
        says: `cerró el proyecto: «${data.reason}»`,
        changes: change('Estado', state(false), state(true)),
      }),
    },
    ProjectReopened: {
      read: ({ data }) => ({
        says: `reabrió el proyecto: «${data.reason}»`,
        changes: change('Estado', state(true), state(false)),
      }),
    },
    RdiCloseSystemChanged: {
      read: ({ data }, before) => ({
        says: 'cambió el sistema de cierre de RDI',
        changes: change(
          'Sistema de cierre de RDI',
          before.exists ? rdiSystem(before.rdiNewSystem) : null,
          rdiSystem(data.newSystem),
        ),
      }),
    },
    StatusBoardUpdated: {
      read: ({ data }, before) => ({
        says: 'actualizó el estado de la obra',
        changes: change('Estado de la obra', (before.exists && before.statusBoard) || null, data.statusBoard || null),
      }),
    },
  },
});
