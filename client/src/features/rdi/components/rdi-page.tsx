import { GraphIcon } from '@primer/octicons-react';
import { Spinner } from '@primer/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FilteredListing } from '../../../components/filtered-listing';
import styles from '../../../components/items.module.css';
import { type ListEntry, ListToolbar } from '../../../components/list-toolbar';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { useProjectMembers } from '../../../lib/api/project-members';
import { can } from '../../../lib/api/projects';
import { useUserDetails } from '../../../lib/api/user-details';
import { RDI_ROUTE } from '../../../lib/item-links';
import { MINIMIZED_TYPE, type MinimizedItem, useRestoreMinimized } from '../../../lib/minimized-items';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { exportRdi } from '../api/rdi-commands';
import { type RdiListQuery, reloadRdi, useProjectSubjects, useRdiListing } from '../api/rdi-queries';
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

interface AddressRequest {
  rdi: string | null;
  list: string | null;
  /** 'Enviar a RDI' from a task: 'Nueva RDI' prefilled from it. */
  fromTask: string | null;
}

/** The deep link `?rdi=`, the drawer's `?list=` and the task's `?from_task=`, taken once from the address. */
function useAddressRequest(onRequest: (request: AddressRequest) => void) {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const request = { rdi: params.get('rdi'), list: params.get('list'), fromTask: params.get('from_task') };
    if (!request.rdi && !request.list && !request.fromTask) return;
    for (const name of ['rdi', 'list', 'from_task']) params.delete(name);
    const rest = params.toString();
    navigate(`${RDI_ROUTE}${rest ? `?${rest}` : ''}`, { replace: true });
    onRequest(request);
  }, [search, navigate, onRequest]);
}

interface ListingProps {
  projectId: string;
  query: RdiListQuery;
  onQuery: (next: RdiListQuery) => void;
  onOpen: (rdiId: string) => void;
}

/** Types 2 and 3 (spec 2): filters, order toggle, total, the cards and 7 page buttons. */
function RdiListing({ projectId, query, onQuery, onOpen }: ListingProps) {
  const { listing, error, isLoading } = useRdiListing(projectId, query);
  const { project } = useSelectedProjectAccess();
  const subjects = useProjectSubjects(projectId);
  const members = useProjectMembers(projectId);
  const { user } = useUserDetails();
  const myJob = members.find((member) => member.id === user?.id)?.projectjob.job_type_id;
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
        <RdiCard
          rdi={rdi}
          myJob={myJob}
          newSystem={listing?.new_system ?? false}
          mobile={mobile}
          onOpen={() => onOpen(rdi.id)}
        />
      )}
    />
  );
}

function Rdi({ projectId }: { projectId: string }) {
  const { permissions } = useSelectedProjectAccess();
  const [query, setQuery] = useState<RdiListQuery>({ status: 1, page: 1, order: 3, ...FRESH_FILTERS });
  const [listType, setListType] = useState<RdiListType>(2);
  const [creating, setCreatingState] = useState<{ restored?: RestoredRdiForm; fromTask?: string; key: number } | null>(
    null,
  );
  const setCreating = useCallback(
    (opening: { restored?: RestoredRdiForm; fromTask?: string }) =>
      setCreatingState((current) => ({ ...opening, key: (current?.key ?? 0) + 1 })),
    [],
  );
  const [openRdiId, setOpenRdiId] = useState<string | null>(null);
  const mayCreate = can(permissions, 'create_rdi');
  const mayView = can(permissions, 'view_rdi');

  // Spec 2: changing the mode resets the filters and reloads (or loads the graphs in mode 4).
  const chooseList = useCallback((type: RdiListType) => {
    setListType(type);
    if (type !== 4) setQuery((current) => ({ ...current, page: 1, status: type === 3 ? 3 : 1, ...FRESH_FILTERS }));
    void reloadRdi();
  }, []);

  useAddressRequest(
    useCallback(
      ({ rdi, list, fromTask }: AddressRequest) => {
        if (rdi) setOpenRdiId(rdi);
        if (fromTask) setCreating({ fromTask });
        else if (list === CREATE_LIST) setCreating({});
        else if (list && isListType(Number(list))) chooseList(Number(list) as RdiListType);
      },
      [chooseList, setCreating],
    ),
  );

  // Spec 3, minimize: an RDI draft (type 4) reopens as it was left; an open RDI (type 2) reopens.
  useRestoreMinimized(
    RESTORED_TYPES,
    projectId,
    useCallback(
      (item: MinimizedItem, files: File[]) => {
        if (item.type === MINIMIZED_TYPE.rdiDraft)
          setCreating({ restored: { draft: rdiDraftFromStored(item.data), files } });
        else if (typeof item.data === 'object' && item.data !== null && 'rdiId' in item.data) {
          const { rdiId } = item.data;
          if (typeof rdiId === 'string') setOpenRdiId(rdiId);
        }
      },
      [setCreating],
    ),
  );

  return (
    <>
      <ListToolbar
        actionsLabel="Acciones de RDI"
        createLabel="Nueva RDI"
        mayCreate={mayCreate}
        onCreate={() => setCreating({})}
        lists={LIST_TYPES.map((entry) => ({ ...entry, disabled: !mayView }))}
        listType={listType}
        onList={chooseList}
        mayExport={mayView}
        exportSheet={() => exportRdi(projectId)}
      />
      {permissions && !mayView && <p className={styles.empty}>No tienes permiso para ver las RDI del proyecto.</p>}
      {mayView && listType !== 4 && (
        <RdiListing projectId={projectId} query={query} onQuery={setQuery} onOpen={setOpenRdiId} />
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
          onClose={() => setCreatingState(null)}
          onOpenRdi={setOpenRdiId}
        />
      )}
      {openRdiId && <RdiDetailDialog rdiId={openRdiId} onClose={() => setOpenRdiId(null)} />}
    </>
  );
}

/** Route '/rdi': the project's requests for information (spec 2, RDI screen). */
export function RdiPage() {
  return (
    <ProjectSectionPage title="RDI" withoutProject="Elige un proyecto para ver sus RDI.">
      {(projectId) => <Rdi key={projectId} projectId={projectId} />}
    </ProjectSectionPage>
  );
}
