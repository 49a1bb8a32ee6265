import {
  DownloadIcon,
  FilterIcon,
  PlusIcon,
  SearchIcon,
  SortAscIcon,
  SortDescIcon,
  XIcon,
} from '@primer/octicons-react';
import { ActionList, ActionMenu, Banner, Button, CounterLabel, SegmentedControl, TextInput } from '@primer/react';
import { useEffect, useId, useState } from 'react';
import { Pager } from '../../../components/pager';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { can } from '../../../lib/api/projects';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showErrorToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useProjectMembers } from '../api/project-members';
import { exportTasks } from '../api/task-commands';
import { type ListingQuery, useTaskCodes, useTaskListing } from '../api/task-queries';
import { download } from '../download';
import type { TaskListType } from '../task-rules';
import { CreateTaskDialog } from './create-task-dialog';
import { MultiFilter } from './multi-filter';
import { MyTasks } from './my-tasks';
import { TaskCard, TaskCardSkeletons } from './task-card';
import { TaskDetailDialog } from './task-detail-dialog';
import styles from './tasks.module.css';
import { TasksByUser } from './tasks-by-user';

/** Spec 9: 7 page buttons. */
const PAGE_BUTTONS = 7;
/** Spec 4: the order toggle cycles 1 → 2 → 3 → 4. */
const ORDER_NAMES: Record<number, string> = {
  1: 'Prioridad descendente',
  2: 'Prioridad ascendente',
  3: 'Número descendente',
  4: 'Número ascendente',
};
/** Spec 9, list types: 2 mine, 3 pending, 4 finished, 5 by user; 3 and 4 are the project listing. */
const LIST_TYPES: ReadonlyArray<{ type: TaskListType; label: string }> = [
  { type: 2, label: 'Mis Tareas' },
  { type: 3, label: 'Tareas Pendientes' },
  { type: 4, label: 'Tareas Finalizadas' },
  { type: 5, label: 'Pendientes Por Usuario' },
];

const FRESH_FILTERS = { creators: [], responsibles: [], codeIds: [] } as const;

/** A deep link `?task=<id>` opens that task once, then leaves the address (spec 2). */
function takeDeepLink(): string | null {
  const params = new URLSearchParams(window.location.search);
  const taskId = params.get('task');
  if (!taskId) return null;
  params.delete('task');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
  return taskId;
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
  // Spec 2: on a phone the filters wait behind 'Filtros'.
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [filtersShown, setFiltersShown] = useState(false);
  const showFilters = !mobile || filtersShown;
  return (
    <>
      <div className={styles.header}>
        <Button
          leadingVisual={query.order % 2 === 1 ? SortDescIcon : SortAscIcon}
          onClick={() => change({ order: (query.order % 4) + 1 })}
        >
          Orden: {ORDER_NAMES[query.order]}
        </Button>
        {mobile && (
          <Button
            leadingVisual={FilterIcon}
            aria-expanded={filtersShown}
            onClick={() => setFiltersShown(!filtersShown)}
          >
            Filtros
          </Button>
        )}
        {showFilters && (
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
        )}
        <span className={styles.total}>
          Total de tareas{' '}
          <CounterLabel aria-label={`${listing?.total_tasks ?? 0} tareas`}>{listing?.total_tasks ?? 0}</CounterLabel>
        </span>
      </div>
      {error && <Banner variant="critical" title="Error" description={error.message} hideTitle />}
      {!listing && isLoading && <TaskCardSkeletons />}
      {listing && listing.data.length === 0 && (
        <p className={styles.empty}>{query.search ? 'Ninguna tarea coincide con la búsqueda.' : 'No hay tareas.'}</p>
      )}
      {listing && listing.data.length > 0 && (
        <ul className={styles.list} aria-label="Tareas del proyecto">
          {listing.data.map((task) => (
            <li key={task.id}>
              <TaskCard task={task} onOpen={() => onOpen(task.id)} />
            </li>
          ))}
        </ul>
      )}
      {listing && listing.count > 1 && (
        <Pager
          label="Páginas de tareas"
          page={query.page - 1}
          pageCount={listing.count}
          pageButtons={PAGE_BUTTONS}
          onChange={(page) => onQuery({ ...query, page: page + 1 })}
        />
      )}
    </>
  );
}

function Tasks({ projectId }: { projectId: string }) {
  const { permissions } = useSelectedProjectAccess();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<ListingQuery>({ status: 1, page: 1, order: 3, search: '', ...FRESH_FILTERS });
  const [creating, setCreating] = useState(false);
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

  useEffect(() => {
    const linked = takeDeepLink();
    if (linked) setOpenTaskId(linked);
  }, []);

  const change = (next: Partial<ListingQuery>) => setQuery((current) => ({ ...current, page: 1, ...next }));
  const search = (text: string) => change({ search: text.trim() });
  const typeIndex = LIST_TYPES.findIndex((entry) => entry.type === listType);
  // Spec 4: a change of list resets the filters; 4 lists finished tasks (status 3), 3 open ones.
  const chooseList = (type: TaskListType) => {
    setListType(type);
    change({ status: type === 4 ? 3 : 1, ...FRESH_FILTERS });
  };

  return (
    <>
      <div className={styles.toolbar}>
        {mobile ? (
          <ActionMenu>
            <ActionMenu.Button>Seleccione Acción</ActionMenu.Button>
            <ActionMenu.Overlay>
              <ActionList aria-label="Acciones de tareas">
                <ActionList.Item disabled={!mayCreate} onSelect={() => setCreating(true)}>
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
            <Button leadingVisual={PlusIcon} variant="primary" disabled={!mayCreate} onClick={() => setCreating(true)}>
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
        <CreateTaskDialog projectId={projectId} onClose={() => setCreating(false)} onOpenTask={setOpenTaskId} />
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
