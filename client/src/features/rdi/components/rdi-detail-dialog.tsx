import { LinkExternalIcon } from '@primer/octicons-react';
import { Button, Label } from '@primer/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { itemStateName } from '../../../../../services/contracts/item-states';
import type { RdiDetail, RdiHead, RdiInteraction } from '../../../../../services/contracts/rdi-answers';
import { DetailFacts, Fact } from '../../../components/detail-facts';
import { ItemDetailDialog } from '../../../components/item-detail-dialog';
import {
  ItemAttachments,
  ItemDescription,
  ItemEditButtons,
  ItemInteractions,
  LinkedItemRow,
} from '../../../components/item-detail-sections';
import styles from '../../../components/items.module.css';
import { ModifyItemDialog, type ModifyItemWords } from '../../../components/modify-item-dialog';
import { type ItemReplies, ReplyEditor } from '../../../components/reply-editor';
import { SiteBookMentions } from '../../../components/site-book-mentions';
import { formatDateTime, formatDay } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { formatWaiting } from '../../../lib/format';
import { confirmItemDeletion } from '../../../lib/item-deletion';
import { withHead } from '../../../lib/item-head';
import { RDI_ROUTE, taskLink } from '../../../lib/item-links';
import { PRIORITY_NAMES } from '../../../lib/item-rules';
import { MINIMIZED_TYPE } from '../../../lib/minimized-items';
import { useReloadOnFileUploaded } from '../../../lib/uploads/file-uploaded';
import { HistoryTab } from '../../history';
import { addRdiInteraction, deleteRdi, setRdiSeenStatus, updateRdi } from '../api/rdi-commands';
import { useRdi } from '../api/rdi-queries';
import { OFFICIAL_WARNING } from '../rdi-rules';
import { CloseRdiDialog } from './close-rdi-dialog';
import own from './rdi.module.css';
import { RdiApprovals } from './rdi-approvals';

/** Spec 2, the RDI's replies; upload type 4: a file of an RDI's interaction, tagged with rdi_interaction_id. */
const REPLIES: ItemReplies<{ interactionId: string; interaction: RdiInteraction; rdi: RdiHead }> = {
  toggle: 'segmented',
  officialWarning: OFFICIAL_WARNING,
  add: addRdiInteraction,
  uploads: { type: 4, itemKey: 'rdi_id', interactionKey: 'rdi_interaction_id' },
};

/** Spec 2, 'Modificar' of an RDI: the form's words; the RDI have no private switch. */
const MODIFY_WORDS: ModifyItemWords = {
  title: 'Modificar RDI',
  subscribe: 'Suscribirme a la RDI',
  reminder: 'Recordar Semanalmente',
  saved: { title: 'RDI modificada', text: 'Se ha modificado correctamente la RDI' },
};

interface BodyProps {
  rdi: RdiDetail;
  /** Shows the head a command answered (and a reply's interaction), before the refetch. */
  onRdi: (head: RdiHead, added?: RdiInteraction) => void;
  onClose: () => void;
}

