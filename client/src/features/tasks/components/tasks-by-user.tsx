import { ChevronDownIcon, ChevronRightIcon } from '@primer/octicons-react';
import { Button, CounterLabel } from '@primer/react';
import { useState } from 'react';
import type { UserTasks } from '../../../../../services/contracts/task-answers';
import styles from '../../../components/items.module.css';
import { LoadFailure } from '../../../components/load-failure';
import { formatFixed } from '../../../lib/format';
import { useTasksByUser } from '../api/task-queries';
import { TaskCard } from './task-card';

function UserCard({ entry, onOpen }: { entry: UserTasks; onOpen: (taskId: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.interaction} aria-label={entry.user.name}>
      <div className={styles.row}>
        <Button
          variant="invisible"
          leadingVisual={open ? ChevronDownIcon : ChevronRightIcon}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {entry.user.name} <CounterLabel>{entry.total}</CounterLabel>
        </Button>
        <span className={styles.meta}>{entry.user.job.userjobtype.name}</span>
      </div>
      <div className={styles.meta}>
        <span>Velocidad de solución: {formatFixed(entry.indicators.solution_speed, 1)} tareas por día</span>
        <span>Espera promedio: {formatFixed(entry.indicators.waiting_time, 1)} días</span>
      </div>
      {open && (
        <ul className={styles.list} aria-label={`Tareas de ${entry.user.name}`}>
          {entry.tasks.map((task) => (
            <li key={task.id}>
              <TaskCard task={task} onOpen={() => onOpen(task.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Pendientes por usuario (type 5): a card per responsible user, indicators of the last 5 days. */
export function TasksByUser({ projectId, onOpen }: { projectId: string; onOpen: (taskId: string) => void }) {
  const { entries, error } = useTasksByUser(projectId);
  if (error) return <LoadFailure error={error} />;
  if (entries?.length === 0) return <p className={styles.empty}>No hay tareas pendientes.</p>;
  return (
    <div className={styles.section}>
      {entries?.map((entry) => (
        <UserCard key={entry.user.id} entry={entry} onOpen={onOpen} />
      ))}
    </div>
  );
}
