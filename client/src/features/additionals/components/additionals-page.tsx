import { GraphIcon } from '@primer/octicons-react';
import { Spinner } from '@primer/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import styles from '../../../components/items.module.css';
import { ListToolbar } from '../../../components/list-toolbar';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { useAddressRequest } from '../../../lib/address-request';
import { ADDITIONALS_ROUTE, rdiLink } from '../../../lib/item-links';
import { useKeyedOpening } from '../../../lib/keyed-opening';
import { MINIMIZED_TYPE, useRestoreMinimized } from '../../../lib/minimized-items';
import { useOpenItemAddress } from '../../../lib/open-item-address';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import {
  CreatePossibleAdditionalDialog,
  PossibleAdditionalDetailDialog,
  PossibleAdditionalsListing,
} from '../../possible-additionals/index';
import { additionalDraftFromStored } from '../additional-draft';
import { type AdditionalsTab, ALL_STATUSES, CREATE_ADDITIONAL, CREATE_POSSIBLE } from '../additional-rules';
import { exportAdditionals } from '../api/additional-commands';
import { type AdditionalListQuery, reloadAdditionals, type TableQuery } from '../api/additional-queries';
import { AdditionalDetailDialog } from './additional-detail-dialog';
import { AdditionalListing } from './additional-listing';
import { CreateAdditionalDialog, type RestoredAdditionalForm } from './create-additional-dialog';
import { PaymentStatusTable } from './payment-status-table';

// Plotly is large: the statistics load on the first visit to 'Estadísticas'.
const AdditionalStatistics = lazy(() => import('./additional-statistics'));

/** Spec 2, the toolbar's views: 2 Listado, 3 Tabla Informativa, 4 Listado de Posibles, 5 Estadísticas (ours). */
const TABS: ReadonlyArray<{ tab: AdditionalsTab; label: string }> = [
  { tab: 2, label: 'Listado' },
  { tab: 3, label: 'Tabla Informativa' },
  { tab: 4, label: 'Listado de Posibles' },
  { tab: 5, label: 'Estadísticas' },
];
const isTab = (value: number): value is AdditionalsTab => value >= 2 && value <= 5;
/** An additional or its draft reopens here; so does a possible additional when its listing is not shown. */
const RESTORED_TYPES = [
  MINIMIZED_TYPE.additional,
  MINIMIZED_TYPE.additionalDraft,
  MINIMIZED_TYPE.possibleAdditional,
] as const;
const FRESH_LIST: AdditionalListQuery = { page: 1, order: 3, statuses: ALL_STATUSES, types: [], responsible: [] };
const FRESH_TABLE: TableQuery = { page: 1, statuses: ALL_STATUSES };

/** The drawer's `?list=`; the deep link `?additional=` stays, as the open additional. */
const ADDRESS_PARAMS = ['list'] as const;

type Creating = { kind: 'additional'; restored?: RestoredAdditionalForm } | { kind: 'possible' };

