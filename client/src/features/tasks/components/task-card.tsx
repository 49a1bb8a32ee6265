import { BellFillIcon, CheckIcon, LockIcon } from '@primer/octicons-react';
import { IconButton, Label } from '@primer/react';
import type { TaskCard as Task } from '../../../../../services/contracts/task-answers';
import { TrafficLight } from '../../../components/item-card-parts';
import styles from '../../../components/items.module.css';
import { preloadPressedItem } from '../../../components/open-item-preload';
import { PendingMark } from '../../../components/pending-changes';
import { RichText } from '../../../components/rich-text';
import { formatDay, formatInstantDay } from '../../../lib/chile-date';
import { formatWaiting } from '../../../lib/format';
import { BELL_NAMES, PRIORITY_NAMES } from '../../../lib/item-rules';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { preloadTask } from '../api/task-queries';
import { CONSULTA, type TaskVariant } from '../task-variants';

export const PRIVATE_TOOLTIP = 'Tarea privada: sólo la puedes ver tú y el responsable';

const PRIORITY_VARIANTS = { 1: 'secondary', 2: 'attention', 3: 'danger' } as const;

interface TaskCardProps {
  task: Task;
  /** A Consulta's card (the default) or a possible additional's ('Listado de Posibles'). */
  variant?: TaskVariant;
  onOpen: () => void;
}

/** Spec 2, task card: what the project listing shows of each task; the whole card opens it. */
export function TaskCard({ task, variant = CONSULTA, onOpen }: TaskCardProps) {
  const finished = task.status === 3;
  const mobile = useMediaQuery(MOBILE_QUERY);
  const nearDeadline = task.near_deadline && !finished && (!variant.nearDeadlineUnseenOnly || task.seen_by_me === null);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard's way in; the card is a larger target for the mouse.
    <article
      className={styles.card}
      aria-label={`${variant.noun} Nº ${task.number}`}
      onPointerDown={() => preloadPressedItem(() => preloadTask(task.id, variant.possibleAdditional))}
      onClick={onOpen}
    >
      <div className={styles.side}>
        <span className={styles.number}>Nº {task.number}</span>
        {/* Spec 4: waiting_status 1 hides the priority indicator. */}
        {task.waiting_status !== 1 && (
          <Label variant={PRIORITY_VARIANTS[task.priority]}>{PRIORITY_NAMES[task.priority]}</Label>
        )}
        {task.bell_by_me !== null && (
          <span title={`Campana: ${BELL_NAMES[task.bell_by_me]}`}>
            <BellFillIcon aria-label={`Campana: ${BELL_NAMES[task.bell_by_me]}`} />
          </span>
        )}
        {task.seen !== null && (
          <span title="Vista por el responsable">
            <CheckIcon aria-label="Vista por el responsable" />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.row}>
          <TrafficLight light={task.lightstatus} />
          {task.code && <span>{task.code.sku}</span>}
          <button type="button" className={styles.titleButton} onClick={onOpen}>
            {task.title}
          </button>
          {task.private && (
            <IconButton
              icon={LockIcon}
              aria-label={PRIVATE_TOOLTIP}
              size="small"
              variant="invisible"
              onClick={(event) => event.stopPropagation()}
            />
          )}
          {finished && <Label variant="success">{mobile ? 'Finalizada' : 'Tarea Finalizada'}</Label>}
          <PendingMark itemId={task.id} />
        </div>
        {mobile && task.description && (
          <div className={styles.cardDescription}>
            <RichText source={task.description} />
          </div>
        )}
        <div className={styles.meta}>
          <span>
            Creador: {task.created_by_user.name} ({task.userjob.userjobtype.name})
          </span>
          <span>
            Responsable: {task.responsable_user.name} ({task.responsablejob.userjobtype.name})
          </span>
        </div>
        <div className={styles.meta}>
          <span>Espera: {formatWaiting(task.waitingtime)}</span>
          <span>Creada: {formatInstantDay(task.created_at)}</span>
          <span>
            Fecha crítica: {task.critical_date ? formatDay(task.critical_date) : 'Sin fecha'}
            {nearDeadline ? ' (próxima)' : ''}
          </span>
        </div>
      </div>
    </article>
  );
}
