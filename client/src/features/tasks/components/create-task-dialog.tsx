import { TrashIcon } from '@primer/octicons-react';
import { Button, Checkbox, FormControl, IconButton, Select, TextInput } from '@primer/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { CreateItemDialog } from '../../../components/create-item-dialog';
import {
  CopyToField,
  CriticalDateField,
  DraftDescriptionField,
  FilesField,
  PriorityField,
  ReminderField,
} from '../../../components/draft-fields';
import styles from '../../../components/items.module.css';
import { MultiFilter } from '../../../components/multi-filter';
import { SimilarItems } from '../../../components/similar-items';
import { TextField } from '../../../components/text-field';
import { copyRecipients, useProjectMembers } from '../../../lib/api/project-members';
import { useUserDetails } from '../../../lib/api/user-details';
import { parseDay } from '../../../lib/chile-date';
import { ApiError } from '../../../lib/http';
import { rdiLink } from '../../../lib/item-links';
import { EMPTY_DESCRIPTION, JEFE_OT, REQUIRED } from '../../../lib/item-rules';
import { PENDING_TEXT } from '../../../lib/outbox/outbox';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showToast } from '../../../lib/toasts';
import { type FieldErrors, failureMessage, useForm } from '../../../lib/use-form';
import { type MinimizedForm, useItemCreation } from '../../../lib/use-item-creation';
import { createTask } from '../api/task-commands';
import { useTaskCodes } from '../api/task-queries';
import { draftTitle, emptyDraft, type TaskDraft } from '../task-draft';
import { PRIVATE_TASK_READERS } from '../task-privacy';
import { CONSULTA, type TaskVariant } from '../task-variants';

type DraftErrors = FieldErrors<TaskDraft>;

/**
 * Spec 5: what must be fixed before the countdown may start (a possible additional has no code).
 * Whether participants are required (a public task) is the task decider's rule: its 400 names
 * `participants`, shown under 'Participantes' (`serverFieldErrors`).
 */
function validate(draft: TaskDraft, hasCode: boolean): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = REQUIRED;
  if (hasCode && !draft.codeId) errors.codeId = REQUIRED;
  if (!draft.description.trim()) errors.description = EMPTY_DESCRIPTION;
  if (!draft.responsibleId) errors.responsibleId = REQUIRED;
  if (draft.criticalDate && !parseDay(draft.criticalDate)) errors.criticalDate = 'Escribe la fecha como DD-MM-AAAA.';
  return errors;
}

/** The form fields the server names in a 400 answer (spec 5: each shown under its field). */
const SERVER_FIELDS: Record<string, keyof TaskDraft> = {
  title: 'title',
  code_id: 'codeId',
  description: 'description',
  responsable: 'responsibleId',
  participants: 'participantIds',
  critical_date: 'criticalDate',
};

/** The refusals of a 400 answer that belong to a field of the form. */
function serverFieldErrors(error: unknown): DraftErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.body as { errors?: Array<{ field: string; message: string }> } | null;
  const found: DraftErrors = {};
  for (const { field, message } of body?.errors ?? []) {
    const own = SERVER_FIELDS[field];
    if (own && !found[own]) found[own] = message;
  }
  return found;
}

/** A refusal of the server holds for the values it saw, field by field. */
interface ServerRefusal {
  values: TaskDraft;
  errors: DraftErrors;
}
const stillRefused = (refusal: ServerRefusal | null, values: TaskDraft): DraftErrors =>
  Object.fromEntries(
    Object.entries(refusal?.errors ?? {}).filter(
      ([field]) => refusal?.values[field as keyof TaskDraft] === values[field as keyof TaskDraft],
    ),
  );

export type RestoredForm = MinimizedForm<TaskDraft>;

interface CreateTaskDialogProps {
  projectId: string;
  /** A draft reopened from the minimized-items bar. */
  restored?: RestoredForm;
  /** 'Crear Consulta' (the default) or 'Crear Posible Adicional'. */
  variant?: TaskVariant;
  onClose: () => void;
  onOpenTask: (taskId: string) => void;
  /** After the creation, with the new task's id. */
  onCreated?: (taskId: string) => void;
}