function Additionals({ projectId }: { projectId: string }) {
  const { can, project } = useSelectedProjectAccess();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<AdditionalsTab>(2);
  const [listQuery, setListQuery] = useState(FRESH_LIST);
  const [tableQuery, setTableQuery] = useState(FRESH_TABLE);
  const { opening: creating, open: openCreating, close: closeCreating } = useKeyedOpening<Creating>();
  // The open additional is the address's `?additional=` (a deep link, Back closes it, a reload reopens it).
  const { openId, open: openAdditional, close: closeAdditional } = useOpenItemAddress(ADDITIONALS_ROUTE, 'additional');
  const [openPossibleId, setOpenPossibleId] = useState<string | null>(null);
  const mayCreate = Boolean(can?.create_additional);
  const mayCreatePossible = Boolean(can?.create_possible_additional);
  // Every view needs view_additionals.
  const mayView = Boolean(can?.view_additionals);

  // Spec 2: changing the view resets its filters and reloads.
  const chooseTab = useCallback((next: AdditionalsTab) => {
    setTab(next);
    setListQuery(FRESH_LIST);
    setTableQuery(FRESH_TABLE);
    void reloadAdditionals();
  }, []);

  useAddressRequest(ADDITIONALS_ROUTE, ADDRESS_PARAMS, ({ list }) => {
    const type = Number(list);
    if (type === CREATE_ADDITIONAL) openCreating({ kind: 'additional' });
    else if (type === CREATE_POSSIBLE) openCreating({ kind: 'possible' });
    else if (isTab(type)) chooseTab(type);
  });

  // A draft reopens as it was left; an open additional reopens.
  useRestoreMinimized(RESTORED_TYPES, projectId, (item, files) => {
    if (item.type === MINIMIZED_TYPE.additionalDraft) {
      const currency = project?.details.currency.id === 1 ? 1 : 2;
      openCreating({
        kind: 'additional',
        restored: { draft: additionalDraftFromStored(item.data, currency), files },
      });
      return;
    }
    const data = item.data as { additionalId?: unknown; taskId?: unknown } | null;
    if (item.type === MINIMIZED_TYPE.possibleAdditional && typeof data?.taskId === 'string')
      setOpenPossibleId(data.taskId);
    else if (typeof data?.additionalId === 'string') openAdditional(data.additionalId);
  });

  return (
    <>
      {/* Ours (docs/decisions.md): the spec's phone menu lists RDI actions, a defect; it offers these. */}
      <ListToolbar
        actionsLabel="Acciones de Adicionales"
        createLabel="Nuevo Adicional"
        mayCreate={mayCreate}
        onCreate={() => openCreating({ kind: 'additional' })}
        alsoCreate={{
          label: 'Nuevo Posible Adicional',
          mayCreate: mayCreatePossible,
          onCreate: () => openCreating({ kind: 'possible' }),
        }}
        listsLabel="Vista de Adicionales"
        lists={TABS.map((entry) => ({
          type: entry.tab,
          label: entry.label,
          icon: entry.tab === 5 ? GraphIcon : undefined,
          disabled: !mayView,
        }))}
        listType={tab}
        onList={chooseTab}
        mayExport={mayView}
        exportSheet={() => exportAdditionals(projectId)}
      />
      {can && !mayView && <p className={styles.empty}>No tienes permiso para ver esta sección de Adicionales.</p>}
      {mayView && (
        <>
          {tab === 2 && (
            <AdditionalListing projectId={projectId} query={listQuery} onQuery={setListQuery} onOpen={openAdditional} />
          )}
          {tab === 3 && (
            <PaymentStatusTable
              projectId={projectId}
              query={tableQuery}
              onQuery={setTableQuery}
              onOpen={openAdditional}
            />
          )}
          {tab === 4 && <PossibleAdditionalsListing projectId={projectId} />}
          {tab === 5 && (
            <Suspense fallback={<Spinner size="small" srText="Cargando estadísticas" />}>
              <AdditionalStatistics projectId={projectId} />
            </Suspense>
          )}
        </>
      )}
      {creating?.kind === 'additional' && (
        <CreateAdditionalDialog
          key={creating.key}
          projectId={projectId}
          restored={creating.restored}
          onClose={closeCreating}
          onOpenAdditional={openAdditional}
        />
      )}
      <CreatePossibleAdditionalDialog
        key={creating?.kind === 'possible' ? creating.key : 'possible'}
        projectId={projectId}
        open={creating?.kind === 'possible'}
        onClose={closeCreating}
        // As 'Crear Consulta': the new one shows in its listing (and its toast), the detail stays closed.
        onCreated={() => chooseTab(4)}
      />
      {openId && (
        <AdditionalDetailDialog
          additionalId={openId}
          projectId={projectId}
          onClose={closeAdditional}
          onOpenPossible={setOpenPossibleId}
          onOpenRdi={(rdiId) => navigate(rdiLink(rdiId))}
        />
      )}
      {openPossibleId && (
        <PossibleAdditionalDetailDialog taskId={openPossibleId} onClose={() => setOpenPossibleId(null)} />
      )}
    </>
  );
}

/** Route '/adicionales': the project's additional works (spec 2, Adicionales screen). */
export function AdditionalsPage() {
  return (
    <ProjectSectionPage
      title="Adicionales"
      withoutProject="Elige un proyecto para ver sus adicionales."
      section={Additionals}
    />
  );
}
