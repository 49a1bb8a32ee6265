import { ReplyIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Banner, Label, SegmentedControl } from '@primer/react';
import { useState } from 'react';
import type { AdditionalDetail, Revision } from '../../../../../services/contracts/additional-answers';
import { DetailFacts, Fact } from '../../../components/detail-facts';
import { ItemDetailDialog } from '../../../components/item-detail-dialog';
import { ItemEditButtons } from '../../../components/item-detail-sections';
import styles from '../../../components/items.module.css';
import { ModifyItemDialog, type ModifyItemWords } from '../../../components/modify-item-dialog';
import { SiteBookMentions } from '../../../components/site-book-mentions';
import { formatDateTime, formatDay } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { formatWaiting } from '../../../lib/format';
import { confirmItemDeletion } from '../../../lib/item-deletion';
import { ADDITIONALS_ROUTE } from '../../../lib/item-links';
import { MINIMIZED_TYPE } from '../../../lib/minimized-items';
import { openModal } from '../../../lib/modals';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { useReloadOnFileUploaded } from '../../../lib/uploads/file-uploaded';
import { failureMessage } from '../../../lib/use-form';
import { HistoryTab } from '../../history';
import { formatMoney, isFinished } from '../additional-rules';
import {
  changeAdditionalStatus,
  deleteAdditional,
  setAdditionalSeenStatus,
  updateAdditional,
} from '../api/additional-commands';
import { useAdditional } from '../api/additional-queries';
import { AddRevisionPanel } from './add-revision-panel';
import { responderText } from './additional-card';
import { AdditionalLineage } from './additional-lineage';
import own from './additionals.module.css';
import { AnnulAdditionalDialog } from './annul-additional-dialog';
import { RevisionCard } from './revision-card';
import { SeenBell } from './seen-bell';

/** Spec 2, 'Modificar' of an additional: the form's words; additionals have no private switch. */
const MODIFY_WORDS: ModifyItemWords = {
  title: 'Modificar Adicional',
  subscribe: 'Suscribirme al adicional',
  reminder: 'Recordar Semanalmente',
  saved: { title: 'Adicional modificado', text: 'Se ha modificado correctamente el adicional' },
};

/** Spec 2: the revisions shown, the last only, all, or the first and the last. */
const REVISION_VIEWS = [
  { label: 'Última revisión', pick: (revisions: Revision[]) => revisions.slice(-1) },
  { label: 'Todas', pick: (revisions: Revision[]) => revisions },
  {
    label: 'Primera y última',
    pick: (revisions: Revision[]) => (revisions.length > 1 ? [revisions[0]!, revisions.at(-1)!] : revisions),
  },
] as const;

/** Spec 2, the status banner: where the additional stands and who must act. */
function StatusBanner({ additional }: { additional: AdditionalDetail }) {
  const mine = additional.my_turn;
  const waiting = additional.response_status !== null && !isFinished(additional.status);
  const responder = waiting
    ? ` Debe responder: ${responderText(additional)}${mine ? ' (tú)' : ''}, hace ${formatWaiting(additional.waitingresponsetime)}.`
    : '';
  switch (additional.status) {
    case 2:
      return (
        <Banner
          variant="success"
          title="Adicional Aceptado"
          description={`Aceptado el ${additional.approved_status_change ? formatDateTime(additional.approved_status_change.created_at) : ''}.`}
        />
      );
    case 3:
      return (
        <Banner
          variant="warning"
          title="Solicita Anular"
          description={`Se solicitó anular el adicional.${additional.annulment_reason ? ` Motivo: «${additional.annulment_reason}».` : ''}${responder}`}
        />
      );
    case 4:
      return <Banner variant="critical" title="Adicional Cancelado" description="El adicional fue cancelado." />;
    default:
      return <Banner variant="info" title="Adicional Vigente" description={`En revisión.${responder}`} />;
  }
}

interface BodyProps {
  additional: AdditionalDetail;
  onClose: () => void;
  onOpenPossible: (taskId: string) => void;
  onOpenRdi: (rdiId: string) => void;
}

