import { BellFillIcon, BellIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useState } from 'react';
import type { SeenStatus } from '../../../../../services/contracts/item-answers';
import { newCommandId } from '../../../lib/command-id';
import { BELL_NAMES, nextBell } from '../../../lib/item-rules';
import { setAdditionalSeenStatus } from '../api/additional-commands';
import own from './additionals.module.css';

/**
 * Spec 4, seen state: the bell (1 green, 2 orange, 0 red with the alarm) cycles none → 1 → 2 → 0
 * → 1 on click; the new state shows only once the server accepted it.
 */
export function SeenBell({ additionalId, status }: { additionalId: string; status: SeenStatus | null }) {
  const [sending, setSending] = useState(false);
  const name = status === null ? 'Sin marcar' : BELL_NAMES[status];
  const cycle = async () => {
    setSending(true);
    try {
      await setAdditionalSeenStatus(additionalId, nextBell(status), newCommandId());
    } catch {
      // Spec 8: a refused change leaves the bell as it was.
    } finally {
      setSending(false);
    }
  };
  return (
    <IconButton
      className={own.bell}
      data-seen={status ?? undefined}
      icon={status === null ? BellIcon : BellFillIcon}
      aria-label={`Campana: ${name}`}
      size="small"
      variant="invisible"
      disabled={sending}
      onClick={(event) => {
        event.stopPropagation();
        void cycle();
      }}
    />
  );
}
