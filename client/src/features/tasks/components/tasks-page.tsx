import { DownloadIcon, PlusIcon, SearchIcon, XIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Banner, Button, SegmentedControl, TextInput } from '@primer/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ItemListing, ListingHeader } from '../../../components/item-card-parts';
import styles from '../../../components/items.module.css';
import { MultiFilter } from '../../../components/multi-filter';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { useProjectMembers } from '../../../lib/api/project-members';
import { can } from '../../../lib/api/projects';
import { download } from '../../../lib/download';
import { TASKS_ROUTE } from '../../../lib/item-links';
import { MINIMIZED_TYPE, type MinimizedItem, useRestoreMinimized } from '../../../lib/minimized-items';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showErrorToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { exportTasks } from '../api/task-commands';
import { type ListingQuery, reloadTaskLists, useTaskCodes, useTaskListing } from '../api/task-queries';
import { draftFromStored, emptyDraft } from '../task-draft';
import { type TaskListType } from '../task-rules';
import { CreateTaskDialog, type RestoredForm } from './create-task-dialog';
import { MyTasks } from './my-tasks';
import { TaskCard } from './task-card';
import { TaskDetailDialog } from './task-detail-dialog';
import { TasksByUser } from './tasks-by-user';

/** Spec 9, list types: 2 mine, 3 pending, 4 finished, 5 by user; 3 and 4 are the project listing. */
const LIST_TYPES: ReadonlyArray<{ type: TaskListType; label: string }> = [
  { type: 2, label: 'Mis Tareas' },
  { type: 3, label: 'Tareas Pendientes' },
  { type: 4, label: 'Tareas Finalizadas' },
  { type: 5, label: 'Pendientes Por Usuario' },
];

const FRESH_FILTERS = { creators: [], responsibles: [], codeIds: [] } as const;
const RESTORED_TYPES = [MINIMIZED_TYPE.task, MINIMIZED_TYPE.taskDraft] as const;

/** Spec 2.6: the drawer's list type 1 opens 'Crear Consulta'; 2 to 5 choose the list. */
const CREATE_LIST = '1';
const isListType = (value: number): value is TaskListType => value >= 2 && value <= 5;

/**
 * What the address asks for, once: a deep link `?task=<id>` (spec 2) or the drawer's `?list=<type>`
 * (spec 2.6). The parameters leave the address, so asking again is a new request.
 */
function useAddressRequest(onRequest: (request: { task: string | null; list: string | null }) => void) {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const task = params.get('task');
    const list = params.get('list');
    if (!task && !list) return;
    params.delete('task');
    params.delete('list');
    const rest = params.toString();
    navigate(`${TASKS_ROUTE}${rest ? `?${rest}` : ''}`, { replace: true });
    onRequest({ task, list });
  }, [search, navigate, onRequest]);
}

interface ProjectListingProps {
  projectId: string;
  query: ListingQuery;
  onQuery: (next: ListingQuery) => void;
  onOpen: (taskId: string) => void;
}

/** Types 3 and 4 (spec 2): header with order and filters, the cards, 7 page buttons. */
function ProjectListing({ projectId, query, onQuery, onOpen }: ProjectListingProps) {
  const { listing, error, isLoading } = useTaskListing(projectId, query);
  const members = useProjectMembers(projectId);
  const codes = useTaskCodes();
  const people = members.map((user) => ({ id: user.id, name: user.name }));
  const change = (next: Partial<ListingQuery>) => onQuery({ ...query, page: 1, ...next });
  return (
    <>
      <ListingHeader
        order={query.order}
        onOrder={(order) => change({ order })}
        filters={
          <>
            <MultiFilter
              label="Creador"
              options={people}
              selected={query.creators}
              onChange={(creators) => change({ creators })}
            />
            <MultiFilter
              label="Tarea-Código"
              options={codes.map((code) => ({ id: code.id, name: `${code.sku} ${code.specialties}` }))}
              selected={query.codeIds}
              onChange={(codeIds) => change({ codeIds })}
            />
            <MultiFilter
              label="Responsable"
              options={people}
              selected={query.responsibles}
              onChange={(responsibles) => change({ responsibles })}
            />
          </>
        }
        totalLabel="Total de tareas"
        total={listing?.total_tasks ?? 0}
        totalSpoken={`${listing?.total_tasks ?? 0} tareas`}
      />
      {error && <Banner variant="critical" title="Error" description={error.message} hideTitle />}
      <ItemListing
        items={listing?.data}
        loading={isLoading}
        loadingLabel="Cargando tareas"
        listLabel="Tareas del proyecto"
        pagesLabel="Páginas de tareas"
        emptyText={query.search ? 'Ninguna tarea coincide con la búsqueda.' : 'No hay tareas.'}
        page={query.page}
        pageCount={listing?.count ?? 0}
        onPage={(page) => onQuery({ ...query, page })}
        renderItem={(task) => <TaskCard task={task} onOpen={() => onOpen(task.id)} />}
      />
    </>
  );
}