function RdiDetailBody({ rdi, onRdi, onClose }: BodyProps) {
  const [, navigate] = useLocation();
  const [modifying, setModifying] = useState(false);
  const [closing, setClosing] = useState(false);
  const finished = rdi.status === 3;

  const confirmDelete = () => confirmItemDeletion({ article: 'la', noun: 'RDI' }, rdi, deleteRdi, onClose);

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <Label variant={finished ? 'success' : 'default'}>{itemStateName('rdi', finished)}</Label>
        <Label>{PRIORITY_NAMES[rdi.priority]}</Label>
        {rdi.official_interactions.length > 0 && <Label variant="accent">Con respuesta oficial</Label>}
        <ItemEditButtons onModify={() => setModifying(true)} onDelete={rdi.can.delete ? confirmDelete : undefined} />
        {rdi.can.end && <Button onClick={() => setClosing(true)}>Finalizar RDI</Button>}
      </div>
      <DetailFacts>
        <Fact label="Proyecto">{rdi.project.name}</Fact>
        <Fact label="Creador">{rdi.created_by_user.name}</Fact>
        <Fact label="Emitida">{formatDateTime(rdi.created_at)}</Fact>
        <Fact label="Espera">{formatWaiting(rdi.waitingtime)}</Fact>
        <Fact label="Fecha crítica">{rdi.critical_date ? formatDay(rdi.critical_date) : 'Sin fecha'}</Fact>
        {finished && rdi.ended_at && <Fact label="Finalizada">{formatDateTime(rdi.ended_at)}</Fact>}
        <Fact label="Materia">{rdi.subject.name}</Fact>
        <Fact label="Especialidades">{rdi.specialties.map((specialty) => specialty.name).join(', ')}</Fact>
        {rdi.responsable_user && (
          <Fact label="Responde" valueClassName={rdi.responsable_user.mine ? own.highlight : undefined}>
            {rdi.responsable_user.name} (espera de respuesta: {formatWaiting(rdi.waitingresponsetime)})
          </Fact>
        )}
      </DetailFacts>
      {rdi.task_relation && (
        <LinkedItemRow
          named="Tarea Asociada"
          linked={rdi.task_relation.task}
          openLabel="Visualizar Tarea"
          openIcon={LinkExternalIcon}
          onOpen={() => navigate(taskLink(rdi.task_relation?.task.id ?? ''))}
        />
      )}
      <ItemDescription source={rdi.description} />
      <ItemAttachments ofItem="de la RDI" attachments={rdi.attachments} interactions={rdi.interactions} />
      <SiteBookMentions itemType="rdi" itemId={rdi.id} />
      <ItemInteractions interactions={rdi.interactions} />
      {rdi.new_system && <RdiApprovals rdi={rdi} onRdi={onRdi} />}
      {finished ? (
        <p className={styles.empty}>RDI Finalizada</p>
      ) : (
        rdi.can.interact && (
          <ReplyEditor item={rdi} replies={REPLIES} onSent={(answer) => onRdi(answer.rdi, answer.interaction)} />
        )
      )}
      {modifying && (
        <ModifyItemDialog
          item={rdi}
          words={MODIFY_WORDS}
          onClose={() => setModifying(false)}
          onConfirm={async (changes, commandId) => onRdi(await updateRdi(rdi.id, changes, commandId))}
        />
      )}
      {closing && <CloseRdiDialog rdi={rdi} onClose={() => setClosing(false)} />}
    </div>
  );
}

/** Spec 2, RDI detail; opening it marks the RDI seen. A 403 or 404 shows the server's words and closes it. */
export function RdiDetailDialog({ rdiId, onClose }: { rdiId: string; onClose: () => void }) {
  const { rdi, error, isLoading, replace } = useRdi(rdiId);
  useReloadOnFileUploaded(
    (event) => (event.type === 3 || event.type === 4) && event.payload.rdi_id === rdiId,
    () => void replace(),
  );
  return (
    <ItemDetailDialog
      name="RDI"
      kind="rdi"
      item={rdi}
      error={error}
      isLoading={isLoading}
      summary={(shown) => ({
        projectId: shown.project_id,
        hasFiles: shown.attachments.length > 0,
        minimized: { type: MINIMIZED_TYPE.rdi, route: RDI_ROUTE, data: { rdiId: shown.id } },
      })}
      markSeen={(shown) => setRdiSeenStatus(shown, shown.seen_by_me ?? 1, newCommandId())}
      detail={(shown) => (
        <RdiDetailBody
          rdi={shown}
          onRdi={(head, added) =>
            void replace((current) => current && withHead(current, head, added), { revalidate: false })
          }
          onClose={onClose}
        />
      )}
      history={(shown) => <HistoryTab itemType="rdi" itemId={shown.id} />}
      onClose={onClose}
    />
  );
}
