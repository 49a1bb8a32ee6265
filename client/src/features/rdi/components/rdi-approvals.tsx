import { CheckCircleFillIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useState } from 'react';
import type { ApprovalSlot, RdiDetail, RdiHead } from '../../../../../services/contracts/rdi-answers';
import styles from '../../../components/items.module.css';
import { formatSlashDateTime } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { openModal } from '../../../lib/modals';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { approveRdi } from '../api/rdi-commands';
import { APPROVALS, NO_OFFICIAL_APPROVAL } from '../rdi-rules';
import own from './rdi.module.css';

interface RdiApprovalsProps {
  rdi: RdiDetail;
  onRdi: (head: RdiHead) => void;
}

/**
 * The approval control of the new close system (spec 2 and 4): Creador, Jefe OT, ITO. A given
 * approval is green with its user and time and cannot be withdrawn; without an official response
 * every button is disabled with the spec's note. The others are enabled as the server's `can`
 * offers them (role and permission).
 */
export function RdiApprovals({ rdi, onRdi }: RdiApprovalsProps) {
  const [busy, setBusy] = useState<ApprovalSlot | null>(null);
  const answered = rdi.official_interactions.length > 0;
  const finished = rdi.status === 3;
  const approve = (slot: ApprovalSlot, name: string) =>
    openModal('confirm', {
      title: 'Aprobar cierre',
      lines: [`¿Aprobar el cierre de la RDI Nº ${rdi.number} como ${name}?`],
      onAccept: async () => {
        setBusy(slot);
        try {
          const next = await approveRdi(rdi.id, slot, true, newCommandId());
          onRdi(next);
          showToast({ variant: 'success', title: 'Aprobación registrada', text: `Aprobaste como ${name}.` });
        } catch (error) {
          showErrorToast(failureMessage(error));
        } finally {
          setBusy(null);
        }
      },
    });
  return (
    <section className={styles.section} aria-label="Aprobaciones">
      <h3 className={styles.sectionTitle}>Aprobaciones de cierre</h3>
      <div className={own.approvals}>
        {APPROVALS.map(({ slot, name }) => {
          const check = rdi.approval_checks.find((entry) => entry.approval === slot);
          if (check)
            return (
              <div key={slot} className={own.approval}>
                {/* Spec 4: approval is one-way; the green button stays disabled. */}
                <Button leadingVisual={CheckCircleFillIcon} variant="primary" disabled aria-label={`${name}: aprobado`}>
                  {name}
                </Button>
                <span className={styles.meta}>
                  {check.user.name} {formatSlashDateTime(check.updated_at)}
                </span>
              </div>
            );
          return (
            <div key={slot} className={own.approval}>
              <Button
                disabled={!rdi.can.approve.includes(slot)}
                loading={busy === slot}
                loadingAnnouncement="Aprobando"
                onClick={() => approve(slot, name)}
              >
                {name}
              </Button>
            </div>
          );
        })}
      </div>
      {!answered && !finished && <p className={styles.meta}>{NO_OFFICIAL_APPROVAL}</p>}
    </section>
  );
}
