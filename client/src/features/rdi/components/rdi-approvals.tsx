import { CheckCircleFillIcon } from '@primer/octicons-react';
import { Button, Flash } from '@primer/react';
import { useState } from 'react';
import {
  APPROVAL_SLOTS,
  type ApprovalSlot,
  type RdiDetail,
  type RdiHead,
} from '../../../../../services/contracts/rdi-answers';
import styles from '../../../components/items.module.css';
import { formatSlashDateTime } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { openModal } from '../../../lib/modals';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { approveRdi, grantEndRdiToCreator } from '../api/rdi-commands';
import { NO_OFFICIAL_APPROVAL } from '../rdi-rules';
import own from './rdi.module.css';

interface RdiApprovalsProps {
  rdi: RdiDetail;
  onRdi: (head: RdiHead) => void;
}

/**
 * The approval control of the new close system (spec 2 and 4): Creador, Jefe OT, ITO. A given
 * approval is green with its user and time and cannot be withdrawn; without an official response
 * every button is disabled with the spec's note. The others are enabled as the server's `can`
 * offers them (role and permission); one that is the reader's by role but refused for want of
 * 'Cerrar RDIs' says so (`why_not`).
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
        {APPROVAL_SLOTS.map(({ slot, name }) => {
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
          const whyNot = rdi.why_not.approve[slot];
          const reasonId = `rdi-approval-${slot}-reason`;
          return (
            <div key={slot} className={own.approval}>
              <Button
                disabled={!rdi.can.approve.includes(slot)}
                aria-describedby={whyNot ? reasonId : undefined}
                loading={busy === slot}
                loadingAnnouncement="Aprobando"
                onClick={() => approve(slot, name)}
              >
                {name}
              </Button>
              {whyNot && (
                <span id={reasonId} className={styles.hint}>
                  {whyNot}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {!answered && !finished && <p className={styles.meta}>{NO_OFFICIAL_APPROVAL}</p>}
      {rdi.can.grant_end_rdi_to_creator && <CreatorPermissionNotice rdi={rdi} />}
    </section>
  );
}

/**
 * Issue 31: the creator lacks 'Cerrar RDIs', so the RDI could never be finished. Who may edit the
 * creator's permissions (the server's `can`) is told so here and grants it in one click.
 */
function CreatorPermissionNotice({ rdi }: { rdi: RdiDetail }) {
  const [granting, setGranting] = useState(false);
  const creator = rdi.created_by_user.name;
  const grant = async () => {
    setGranting(true);
    try {
      await grantEndRdiToCreator(rdi, newCommandId());
      showToast({ variant: 'success', title: 'Permiso otorgado', text: `${creator} ya puede aprobar como creador.` });
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setGranting(false);
    }
  };
  return (
    <Flash variant="warning" className={own.notice}>
      <p>
        {creator}, creador de esta RDI, no tiene el permiso Cerrar RDIs: sin él no puede aprobar como creador y la RDI
        no podrá finalizarse.
      </p>
      <Button onClick={() => void grant()} loading={granting} loadingAnnouncement="Otorgando permiso">
        Otorgar permiso Cerrar RDIs a {creator}
      </Button>
    </Flash>
  );
}
