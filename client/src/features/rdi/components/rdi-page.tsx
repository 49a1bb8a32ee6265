import { DownloadIcon, GraphIcon, PlusIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Banner, Button, SegmentedControl, Spinner } from '@primer/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ItemListing, ListingHeader } from '../../../components/item-card-parts';
import styles from '../../../components/items.module.css';
import { MultiFilter } from '../../../components/multi-filter';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { useProjectMembers } from '../../../lib/api/project-members';
import { can } from '../../../lib/api/projects';
import { useUserDetails } from '../../../lib/api/user-details';
import { download } from '../../../lib/download';
import { RDI_ROUTE } from '../../../lib/item-links';
import { MINIMIZED_TYPE, type MinimizedItem, useRestoreMinimized } from '../../../lib/minimized-items';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showErrorToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
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
const LIST_TYPES: ReadonlyArray<{ type: RdiListType; label: string }> = [
  { type: 2, label: 'RDIs Pendientes' },
  { type: 3, label: 'RDI Finalizadas' },
  { type: 4, label: 'Gráficos' },
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
  const change = (next: Partial<RdiListQuery>) => onQuery({ ...query, page: 1, ...next });
  const mobile = useMediaQuery(MOBILE_QUERY);
  const total = listing?.total_rdi ?? 0;
  return (
    <>
      <ListingHeader
        order={query.order}
        onOrder={(order) => change({ order })}
        filters={
          <>
            <MultiFilter
              label="Especialidad"
              options={specialties}
              selected={query.specialties}
              onChange={(ids) => change({ specialties: ids })}
            />
            <MultiFilter
              label="Materia"
              options={subjects}
              selected={query.subjects}
              onChange={(ids) => change({ subjects: ids })}
            />
            <MultiFilter
              label="Responsable"
              options={RESPONSIBLE_OPTIONS}
              selected={query.responsible}
              onChange={(ids) => change({ responsible: ids })}
            />
          </>
        }
        totalLabel="Total de RDI"
        total={total}
        totalSpoken={`${total} RDI`}
      />
      {error && <Banner variant="critical" title="Error" description={error.message} hideTitle />}
      <ItemListing
        items={listing?.rdi}
        loading={isLoading}
        loadingLabel="Cargando RDI"
        listLabel="RDI del proyecto"
        pagesLabel="Páginas de RDI"
        emptyText="No hay RDI."
        page={query.page}
        pageCount={listing?.count ?? 0}
        onPage={(page) => onQuery({ ...query, page })}
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
    </>
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
  const [exporting, setExporting] = useState(false);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const mayCreate = can(permissions, 'create_rdi');
  const mayView = can(permissions, 'view_rdi');

  const exportSheet = async () => {
    setExporting(true);
    try {
      download(await exportRdi(projectId));
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setExporting(false);
    }
  };

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

  const typeIndex = LIST_TYPES.findIndex((entry) => entry.type === listType);
  return (
    <>
      <div className={styles.toolbar}>
        {mobile ? (
          <ActionMenu>
            <ActionMenu.Button>Seleccione Acción</ActionMenu.Button>
            <ActionMenu.Overlay>
              <ActionList aria-label="Acciones de RDI">
                <ActionList.Item disabled={!mayCreate} onSelect={() => setCreating({})}>
                  Nueva RDI
                </ActionList.Item>
                <ActionList.Group selectionVariant="single">
                  {LIST_TYPES.map((entry) => (
                    <ActionList.Item
                      key={entry.type}
                      disabled={!mayView}
                      selected={entry.type === listType}
                      onSelect={() => chooseList(entry.type)}
                    >
                      {entry.label}
                    </ActionList.Item>
                  ))}
                </ActionList.Group>
                <ActionList.Item disabled={!mayView || exporting} onSelect={() => void exportSheet()}>
                  {exporting ? 'Preparando Excel' : 'Exportar a Excel'}
                </ActionList.Item>
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        ) : (
          <>
            <Button leadingVisual={PlusIcon} variant="primary" disabled={!mayCreate} onClick={() => setCreating({})}>
              Nueva RDI
            </Button>
            <SegmentedControl aria-label="Tipo de lista" onChange={(index) => chooseList(LIST_TYPES[index]!.type)}>
              {LIST_TYPES.map((entry, index) => (
                <SegmentedControl.Button
                  key={entry.type}
                  selected={index === typeIndex}
                  disabled={!mayView}
                  leadingVisual={entry.type === 4 ? GraphIcon : undefined}
                >
                  {entry.label}
                </SegmentedControl.Button>
              ))}
            </SegmentedControl>
            <Button
              leadingVisual={DownloadIcon}
              onClick={exportSheet}
              loading={exporting}
              loadingAnnouncement="Preparando Excel"
              disabled={!mayView}
            >
              {exporting ? 'Preparando Excel' : 'Exportar a Excel'}
            </Button>
          </>
        )}
      </div>
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
