import { BellFillIcon, BellIcon, PersonAddIcon, XIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, Checkbox, FormControl, IconButton, Label, Select } from '@primer/react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { SeenStatus } from '../../../../../services/contracts/item-answers';
import { itemStateName } from '../../../../../services/contracts/item-states';
import type { TaskDetail, TaskHead, TaskInteraction } from '../../../../../services/contracts/task-answers';
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
import { useProjectMembers } from '../../../lib/api/project-members';
import { formatDateTime, formatDay, formatInstantDay } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { formatWaiting } from '../../../lib/format';
import { confirmItemDeletion } from '../../../lib/item-deletion';
import { withHead } from '../../../lib/item-head';
import { RDI_ROUTE, rdiLink } from '../../../lib/item-links';
import { BELL_NAMES, nextBell, PRIORITY_NAMES } from '../../../lib/item-rules';
import { openModal } from '../../../lib/modals';
import { showErrorToast } from '../../../lib/toasts';
import { useReloadOnFileUploaded } from '../../../lib/uploads/file-uploaded';
import { failureMessage } from '../../../lib/use-form';
import { HistoryTab } from '../../history';
import {
  addInteraction,
  addParticipants,
  changeResponsible,
  closeTask,
  deleteTask,
  removeParticipant,
  setBellStatus,
  setChecklistItem,
  setSeenStatus,
  updateTask,
} from '../api/task-commands';
import { useTask } from '../api/task-queries';
import { PRIVATE_TASK_HIDDEN_FROM_PARTICIPANTS, PRIVATE_TASK_READERS, privacyHint } from '../task-privacy';
import { CONSULTA, type TaskVariant, variantOf } from '../task-variants';
import { PRIVATE_TOOLTIP } from './task-card';

const failed = (error: unknown) => showErrorToast(failureMessage(error));

/** Spec 2, the task's replies; upload type 2: a file of a task's interaction, tagged with tr_interaction_id. */
const REPLIES: ItemReplies<{ interactionId: string; interaction: TaskInteraction; task: TaskHead }> = {
  toggle: 'checkbox',
  officialWarning: 'Esta interacción quedará marcada como la respuesta oficial de la tarea.',
  add: addInteraction,
  uploads: { type: 2, itemKey: 'task_id', interactionKey: 'tr_interaction_id' },
};

/** Spec 2, 'Modificar' of a task (a possible additional's too): the form's words. */
const MODIFY_WORDS: ModifyItemWords = {
  title: 'Modificar tarea',
  subscribe: 'Suscribirme a la tarea',
  private: 'Tarea privada',
  saved: { title: 'Tarea modificada', text: 'Se ha modificado correctamente la tarea' },
};

