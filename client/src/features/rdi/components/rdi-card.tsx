import { BellFillIcon } from '@primer/octicons-react';
import { Label } from '@primer/react';
import type { RdiCard as Rdi } from '../../../../../services/contracts/rdi-answers';
import { TrafficLight } from '../../../components/item-card-parts';
import styles from '../../../components/items.module.css';
import { preloadPressedItem } from '../../../components/open-item-preload';
import { PendingMark } from '../../../components/pending-changes';
import { formatDateTime, formatDay, formatInstantDay } from '../../../lib/chile-date';
import { formatWaiting } from '../../../lib/format';
import { BELL_NAMES, PRIORITY_NAMES, plainText } from '../../../lib/item-rules';
import { preloadRdi } from '../api/rdi-queries';
import { ApprovalStrip } from './approval-strip';
import own from './rdi.module.css';

const PRIORITY_VARIANTS = { 1: 'secondary', 2: 'attention', 3: 'danger' } as const;

interface RdiCardProps {
  rdi: Rdi;
  /** The project closes RDI by approvals: the card shows the strip. */
  newSystem: boolean;
  mobile: boolean;
  onOpen: () => void;
}

/** Spec 2, 'RDI list columns' (desktop) and the mobile card; the whole card opens the RDI. */
export function RdiCard({ rdi, newSystem, mobile, onOpen }: RdiCardProps) {
  const finished = rdi.status === 3;
  const mine = !finished && (rdi.responsable_user?.mine ?? false);
  const specialties = rdi.specialties.map((specialty) => specialty.name).join(', ');
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard's way in; the card is a larger target for the mouse.
    <article
      className={styles.card}
      aria-label={`RDI Nº ${rdi.number}`}
      onPointerDown={() => preloadPressedItem(() => preloadRdi(rdi.id))}
      onClick={onOpen}
    >
      <div className={styles.side}>
        <span className={styles.number}>Nº {rdi.number}</span>
        {rdi.waiting_status !== 1 && (
          <Label variant={PRIORITY_VARIANTS[rdi.priority]}>{PRIORITY_NAMES[rdi.priority]}</Label>
        )}
        {rdi.seen_by_me !== null && (
          <span title={`Campana: ${BELL_NAMES[rdi.seen_by_me]}`}>
            <BellFillIcon aria-label={`Campana: ${BELL_NAMES[rdi.seen_by_me]}`} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.row}>
          {!mobile && <TrafficLight light={rdi.lightstatus} />}
          <span>{specialties}</span>
          <span>· {rdi.subject.name}</span>
        </div>
        <button type="button" className={styles.titleButton} onClick={onOpen}>
          {rdi.title}
        </button>
        {mobile && <div className={`${styles.meta} ${own.description}`}>{plainText(rdi.description)}</div>}
        <div className={styles.meta}>
          {finished ? (
            <Label variant="success">{mobile ? 'Finalizada' : 'RDI Finalizada'}</Label>
          ) : (
            <span className={mine ? own.highlight : undefined}>Responsable: {rdi.responsable_user?.name ?? ''}</span>
          )}
          <PendingMark itemId={rdi.id} />
          <span>
            Espera: {formatWaiting(rdi.waitingtime)} · Creada: {formatDateTime(rdi.created_at)}
          </span>
          <span>Fecha crítica: {rdi.critical_date ? formatDay(rdi.critical_date) : 'Sin fecha'}</span>
          {rdi.ended_at && <span>Finalizada: {formatInstantDay(rdi.ended_at)}</span>}
        </div>
        {newSystem && !mobile && <ApprovalStrip checks={rdi.approval_checks} />}
      </div>
    </article>
  );
}