/**
 * 'Crear Consulta' (spec 2, dialogs; spec 3, task form) or 'Crear Posible Adicional' (additionals
 * spec 2), sent after the 7-second cancel window.
 */
export function CreateTaskDialog({
  projectId,
  restored,
  variant = CONSULTA,
  onClose,
  onOpenTask,
  onCreated,
}: CreateTaskDialogProps) {
  const { can } = useSelectedProjectAccess();
  const { user } = useUserDetails();
  const members = useProjectMembers(projectId);
  const codes = useTaskCodes();
  const [, navigate] = useLocation();
  const mayAssignAnyone = Boolean(can?.assign_any_responsible);
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const form = useForm<TaskDraft>(
    // Spec 6: without assign_responsable_task the responsible starts as the user.
    restored?.draft ?? emptyDraft(mayAssignAnyone ? '' : (user?.id ?? '')),
    (values) => ({ ...validate(values, variant.hasCode), ...stillRefused(refusal, values) }),
  );
  const draft = form.values;
  const { set } = form;
  // The user's details may arrive after the dialog opens: the preset waits for them.
  useEffect(() => {
    if (!mayAssignAnyone && user && !draft.responsibleId) set('responsibleId', user.id);
  }, [mayAssignAnyone, user, draft.responsibleId, set]);
  const [subtask, setSubtask] = useState('');

  // Spec 6: without assign_responsable_task only oneself or a Jefe OT.
  const responsibleChoices = members.filter(
    (member) => mayAssignAnyone || member.id === user?.id || member.projectjob.job_type_id === JEFE_OT,
  );
  const participantChoices = members
    .filter((member) => member.id !== draft.responsibleId)
    .map((member) => ({ id: member.id, name: member.name }));

  const creation = useItemCreation({
    form,
    restoredFiles: restored?.files,
    create: ({ inline, commandId }) =>
      createTask(
        {
          projectId,
          title: draft.title,
          priority: draft.priority,
          codeId: variant.hasCode ? Number(draft.codeId) : null,
          possibleAdditional: variant.possibleAdditional,
          description: draft.description,
          subtasks: draft.subtasks,
          responsibleId: draft.responsibleId,
          // Nobody but its creator and its responsible sees a private task.
          participantIds: draft.private ? [] : draft.participantIds,
          criticalDate: parseDay(draft.criticalDate),
          private: draft.private,
          copyTo: copyRecipients(members, draft.copyTo),
          reminderDays: draft.reminderDays,
          reminderRepeatable: draft.reminderRepeatable,
        },
        inline,
        commandId,
      ),
    uploadTarget: (task) => ({ type: variant.uploadType, payload: { task_id: task.id, project_id: projectId } }),
    queuedUploadTarget: (parent) => ({ type: variant.uploadType, payload: { task_id: parent, project_id: projectId } }),
    onQueued: () => {
      showToast({ variant: 'info', title: PENDING_TEXT, text: 'Se creará cuando vuelva la conexión.' });
      onClose();
    },
    onCreated: (task, uploading) => {
      const created = variant.created(task.number);
      showToast({
        variant: 'success',
        title: created.title,
        text: `${created.text}${uploading ? '. Hay algunos archivos que se están cargando.' : ''}`,
      });
      onCreated?.(task.id);
      onClose();
    },
    onRefused: (error) => {
      const byField = serverFieldErrors(error);
      setRefusal({ values: draft, errors: byField });
      return Object.keys(byField).length ? null : failureMessage(error);
    },
    // The form, its participants and its files (spec 3, drafts).
    minimized: { type: variant.minimized.draft, title: draftTitle(draft.title), projectId, route: variant.route },
    onClose,
  });

  return (
    <CreateItemDialog title={variant.createTitle} {...creation.dialog}>
      <TextField form={form} field="title" label="Título" required maxLength={200} />
      <SimilarItems
        projectId={projectId}
        title={draft.title}
        onOpen={(kind, id) => (kind === 'tasks' ? onOpenTask(id) : navigate(rdiLink(id)))}
      />
      <PriorityField form={form} />
      {variant.hasCode && (
        <FormControl required>
          <FormControl.Label>Código</FormControl.Label>
          <Select
            block
            value={draft.codeId}
            onChange={(event) => set('codeId', event.target.value)}
            validationStatus={form.errorOf('codeId') ? 'error' : undefined}
          >
            <Select.Option value="">Elige un código</Select.Option>
            {codes.map((code) => (
              <Select.Option key={code.id} value={String(code.id)}>
                {code.sku} {code.specialties}
              </Select.Option>
            ))}
          </Select>
          {form.errorOf('codeId') && (
            <FormControl.Validation variant="error">{form.errorOf('codeId')}</FormControl.Validation>
          )}
        </FormControl>
      )}
      <DraftDescriptionField form={form} placeholder={variant.descriptionPlaceholder} />
      <FilesField files={creation.files} onChange={creation.setFiles} uploadType={variant.uploadType} />
      <FormControl required>
        <FormControl.Label>Responsable</FormControl.Label>
        <Select
          block
          value={draft.responsibleId}
          onChange={(event) => {
            set('responsibleId', event.target.value);
            set(
              'participantIds',
              draft.participantIds.filter((id) => id !== event.target.value),
            );
          }}
          validationStatus={form.errorOf('responsibleId') ? 'error' : undefined}
        >
          <Select.Option value="">Elige un responsable</Select.Option>
          {responsibleChoices.map((member) => (
            <Select.Option key={member.id} value={member.id}>
              {member.name}
            </Select.Option>
          ))}
        </Select>
        {form.errorOf('responsibleId') && (
          <FormControl.Validation variant="error">{form.errorOf('responsibleId')}</FormControl.Validation>
        )}
      </FormControl>
      <div className={styles.field} data-invalid={Boolean(form.errorOf('participantIds'))}>
        <span className={styles.label}>Participantes</span>
        {draft.private ? (
          <span className={styles.meta}>{PRIVATE_TASK_READERS}</span>
        ) : draft.responsibleId ? (
          <MultiFilter
            label="Elegir participantes"
            options={participantChoices}
            selected={draft.participantIds}
            onChange={(ids) => set('participantIds', ids)}
          />
        ) : (
          <span className={styles.meta}>Elige primero un responsable.</span>
        )}
        {!draft.private && draft.participantIds.length > 0 && (
          <ul className={styles.plainList} aria-label="Participantes elegidos">
            {members
              .filter((member) => draft.participantIds.includes(member.id))
              .map((member) => (
                <li key={member.id} className={styles.meta}>
                  {member.name}
                </li>
              ))}
          </ul>
        )}
        {form.errorOf('participantIds') && <span className={styles.error}>{form.errorOf('participantIds')}</span>}
      </div>
      <CriticalDateField form={form} />
      <CopyToField
        form={form}
        members={members}
        instead={draft.private ? 'Una tarea privada no se envía por correo a otras personas.' : undefined}
      />
      <ReminderField form={form} />
      <fieldset className={styles.section}>
        <legend className={styles.label}>Subtareas</legend>
        <div className={styles.row}>
          <TextInput
            aria-label="Nueva subtarea"
            value={subtask}
            maxLength={500}
            onChange={(event) => setSubtask(event.target.value)}
          />
          <Button
            disabled={!subtask.trim()}
            onClick={() => {
              set('subtasks', [...draft.subtasks, subtask.trim()]);
              setSubtask('');
            }}
          >
            Agregar subtarea
          </Button>
        </div>
        <ul className={styles.plainList}>
          {draft.subtasks.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two sub-tasks may read the same.
            <li key={index} className={styles.row}>
              {entry}
              <IconButton
                icon={TrashIcon}
                size="small"
                variant="invisible"
                aria-label={`Quitar subtarea ${entry}`}
                onClick={() =>
                  set(
                    'subtasks',
                    draft.subtasks.filter((_, at) => at !== index),
                  )
                }
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <FormControl>
        <Checkbox
          checked={draft.private}
          onChange={(event) => {
            set('private', event.target.checked);
            // Copies by e-mail would show a private task to others: the server refuses them.
            if (event.target.checked) set('copyTo', []);
          }}
        />
        <FormControl.Label>Tarea privada</FormControl.Label>
      </FormControl>
    </CreateItemDialog>
  );
}
