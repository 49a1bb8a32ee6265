import { GraphIcon } from '@primer/octicons-react';
import { Spinner } from '@primer/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { FilteredListing, type ProjectListingProps } from '../../../components/filtered-listing';
import styles from '../../../components/items.module.css';
import { type ListEntry, ListToolbar } from '../../../components/list-toolbar';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { useAddressRequest } from '../../../lib/address-request';
import { RDI_ROUTE } from '../../../lib/item-links';
import { useKeyedOpening } from '../../../lib/keyed-opening';
import { MINIMIZED_TYPE, minimizedItemId, useRestoreMinimized } from '../../../lib/minimized-items';
import { useOpenItemAddress } from '../../../lib/open-item-address';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { exportRdi } from '../api/rdi-commands';
import { OPEN_RDI, type RdiListQuery, reloadRdi, useProjectSubjects, useRdiListing } from '../api/rdi-queries';
import { rdiDraftFromStored } from '../rdi-draft';
import { type RdiListType, RESPONSIBLE_OPTIONS } from '../rdi-rules';
import { CreateRdiDialog, type RestoredRdiForm } from './create-rdi-dialog';
import { RdiCard } from './rdi-card';
import { RdiDetailDialog } from './rdi-detail-dialog';

// Plotly is large: the graphs load on the first visit to 'Gráficos'.
const RdiGraphs = lazy(() => import('./rdi-graphs'));

/** Spec 2, RDI toolbar: 2 pending, 3 finished, 4 graphs (type 1 is the create dialog). */
const LIST_TYPES: readonly ListEntry<RdiListType>[] = [
  { type: 2, label: 'RDIs Pendientes' },
  { type: 3, label: 'RDI Finalizadas' },
  { type: 4, label: 'Gráficos', icon: GraphIcon },
];
const FRESH_FILTERS = { specialties: [], subjects: [], responsible: [] } as const;
const RESTORED_TYPES = [MINIMIZED_TYPE.rdi, MINIMIZED_TYPE.rdiDraft] as const;
const CREATE_LIST = '1';
const isListType = (value: number): value is RdiListType => value >= 2 && value <= 4;

/** The drawer's `?list=` and 'Enviar a RDI' from a task, `?from_task=` ('Nueva RDI' prefilled from it). */
const ADDRESS_PARAMS = ['list', 'from_task'] as const;

/** Types 2 and 3 (spec 2): filters, order toggle, total, the cards and 7 page buttons. */
function RdiListing({ projectId, query, onQuery, onOpen }: ProjectListingProps<RdiListQuery>) {
  const { listing, error, isLoading } = useRdiListing(projectId, query);
  const { project } = useSelectedProjectAccess();
  const subjects = useProjectSubjects(projectId);
  const specialties = (project?.specialties ?? []).map((specialty, index) => ({ id: index + 1, name: specialty.name }));
  const mobile = useMediaQuery(MOBILE_QUERY);
  const total = listing?.total_rdi ?? 0;
  return (
    <FilteredListing
      query={query}
      onQuery={onQuery}
      filters={[
        { label: 'Especialidad', options: specialties, field: 'specialties' },
        { label: 'Materia', options: subjects, field: 'subjects' },
        { label: 'Responsable', options: RESPONSIBLE_OPTIONS, field: 'responsible' },
      ]}
      noun="RDI"
      total={total}
      error={error}
      items={listing?.rdi}
      loading={isLoading}
      pageCount={listing?.count ?? 0}
      renderItem={(rdi) => (
        <RdiCard rdi={rdi} newSystem={listing?.new_system ?? false} mobile={mobile} onOpen={() => onOpen(rdi.id)} />
      )}
    />
  );
}

function Rdi({ projectId }: { projectId: string }) {
  const { can } = useSelectedProjectAccess();
  const [query, setQuery] = useState<RdiListQuery>({ status: 1, page: 1, order: 3, ...FRESH_FILTERS });
  const [listType, setListType] = useState<RdiListType>(2);
  const {
    opening: creating,
    open: openCreating,
    close: closeCreating,
  } = useKeyedOpening<{ restored?: RestoredRdiForm; fromTask?: string }>();
  // The open RDI is the address's `?rdi=` (a deep link, Back closes it, a reload reopens it).
  const { openId: openRdiId, open: openRdi, close: closeRdi } = useOpenItemAddress(RDI_ROUTE, 'rdi');
  const mayCreate = Boolean(can?.create_rdi);
  const mayView = Boolean(can?.view_rdi);

  // Spec 2: changing the mode resets the filters and reloads (or loads the graphs in mode 4).
  const chooseList = useCallback((type: RdiListType) => {
    setListType(type);
    if (type !== 4) setQuery((current) => ({ ...current, page: 1, status: type === 3 ? 3 : 1, ...FRESH_FILTERS }));
    void reloadRdi();
  }, []);

  useAddressRequest(RDI_ROUTE, ADDRESS_PARAMS, ({ list, from_task: fromTask }) => {
    if (fromTask) openCreating({ fromTask });
    else if (list === CREATE_LIST) openCreating({});
    else if (list && isListType(Number(list))) chooseList(Number(list) as RdiListType);
  });

  // Spec 3, minimize: an RDI draft (type 4) reopens as it was left; an open RDI (type 2) reopens.
  useRestoreMinimized(RESTORED_TYPES, projectId, (item, files) => {
    if (item.type === MINIMIZED_TYPE.rdiDraft)
      openCreating({ restored: { draft: rdiDraftFromStored(item.data), files } });
    else {
      const rdiId = minimizedItemId(item, 'rdiId');
      if (rdiId) openRdi(rdiId);
    }
  });

  return (
    <>
      <ListToolbar
        actionsLabel="Acciones de RDI"
        createLabel="Nueva RDI"
        mayCreate={mayCreate}
        onCreate={() => openCreating({})}
        lists={LIST_TYPES.map((entry) => ({ ...entry, disabled: !mayView }))}
        listType={listType}
        onList={chooseList}
        mayExport={mayView}
        exportSheet={() => exportRdi(projectId)}
      />
      {can && !mayView && <p className={styles.empty}>No tienes permiso para ver las RDI del proyecto.</p>}
      {mayView && listType !== 4 && (
        <RdiListing projectId={projectId} query={query} onQuery={setQuery} onOpen={openRdi} />
      )}
      {mayView && listType === 4 && (
        <Suspense fallback={<Spinner size="small" srText="Cargando gráficos" />}>
          <RdiGraphs projectId={projectId} />
        </Suspense>
      )}
      {creating && (
        <CreateRdiDialog
          key={creating.key}
          projectId={projectId}
          restored={creating.restored}
          fromTask={creating.fromTask}
          onClose={closeCreating}
          onOpenRdi={openRdi}
        />
      )}
      {openRdiId && <RdiDetailDialog rdiId={openRdiId} onClose={closeRdi} />}
    </>
  );
}

/** Route '/rdi': the project's requests for information (spec 2, RDI screen). */
export function RdiPage() {
  return (
    <ProjectSectionPage
      title="RDI"
      withoutProject="Elige un proyecto para ver sus RDI."
      section={Rdi}
      openItem={OPEN_RDI}
    />
  );
}