function AdditionalDetailBody({ additional, onClose, onOpenPossible, onOpenRdi }: BodyProps) {
  const [view, setView] = useState(0);
  const [revising, setRevising] = useState(false);
  const [modifying, setModifying] = useState(false);
  const [annulling, setAnnulling] = useState(false);
  const finished = isFinished(additional.status);
  const revisions = REVISION_VIEWS[view]!.pick(additional.revisions);

  const decide = (newStatus: 2, title: string, question: string, done: string) =>
    openModal('confirm', {
      title,
      lines: [question],
      onAccept: () =>
        void changeAdditionalStatus(additional.id, newStatus, newCommandId())
          .then(() => showToast({ variant: 'success', title, text: done }))
          .catch((error: unknown) => showErrorToast(failureMessage(error))),
    });

  const confirmDelete = () =>
    confirmItemDeletion({ article: 'el', noun: 'Adicional' }, additional, deleteAdditional, onClose);

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <Label variant={finished ? 'success' : 'accent'}>{additional.statustext}</Label>
        <Label>{additional.type.name}</Label>
        <SeenBell additionalId={additional.id} status={additional.seen_by_me?.seen_status ?? null} />
        <ItemEditButtons
          modifyLabel="Modificar Adicional"
          onModify={() => setModifying(true)}
          onDelete={additional.can.delete ? confirmDelete : undefined}
        />
        {additional.can.change_status && (
          <ActionMenu>
            <ActionMenu.Button leadingVisual={ReplyIcon} variant="primary">
              Responder
            </ActionMenu.Button>
            <ActionMenu.Overlay>
              <ActionList aria-label="Responder">
                <ActionList.Item variant="danger" onSelect={() => setAnnulling(true)}>
                  Anular Adicional
                </ActionList.Item>
                {additional.can.accept && (
                  <ActionList.Item
                    onSelect={() =>
                      decide(
                        2,
                        'Aceptar Adicional',
                        `¿Aceptar el Adicional Nº ${additional.number}?`,
                        'Se aceptó el adicional.',
                      )
                    }
                  >
                    Aceptar Adicional
                  </ActionList.Item>
                )}
                {additional.can.revise && (
                  <ActionList.Item onSelect={() => setRevising(true)}>Nueva Revisión</ActionList.Item>
                )}
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        )}
      </div>
      <StatusBanner additional={additional} />
      <DetailFacts>
        <Fact label="Código">{additional.code}</Fact>
        <Fact label="ITO">{additional.ito_user?.name ?? 'Sin ITO'}</Fact>
        <Fact label="Proyecto">{additional.project.name}</Fact>
        <Fact label="Creador">{additional.created_by_user.name}</Fact>
        <Fact label="Emitido">{formatDateTime(additional.created_at)}</Fact>
        <Fact label="Espera">{formatWaiting(additional.waitingtime)}</Fact>
        <Fact label="Fecha crítica">
          {additional.critical_date ? formatDay(additional.critical_date) : 'Sin fecha'}
        </Fact>
        <Fact label="Resolución">{additional.ended_at ? formatDateTime(additional.ended_at) : 'Pendiente'}</Fact>
        <Fact label="Especialidades">
          {additional.specialties.map((specialty) => specialty.specialty.name).join(', ')}
        </Fact>
        <Fact label="Monto actual" valueClassName={own.amount}>
          {formatMoney(additional.last_revision.total_requested, additional.last_revision.currency_info.code)}
        </Fact>
      </DetailFacts>
      {revising && <AddRevisionPanel additional={additional} onDone={() => setRevising(false)} />}
      <section className={styles.section} aria-label="Revisiones">
        <div className={styles.row}>
          <h3 className={styles.sectionTitle}>Revisiones ({additional.revisions_count})</h3>
          <SegmentedControl aria-label="Revisiones mostradas" onChange={setView}>
            {REVISION_VIEWS.map((entry, index) => (
              <SegmentedControl.Button key={entry.label} selected={index === view}>
                {entry.label}
              </SegmentedControl.Button>
            ))}
          </SegmentedControl>
        </div>
        {revisions.map((revision) => (
          <RevisionCard key={revision.id} revision={revision} />
        ))}
      </section>
      {additional.lineage && (
        <AdditionalLineage lineage={additional.lineage} onOpenPossible={onOpenPossible} onOpenRdi={onOpenRdi} />
      )}
      <SiteBookMentions itemType="additional" itemId={additional.id} />
      {annulling && <AnnulAdditionalDialog additional={additional} onClose={() => setAnnulling(false)} />}
      {modifying && (
        <ModifyItemDialog
          item={additional}
          words={MODIFY_WORDS}
          onClose={() => setModifying(false)}
          onConfirm={(changes, commandId) => updateAdditional(additional.id, changes, commandId)}
        />
      )}
    </div>
  );
}

interface AdditionalDetailDialogProps {
  additionalId: string;
  projectId: string;
  onClose: () => void;
  onOpenPossible: (taskId: string) => void;
  onOpenRdi: (rdiId: string) => void;
}

/** Spec 2, additional detail ('Cargando Adicional' while it loads); opening it marks it seen. */
export function AdditionalDetailDialog({
  additionalId,
  projectId,
  onClose,
  onOpenPossible,
  onOpenRdi,
}: AdditionalDetailDialogProps) {
  const { additional, error, isLoading, replace } = useAdditional(additionalId, projectId);
  useReloadOnFileUploaded(
    (event) => (event.type === 5 || event.type === 6) && event.payload.additional_id === additionalId,
    () => void replace(),
  );
  return (
    <ItemDetailDialog
      name="Adicional"
      kind="additional"
      item={additional}
      error={error}
      isLoading={isLoading}
      summary={(shown) => ({
        projectId: shown.project.id,
        hasFiles: shown.attachments.length > 0 || shown.revisions.some((revision) => revision.attachments.length > 0),
        minimized: { type: MINIMIZED_TYPE.additional, route: ADDITIONALS_ROUTE, data: { additionalId: shown.id } },
      })}
      markSeen={(shown) => setAdditionalSeenStatus(shown.id, shown.seen_by_me?.seen_status ?? 1, newCommandId())}
      detail={(shown) => (
        <AdditionalDetailBody
          additional={shown}
          onClose={onClose}
          onOpenPossible={onOpenPossible}
          onOpenRdi={onOpenRdi}
        />
      )}
      history={(shown) => <HistoryTab itemType="additional" itemId={shown.id} />}
      onClose={onClose}
    />
  );
}
