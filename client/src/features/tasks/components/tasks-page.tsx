import { SearchIcon, XIcon } from '@primer/octicons-react';
import { Button, TextInput } from '@primer/react';
import { useCallback, useId, useState } from 'react';
import { FilteredListing, type ProjectListingProps } from '../../../components/filtered-listing';
import styles from '../../../components/items.module.css';
import { type ListEntry, ListToolbar } from '../../../components/list-toolbar';
import { PendingCreations } from '../../../components/pending-changes';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { useAddressRequest } from '../../../lib/address-request';
import { useProjectMembers } from '../../../lib/api/project-members';
import { TASKS_ROUTE } from '../../../lib/item-links';
import { useKeyedOpening } from '../../../lib/keyed-opening';
import { MINIMIZED_TYPE, minimizedItemId, useRestoreMinimized } from '../../../lib/minimized-items';
import { useOpenItemAddress } from '../../../lib/open-item-address';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { exportTasks } from '../api/task-commands';
import { type ListingQuery, OPEN_TASK, reloadTaskLists, useTaskCodes, useTaskListing } from '../api/task-queries';
import { draftFromStored, emptyDraft } from '../task-draft';
import { type TaskListType } from '../task-rules';
import { CreateTaskDialog, type RestoredForm } from './create-task-dialog';
import { MyTasks } from './my-tasks';
import { TaskCard } from './task-card';
import { TaskDetailDialog } from './task-detail-dialog';
import { TasksByUser } from './tasks-by-user';

/** Spec 9, list types: 2 mine, 3 pending, 4 finished, 5 by user; 3 and 4 are the project listing. */
const LIST_TYPES: readonly ListEntry<TaskListType>[] = [
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

/** The drawer's `?list=<type>` (spec 2.6); the deep link `?task=<id>` stays, as the open task. */
const ADDRESS_PARAMS = ['list'] as const;

/** Types 3 and 4 (spec 2): header with order and filters, the cards, 7 page buttons. */
function ProjectListing({ projectId, query, onQuery, onOpen }: ProjectListingProps<ListingQuery>) {
  const { listing, error, isLoading } = useTaskListing(projectId, query);
  const members = useProjectMembers(projectId);
  const codes = useTaskCodes();
  const people = members.map((user) => ({ id: user.id, name: user.name }));
  return (
    <FilteredListing
      query={query}
      onQuery={onQuery}
      filters={[
        { label: 'Creador', options: people, field: 'creators' },
        {
          label: 'Tarea-Código',
          options: codes.map((code) => ({ id: code.id, name: `${code.sku} ${code.specialties}` })),
          field: 'codeIds',
        },
        { label: 'Responsable', options: people, field: 'responsibles' },
      ]}
      noun="tareas"
      emptyText={query.search ? 'Ninguna tarea coincide con la búsqueda.' : undefined}
      total={listing?.total_tasks ?? 0}
      error={error}
      items={listing?.data}
      loading={isLoading}
      pageCount={listing?.count ?? 0}
      renderItem={(task) => <TaskCard task={task} onOpen={() => onOpen(task.id)} />}
    />
  );
}

function Tasks({ projectId }: { projectId: string }) {
  const { can } = useSelectedProjectAccess();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<ListingQuery>({ status: 1, page: 1, order: 3, search: '', ...FRESH_FILTERS });
  const {
    opening: creating,
    open: openCreating,
    close: closeCreating,
  } = useKeyedOpening<{ restored?: RestoredForm }>();
  // The open task is the address's `?task=` (a deep link, Back closes it, a reload reopens it).
  const { openId: openTaskId, open: openTask, close: closeTask } = useOpenItemAddress(TASKS_ROUTE, 'task');
  const [listType, setListType] = useState<TaskListType>(3);
  const mayCreate = Boolean(can?.create_task);
  const mayExport = Boolean(can?.export_tasks);

  const change = (next: Partial<ListingQuery>) => setQuery((current) => ({ ...current, page: 1, ...next }));
  const search = (text: string) => change({ search: text.trim() });
  // Spec 4: a change of list resets the filters; 4 lists finished tasks (status 3), 3 open ones.
  const chooseList = useCallback((type: TaskListType) => {
    setListType(type);
    setQuery((current) => ({ ...current, page: 1, status: type === 4 ? 3 : 1, ...FRESH_FILTERS }));
  }, []);

  useAddressRequest(TASKS_ROUTE, ADDRESS_PARAMS, ({ list }) => {
    if (list === CREATE_LIST) openCreating({});
    else if (list && isListType(Number(list))) {
      chooseList(Number(list) as TaskListType);
      // Spec 2.6: an entry chosen on this screen reloads its list.
      void reloadTaskLists();
    }
  });

  // Spec 3, minimize: a task draft reopens as the form was left; an open task (type 1) reopens.
  useRestoreMinimized(RESTORED_TYPES, projectId, (item, files) => {
    if (item.type === MINIMIZED_TYPE.taskDraft)
      openCreating({ restored: { draft: draftFromStored(item.data, emptyDraft('')), files } });
    else {
      const taskId = minimizedItemId(item, 'taskId');
      if (taskId) openTask(taskId);
    }
  });

  return (
    <>
      <ListToolbar
        actionsLabel="Acciones de tareas"
        createLabel="Nueva Tarea"
        mayCreate={mayCreate}
        onCreate={() => openCreating({})}
        lists={LIST_TYPES}
        listType={listType}
        onList={chooseList}
        mayExport={mayExport}
        exportSheet={() => exportTasks(projectId)}
      >
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
      </ListToolbar>
      <PendingCreations type="task" projectId={projectId} />
      {listType === 2 && <MyTasks projectId={projectId} search={query.search} onOpen={openTask} />}
      {(listType === 3 || listType === 4) && (
        <ProjectListing projectId={projectId} query={query} onQuery={setQuery} onOpen={openTask} />
      )}
      {listType === 5 && <TasksByUser projectId={projectId} onOpen={openTask} />}
      {creating && (
        <CreateTaskDialog
          key={creating.key}
          projectId={projectId}
          restored={creating.restored}
          onClose={closeCreating}
          onOpenTask={openTask}
        />
      )}
      {openTaskId && <TaskDetailDialog taskId={openTaskId} onClose={closeTask} />}
    </>
  );
}

/** Route '/consultas': the project's tasks (consultas/restricciones), spec 2. */
export function TasksPage() {
  return (
    <ProjectSectionPage
      title="Consultas"
      withoutProject="Elige un proyecto para ver sus tareas."
      section={Tasks}
      openItem={OPEN_TASK}
    />
  );
}
