import { ChevronDownIcon, ChevronRightIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, CounterLabel } from '@primer/react';
import { useId, useState } from 'react';
import styles from '../../../components/items.module.css';
import { Pager } from '../../../components/pager';
import { loadFailureText } from '../../../lib/http';
import { type PersonalColumn, usePersonalTasks } from '../api/task-queries';
import { TaskCard } from './task-card';

const PAGE_SIZE = 10;

/** Spec 4, sort options of each column, and the default one. */
const COLUMNS: Record<PersonalColumn, { title: string; orders: Record<number, string>; defaultOrder: number }> = {
  created: {
    title: 'Creadas',
    orders: {
      1: 'Predeterminado',
      2: 'Prioridad descendente',
      3: 'Prioridad ascendente',
      4: 'Más recientes',
      5: 'Más antiguas',
    },
    defaultOrder: 1,
  },
  pending: {
    title: 'Pendientes',
    orders: { 1: 'Más recientes', 2: 'Más antiguas', 3: 'Prioridad descendente', 4: 'Prioridad ascendente' },
    defaultOrder: 2,
  },
  ended: {
    title: 'Finalizadas',
    orders: { 1: 'Más recientes', 2: 'Más antiguas', 3: 'Prioridad descendente', 4: 'Prioridad ascendente' },
    defaultOrder: 1,
  },
};

function Column({
  projectId,
  column,
  search,
  onOpen,
}: {
  projectId: string;
  column: PersonalColumn;
  search: string;
  onOpen: (taskId: string) => void;
}) {
  const { title, orders, defaultOrder } = COLUMNS[column];
  const [open, setOpen] = useState(true);
  const [order, setOrder] = useState(defaultOrder);
  const [page, setPage] = useState(1);
  const { tasks, total, error } = usePersonalTasks(projectId, column, page, order, search);
  const bodyId = useId();
  const pageCount = Math.ceil(total / PAGE_SIZE);
  return (
    <section className={styles.section} aria-label={`Mis Tareas: ${title}`}>
      <div className={styles.row}>
        <Button
          variant="invisible"
          leadingVisual={open ? ChevronDownIcon : ChevronRightIcon}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {title} <CounterLabel>{total}</CounterLabel>
        </Button>
        <ActionMenu>
          <ActionMenu.Button size="small">Ordenar: {orders[order]}</ActionMenu.Button>
          <ActionMenu.Overlay>
            <ActionList selectionVariant="single" aria-label={`Orden de ${title}`}>
              {Object.entries(orders).map(([value, name]) => (
                <ActionList.Item
                  key={value}
                  selected={Number(value) === order}
                  onSelect={() => {
                    setOrder(Number(value));
                    setPage(1);
                  }}
                >
                  {name}
                </ActionList.Item>
              ))}
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      </div>
      {open && (
        <div id={bodyId} className={styles.section}>
          {error && (
            <p role="alert" className={styles.error}>
              {loadFailureText(error)}
            </p>
          )}
          {tasks?.length === 0 && <p className={styles.empty}>No hay tareas.</p>}
          <ul className={styles.list} aria-label={title}>
            {tasks?.map((task) => (
              <li key={task.id}>
                <TaskCard task={task} onOpen={() => onOpen(task.id)} />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <Pager
              label={`Páginas de ${title}`}
              page={page - 1}
              pageCount={pageCount}
              onChange={(next) => setPage(next + 1)}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** Mis Tareas (type 2): Creadas, Pendientes and Finalizadas, each collapsible, sorted and paged. */
export function MyTasks(props: { projectId: string; search: string; onOpen: (taskId: string) => void }) {
  return (
    <div className={styles.columns}>
      {(['created', 'pending', 'ended'] as const).map((column) => (
        <Column key={column} column={column} {...props} />
      ))}
    </div>
  );
}
