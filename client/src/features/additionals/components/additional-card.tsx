import { Label } from '@primer/react';
import type { AdditionalCard as Additional } from '../../../../../services/contracts/additional-answers';
import { TrafficLight } from '../../../components/item-card-parts';
import styles from '../../../components/items.module.css';
import { formatDateTime, formatInstantDay } from '../../../lib/chile-date';
import { formatWaiting } from '../../../lib/format';
import { formatMoney, isFinished, RESPONDER_NAMES } from '../additional-rules';
import own from './additionals.module.css';
import { SeenBell } from './seen-bell';

const STATUS_VARIANTS = { 1: 'accent', 2: 'success', 3: 'attention', 4: 'secondary' } as const;

/** Who must respond now: the ITO by name, or the contractor's side. */
export function responderText(additional: Additional): string {
  if (additional.response_status === null) return '';
  const side = RESPONDER_NAMES[additional.response_status];
  return additional.response_status === 1 && additional.ito_user ? `${side} (${additional.ito_user.name})` : side;
}

/** Spec 2, 'Listado de adicionales': each card; the whole card opens the additional. */
export function AdditionalCard({ additional, onOpen }: { additional: Additional; onOpen: () => void }) {
  // Spec 2: status 3 styles the card as ended too; a finished one (2, 4) has no one to respond.
  const ended = isFinished(additional.status) || additional.status === 3;
  const responding = !isFinished(additional.status) && additional.response_status !== null;
  const mine = additional.my_turn;
  const revision = additional.last_revision;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard's way in; the card is a larger target for the mouse.
    <article
      className={`${styles.card} ${ended ? own.ended : ''}`}
      aria-label={`Adicional Nº ${additional.number}`}
      onClick={onOpen}
    >
      <div className={styles.side}>
        <span className={styles.number}>Nº {additional.number}</span>
        <SeenBell additionalId={additional.id} status={additional.seen_by_me?.seen_status ?? null} />
      </div>
      <div className={styles.body}>
        <div className={styles.row}>
          <TrafficLight light={additional.lightstatus} />
          <strong>{additional.code}</strong>
          <span>{additional.specialties.map((specialty) => specialty.specialty.name).join(', ')}</span>
        </div>
        <button type="button" className={styles.titleButton} onClick={onOpen}>
          {additional.title}
        </button>
        <div className={styles.meta}>
          <span>{additional.type.name}</span>
          <span className={own.amount}>{formatMoney(revision.total_requested, revision.currency_info.code)}</span>
          <span>
            Revisión {revision.revision} ·{' '}
            <Label variant={STATUS_VARIANTS[additional.status]}>{additional.statustext}</Label>
          </span>
        </div>
        <div className={styles.meta}>
          <span>Espera: {formatWaiting(additional.waitingtime)}</span>
          <span>Creado: {formatDateTime(additional.created_at)}</span>
          {responding && (
            <span className={mine ? own.mine : undefined}>
              Responde: {responderText(additional)} · {formatWaiting(additional.waitingresponsetime)}
            </span>
          )}
          {additional.ended_at && <span>Finalizado: {formatInstantDay(additional.ended_at)}</span>}
        </div>
      </div>
    </article>
  );
}