/** Spec 4, bell: cycles none → 1 → 2 → 0 → 1, only on success; a second click waits for the first. */
function Bell({ task }: { task: TaskDetail }) {
  const [status, setStatus] = useState<SeenStatus | null>(task.bell_status);
  const [busy, setBusy] = useState(false);
  const ring = async () => {
    if (busy) return;
    setBusy(true);
    const next = nextBell(status);
    try {
      await setBellStatus(task.id, next, newCommandId());
      setStatus(next);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const name = status === null ? 'Sin marcar' : BELL_NAMES[status];
  return (
    <IconButton
      icon={status === null ? BellIcon : BellFillIcon}
      aria-label={`Campana: ${name}`}
      variant="invisible"
      data-bell={status ?? 'none'}
      onClick={ring}
      aria-disabled={busy}
    />
  );
}

interface TaskDetailBodyProps {
  task: TaskDetail;
  variant: TaskVariant;
  /** Shows the head a command answered (and a reply's interaction), before the refetch. */
  onTask: (head: TaskHead, added?: TaskInteraction) => void;
  onClose: () => void;
}

function TaskDetailBody({ task, variant, onTask, onClose }: TaskDetailBodyProps) {
  const members = useProjectMembers(task.project_id);
  const [modifying, setModifying] = useState(false);
  const [, navigate] = useLocation();
  const sendToRdiReason = useId();
  const taken = new Set([task.created_by, task.responsable, ...task.participants.map((participant) => participant.id)]);

  const run = (change: Promise<unknown>) => void change.catch(failed);
  const apply = (change: Promise<TaskHead>) => run(change.then((head) => onTask(head)));

  const confirmClose = () =>
    openModal('confirm', {
      title: variant.finishLabel,
      lines: [variant.closingQuestion(task.number)],
      onAccept: () => run(closeTask(task, newCommandId())),
    });
  const confirmDelete = () => confirmItemDeletion({ article: 'la', noun: 'tarea' }, task, deleteTask, onClose);

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <Label variant={task.status === 3 ? 'success' : 'default'}>{itemStateName('task', task.status === 3)}</Label>
        <Label>{PRIORITY_NAMES[task.priority]}</Label>
        {task.private && <Label variant="attention">{PRIVATE_TOOLTIP}</Label>}
        {task.can.bell && <Bell task={task} />}
        <ItemEditButtons onModify={() => setModifying(true)} onDelete={task.can.delete ? confirmDelete : undefined} />
        {task.can.end && <Button onClick={confirmClose}>{variant.finishLabel}</Button>}
        {/* 'Enviar a RDI' as the server offers it; the RDI screen opens 'Nueva RDI' from this task. */}
        {(task.can.send_to_rdi || task.why_not.send_to_rdi) && (
          <>
            <Button
              disabled={!task.can.send_to_rdi}
              aria-describedby={task.why_not.send_to_rdi ? sendToRdiReason : undefined}
              onClick={() => navigate(`${RDI_ROUTE}?list=1&from_task=${encodeURIComponent(task.id)}`)}
            >
              Enviar a RDI
            </Button>
            {task.why_not.send_to_rdi && (
              <span id={sendToRdiReason} className={styles.hint}>
                {task.why_not.send_to_rdi}
              </span>
            )}
          </>
        )}
      </div>
      {task.rdi_relation && (
        <LinkedItemRow
          named="RDI Asociada"
          linked={task.rdi_relation.rdi}
          openLabel="Visualizar RDI"
          onOpen={() => navigate(rdiLink(task.rdi_relation?.rdi.id ?? ''))}
        />
      )}
      <DetailFacts>
        {variant.hasCode && <Fact label="Código">{task.code ? `${task.code.sku} ${task.code.specialties}` : '—'}</Fact>}
        <Fact label="Proyecto">{task.project.name}</Fact>
        <Fact label="Creador">{task.created_by_user.name}</Fact>
        <Fact label="Creada">{formatDateTime(task.created_at)}</Fact>
        <Fact label="Fecha crítica">{task.critical_date ? formatDay(task.critical_date) : 'Sin fecha'}</Fact>
        <Fact label="Espera">{formatWaiting(task.waitingtime)}</Fact>
        {task.ended_at && <Fact label="Finalizada">{formatInstantDay(task.ended_at)}</Fact>}
      </DetailFacts>
      <div className={styles.row}>
        {task.can.change_responsible ? (
          <FormControl>
            <FormControl.Label>Responsable</FormControl.Label>
            <Select
              value={task.responsable}
              onChange={(event) => apply(changeResponsible(task.id, event.target.value, newCommandId()))}
            >
              {members.map((member) => (
                <Select.Option key={member.id} value={member.id}>
                  {member.name}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
        ) : (
          <span>Responsable: {task.responsable_user.name}</span>
        )}
      </div>
      <section className={styles.section} aria-label="Participantes">
        <h3 className={styles.sectionTitle}>Participantes</h3>
        <ul className={styles.plainList}>
          {task.participants.map((participant) => (
            <li key={participant.id} className={styles.row}>
              <span>{participant.name}</span>
              {task.can.remove_participants.includes(participant.id) && (
                <IconButton
                  icon={XIcon}
                  size="small"
                  variant="invisible"
                  aria-label={`Quitar a ${participant.name}`}
                  onClick={() => apply(removeParticipant(task.id, participant.id, newCommandId()))}
                />
              )}
            </li>
          ))}
        </ul>
        {task.private && (
          <p className={styles.hint}>
            {task.participants.length > 0 ? PRIVATE_TASK_HIDDEN_FROM_PARTICIPANTS : PRIVATE_TASK_READERS}
          </p>
        )}
        {task.can.add_participants && (
          <ActionMenu>
            <ActionMenu.Button leadingVisual={PersonAddIcon}>Agregar participante</ActionMenu.Button>
            <ActionMenu.Overlay width="medium" maxHeight="large" overflow="auto">
              <ActionList aria-label="Usuarios del proyecto">
                {members.map((member) => (
                  <ActionList.Item
                    key={member.id}
                    disabled={taken.has(member.id)}
                    onSelect={() => apply(addParticipants(task.id, [member.id], newCommandId()))}
                  >
                    {member.name}
                    {taken.has(member.id) && (
                      <ActionList.Description variant="block">Ya participa en la tarea</ActionList.Description>
                    )}
                  </ActionList.Item>
                ))}
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        )}
      </section>
      <ItemDescription source={task.description} />
      {task.checklists.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Subtareas</legend>
          {task.checklists.map((item) => (
            <ChecklistBox
              key={item.id}
              item={item}
              disabled={!task.can.interact}
              onToggle={(completed) =>
                setChecklistItem(task.id, item.id, completed, newCommandId())
                  .then((head) => onTask(head))
                  .catch(failed)
              }
            />
          ))}
        </fieldset>
      )}
      <ItemAttachments ofItem="de la tarea" attachments={task.attachments} interactions={task.interactions} />
      <SiteBookMentions itemType="task" itemId={task.id} />
      <ItemInteractions interactions={task.interactions} />
      {task.can.interact && (
        <ReplyEditor item={task} replies={REPLIES} onSent={(answer) => onTask(answer.task, answer.interaction)} />
      )}
      {modifying && (
        <ModifyItemDialog
          item={task}
          words={{ ...MODIFY_WORDS, privateHint: privacyHint(task.participants.length) }}
          onClose={() => setModifying(false)}
          onConfirm={async (changes, commandId) => {
            const head = await updateTask(task, changes, commandId);
            if (head) onTask(head);
          }}
        />
      )}
    </div>
  );
}

interface TaskDetailDialogProps {
  taskId: string;
  /** What the task is taken for until it loads: a Consulta (the default) or a possible additional. */
  variant?: TaskVariant;
  onClose: () => void;
}

/**
 * Spec 2, task detail, or the Possible Additional detail dialog (additionals spec 2: shown when the
 * task has is_posible_additional); opening it marks the task seen by the reader.
 */
export function TaskDetailDialog({ taskId, variant: expected = CONSULTA, onClose }: TaskDetailDialogProps) {
  const { task, error, isLoading, replace } = useTask(taskId, expected.possibleAdditional);
  const variant = task ? variantOf(task) : expected;
  useReloadOnFileUploaded(
    (event) => [1, 2, 7].includes(event.type) && event.payload.task_id === taskId,
    () => void replace(),
  );
  return (
    <ItemDetailDialog
      name={variant.noun}
      kind="task"
      item={task}
      error={error}
      isLoading={isLoading}
      loadingText={variant.loading}
      closeOnRefusal={false}
      summary={(shown) => ({
        projectId: shown.project_id,
        hasFiles: shown.attachments.length > 0,
        sendable: shown.can.send_by_email,
        minimized: { type: variant.minimized.item, route: variant.route, data: { taskId: shown.id } },
      })}
      markSeen={(shown) => setSeenStatus(shown, shown.seen_by_me ?? 1, newCommandId())}
      detail={(shown) => (
        <TaskDetailBody
          task={shown}
          variant={variant}
          onTask={(head, added) =>
            void replace((current) => current && withHead(current, head, added), { revalidate: false })
          }
          onClose={onClose}
        />
      )}
      history={(shown) => <HistoryTab itemType="task" itemId={shown.id} />}
      onClose={onClose}
    />
  );
}

/** A sub-task's box: the user's choice shows at once, the task's own state once the server answers. */
function ChecklistBox({
  item,
  disabled,
  onToggle,
}: {
  item: { description: string; completed: boolean };
  disabled: boolean;
  onToggle: (completed: boolean) => Promise<unknown>;
}) {
  const [pending, setPending] = useState<boolean | null>(null);
  return (
    <FormControl disabled={disabled}>
      <Checkbox
        checked={pending ?? item.completed}
        onChange={(event) => {
          setPending(event.target.checked);
          void onToggle(event.target.checked).finally(() => setPending(null));
        }}
      />
      <FormControl.Label>{item.description}</FormControl.Label>
    </FormControl>
  );
}