function Tasks({ projectId }: { projectId: string }) {
  const { permissions } = useSelectedProjectAccess();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<ListingQuery>({ status: 1, page: 1, order: 3, search: '', ...FRESH_FILTERS });
  // Each opening is its own form (`key`): a draft reopened over an open form replaces it.
  const [creating, setCreatingState] = useState<{ restored?: RestoredForm; key: number } | null>(null);
  const setCreating = useCallback(
    (restored: RestoredForm | 'new') =>
      setCreatingState((current) => ({
        restored: restored === 'new' ? undefined : restored,
        key: (current?.key ?? 0) + 1,
      })),
    [],
  );
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const [listType, setListType] = useState<TaskListType>(3);
  const [exporting, setExporting] = useState(false);
  // Spec 2: on a phone the top bar collapses into the 'Seleccione Acción' menu.
  const mobile = useMediaQuery(MOBILE_QUERY);
  const mayCreate = can(permissions, 'create_tasks');
  const mayExport = can(permissions, 'view_tasks_listing');

  const exportSheet = async () => {
    setExporting(true);
    try {
      download(await exportTasks(projectId));
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const change = (next: Partial<ListingQuery>) => setQuery((current) => ({ ...current, page: 1, ...next }));
  const search = (text: string) => change({ search: text.trim() });
  const typeIndex = LIST_TYPES.findIndex((entry) => entry.type === listType);
  // Spec 4: a change of list resets the filters; 4 lists finished tasks (status 3), 3 open ones.
  const chooseList = useCallback((type: TaskListType) => {
    setListType(type);
    setQuery((current) => ({ ...current, page: 1, status: type === 4 ? 3 : 1, ...FRESH_FILTERS }));
  }, []);

  useAddressRequest(
    useCallback(
      ({ task, list }) => {
        if (task) setOpenTaskId(task);
        if (list === CREATE_LIST) setCreating('new');
        else if (list && isListType(Number(list))) {
          chooseList(Number(list) as TaskListType);
          // Spec 2.6: an entry chosen on this screen reloads its list.
          void reloadTaskLists();
        }
      },
      [chooseList, setCreating],
    ),
  );

  // Spec 3, minimize: a task draft reopens as the form was left; an open task (type 1) reopens.
  useRestoreMinimized(
    RESTORED_TYPES,
    projectId,
    useCallback(
      (item: MinimizedItem, files: File[]) => {
        if (item.type === MINIMIZED_TYPE.taskDraft)
          setCreating({ draft: draftFromStored(item.data, emptyDraft('')), files });
        else if (typeof item.data === 'object' && item.data !== null && 'taskId' in item.data) {
          const { taskId } = item.data;
          if (typeof taskId === 'string') setOpenTaskId(taskId);
        }
      },
      [setCreating],
    ),
  );

  return (
    <>
      <div className={styles.toolbar}>
        {mobile ? (
          <ActionMenu>
            <ActionMenu.Button>Seleccione Acción</ActionMenu.Button>
            <ActionMenu.Overlay>
              <ActionList aria-label="Acciones de tareas">
                <ActionList.Item disabled={!mayCreate} onSelect={() => setCreating('new')}>
                  Nueva Tarea
                </ActionList.Item>
                <ActionList.Group selectionVariant="single">
                  {LIST_TYPES.map((entry) => (
                    <ActionList.Item
                      key={entry.type}
                      selected={entry.type === listType}
                      onSelect={() => chooseList(entry.type)}
                    >
                      {entry.label}
                    </ActionList.Item>
                  ))}
                </ActionList.Group>
                <ActionList.Item disabled={!mayExport || exporting} onSelect={() => void exportSheet()}>
                  {exporting ? 'Preparando Excel' : 'Exportar a Excel'}
                </ActionList.Item>
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        ) : (
          <>
            <Button leadingVisual={PlusIcon} variant="primary" disabled={!mayCreate} onClick={() => setCreating('new')}>
              Nueva Tarea
            </Button>
            <SegmentedControl aria-label="Tipo de lista" onChange={(index) => chooseList(LIST_TYPES[index]!.type)}>
              {LIST_TYPES.map((entry, index) => (
                <SegmentedControl.Button key={entry.type} selected={index === typeIndex}>
                  {entry.label}
                </SegmentedControl.Button>
              ))}
            </SegmentedControl>
            <Button
              leadingVisual={DownloadIcon}
              onClick={exportSheet}
              loading={exporting}
              loadingAnnouncement="Preparando Excel"
              disabled={!mayExport}
            >
              {exporting ? 'Preparando Excel' : 'Exportar a Excel'}
            </Button>
          </>
        )}
        <form
          className={styles.search}
          aria-label="Buscar tareas"
          onSubmit={(event) => {
            event.preventDefault();
            search(typed);
          }}
        >
          <div className={styles.searchField}>
            <label htmlFor={searchId} className={styles.label}>
              Buscar por título
            </label>
            <TextInput
              id={searchId}
              leadingVisual={SearchIcon}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              block
              trailingAction={
                typed ? (
                  <TextInput.Action
                    icon={XIcon}
                    aria-label="Limpiar búsqueda"
                    onClick={() => {
                      setTyped('');
                      search('');
                    }}
                  />
                ) : undefined
              }
            />
          </div>
          <Button type="submit">Buscar</Button>
        </form>
      </div>
      {listType === 2 && <MyTasks projectId={projectId} search={query.search} onOpen={setOpenTaskId} />}
      {(listType === 3 || listType === 4) && (
        <ProjectListing projectId={projectId} query={query} onQuery={setQuery} onOpen={setOpenTaskId} />
      )}
      {listType === 5 && <TasksByUser projectId={projectId} onOpen={setOpenTaskId} />}
      {creating && (
        <CreateTaskDialog
          key={creating.key}
          projectId={projectId}
          restored={creating.restored}
          onClose={() => setCreatingState(null)}
          onOpenTask={setOpenTaskId}
        />
      )}
      {openTaskId && <TaskDetailDialog taskId={openTaskId} onClose={() => setOpenTaskId(null)} />}
    </>
  );
}

/** Route '/consultas': the project's tasks (consultas/restricciones), spec 2. */
export function TasksPage() {
  return (
    <ProjectSectionPage title="Consultas" withoutProject="Elige un proyecto para ver sus tareas.">
      {(projectId) => <Tasks key={projectId} projectId={projectId} />}
    </ProjectSectionPage>
  );
}
