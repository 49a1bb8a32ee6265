import { Checkbox, FormControl, Select, TextInput } from '@primer/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AttachmentsPicker } from '../../../components/attachments-picker';
import { CreateItemDialog } from '../../../components/create-item-dialog';
import { DateInput } from '../../../components/date-input';
import { DescriptionField } from '../../../components/description-field';
import { CopyToField, PriorityField, SpecialtiesField } from '../../../components/draft-fields';
import styles from '../../../components/items.module.css';
import { ReminderDays } from '../../../components/reminder-days';
import { SimilarItems } from '../../../components/similar-items';
import { TextField } from '../../../components/text-field';
import { useProjectMembers } from '../../../lib/api/project-members';
import { useUserDetails } from '../../../lib/api/user-details';
import { chileToday, parseDay } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { post } from '../../../lib/http';
import { RDI_ROUTE, taskLink } from '../../../lib/item-links';
import { CREATE_COUNTDOWN_S, EMPTY_DESCRIPTION, REQUIRED } from '../../../lib/item-rules';
import { MINIMIZED_TYPE, useMinimizedItems } from '../../../lib/minimized-items';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showToast } from '../../../lib/toasts';
import { enqueueUploads } from '../../../lib/uploads/upload-queue';
import { RDI_CREATION_INLINE_LIMIT_BYTES, splitByInlineLimit } from '../../../lib/uploads/upload-rules';
import { useCountdown } from '../../../lib/use-countdown';
import { type FieldErrors, failureMessage, useForm } from '../../../lib/use-form';
import { createRdi } from '../api/rdi-commands';
import { useProjectSubjects } from '../api/rdi-queries';
import { emptyRdiDraft, type RdiDraft, rdiDraftTitle } from '../rdi-draft';

// The markdown library is large: it loads when the form opens.

/** Upload type 3: an RDI's file (spec 3, upload queue). */
const RDI_UPLOAD_TYPE = 3;
/** The subject select's entry for typing a new one. */
const NEW_SUBJECT = 'new';

/** Spec 5: title, specialties and subject are required; the description must not be empty. */
function validate(draft: RdiDraft): FieldErrors<RdiDraft> {
  const errors: FieldErrors<RdiDraft> = {};
  if (!draft.title.trim()) errors.title = REQUIRED;
  if (draft.specialtyIds.length === 0) errors.specialtyIds = REQUIRED;
  if (draft.subjectId === NEW_SUBJECT ? !draft.newSubject.trim() : !draft.subjectId) errors.subjectId = REQUIRED;
  if (!draft.description.trim()) errors.description = EMPTY_DESCRIPTION;
  if (draft.criticalDate && !parseDay(draft.criticalDate)) errors.criticalDate = 'Escribe la fecha como DD-MM-AAAA.';
  return errors;
}

/** A form set aside in the minimized-items bar, to reopen as it was left. */
export interface RestoredRdiForm {
  draft: RdiDraft;
  files: File[];
}

/** 'Enviar a RDI' (spec 4, minimize): the new RDI takes the task's title and description. */
function usePrefillFromTask(taskId: string | undefined, fill: (title: string, description: string) => void) {
  useEffect(() => {
    if (!taskId) return;
    let current = true;
    post<{ task: { title: string; description: string } }>('/tasks/get', { task_id: taskId })
      .then(({ task }) => current && fill(task.title, task.description))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [taskId, fill]);
}

interface CreateRdiDialogProps {
  projectId: string;
  restored?: RestoredRdiForm | undefined;
  /** The task the RDI is raised from. */
  fromTask?: string | undefined;
  onClose: () => void;
  onOpenRdi: (rdiId: string) => void;
}

/** 'Nueva RDI' (spec 2 and 3), sent after the 7-second cancel window. */
export function CreateRdiDialog({ projectId, restored, fromTask, onClose, onOpenRdi }: CreateRdiDialogProps) {
  const { project } = useSelectedProjectAccess();
  const { user } = useUserDetails();
  const members = useProjectMembers(projectId);
  const subjects = useProjectSubjects(projectId);
  const { minimize } = useMinimizedItems();
  const [, navigate] = useLocation();
  const form = useForm<RdiDraft>(restored?.draft ?? { ...emptyRdiDraft(), taskId: fromTask ?? null }, validate);
  const draft = form.values;
  const { set } = form;
  usePrefillFromTask(
    fromTask,
    useCallback(
      (title: string, description: string) => {
        set('title', title);
        set('description', description);
      },
      [set],
    ),
  );
  const [files, setFiles] = useState<File[]>(restored?.files ?? []);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commandId] = useState(newCommandId);
  const specialties = (project?.specialties ?? []).map((specialty, index) => ({ id: index + 1, name: specialty.name }));

  const send = async () => {
    setSending(true);
    setFailure(null);
    const { inline, queued } = splitByInlineLimit(files, RDI_CREATION_INLINE_LIMIT_BYTES);
    try {
      const rdi = await createRdi(
        {
          projectId,
          title: draft.title,
          priority: draft.priority,
          description: draft.description,
          specialtyIds: draft.specialtyIds,
          subject: draft.subjectId === NEW_SUBJECT ? { name: draft.newSubject } : { id: Number(draft.subjectId) },
          criticalDate: parseDay(draft.criticalDate),
          copyTo: members
            .filter((member) => draft.copyTo.includes(member.id))
            .map((member) => ({ email: member.email, name: member.name })),
          attachFiles: files.length > 0 && draft.attachFiles,
          reminderDays: draft.reminderDays,
          reminderRepeatable: draft.reminderRepeatable,
          taskId: draft.taskId,
        },
        inline,
        commandId,
      );
      if (queued.length)
        enqueueUploads(queued, { type: RDI_UPLOAD_TYPE, payload: { rdi_id: rdi.id, project_id: projectId } });
      showToast({
        variant: 'success',
        title: `Se ha creado la RDI ${rdi.number}`,
        text: queued.length ? 'Hay algunos archivos que se están cargando.' : '',
        action: { text: 'Haz click aquí para visualizarla.', run: () => onOpenRdi(rdi.id) },
      });
      onClose();
      onOpenRdi(rdi.id);
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
    }
  };
  const countdown = useCountdown(CREATE_COUNTDOWN_S, () => void send());

  const confirm = () => countdown.toggle(() => void form.submit(async () => countdown.start()));

  /** The form and its files go to the minimized-items bar (spec 3, drafts; type 4). */
  const minimizeForm = () => {
    countdown.cancel();
    minimize(
      {
        type: MINIMIZED_TYPE.rdiDraft,
        title: rdiDraftTitle(draft.title),
        projectId,
        route: RDI_ROUTE,
        data: draft,
      },
      files,
    );
    onClose();
  };

  return (
    <CreateItemDialog
      title="Nueva RDI"
      issuer={user?.name ?? ''}
      project={project?.name ?? ''}
      sending={sending}
      countdown={countdown}
      failure={failure}
      onConfirm={confirm}
      onMinimize={minimizeForm}
      onClose={onClose}
    >
      {draft.taskId && <p className={styles.meta}>Se enviará desde una tarea: quedarán asociadas.</p>}
      <TextField form={form} field="title" label="Título" required maxLength={200} />
      <SimilarItems
        projectId={projectId}
        title={draft.title}
        asChip
        onOpen={(kind, id) => (kind === 'rdis' ? onOpenRdi(id) : navigate(taskLink(id)))}
      />
      <CopyToField form={form} members={members} />
      <SpecialtiesField form={form} specialties={specialties} />
      <PriorityField form={form} />
      <FormControl required>
        <FormControl.Label>Materia</FormControl.Label>
        <Select
          block
          value={draft.subjectId}
          onChange={(event) => set('subjectId', event.target.value)}
          validationStatus={form.errorOf('subjectId') ? 'error' : undefined}
        >
          <Select.Option value="">Elige una materia</Select.Option>
          {subjects.map((subject) => (
            <Select.Option key={subject.id} value={String(subject.id)}>
              {subject.name}
            </Select.Option>
          ))}
          <Select.Option value={NEW_SUBJECT}>Escribir una materia nueva…</Select.Option>
        </Select>
        {form.errorOf('subjectId') && draft.subjectId !== NEW_SUBJECT && (
          <FormControl.Validation variant="error">{form.errorOf('subjectId')}</FormControl.Validation>
        )}
      </FormControl>
      {draft.subjectId === NEW_SUBJECT && (
        <FormControl required>
          <FormControl.Label>Materia nueva</FormControl.Label>
          <TextInput
            block
            maxLength={200}
            value={draft.newSubject}
            onChange={(event) => set('newSubject', event.target.value)}
          />
          {form.errorOf('subjectId') && (
            <FormControl.Validation variant="error">{form.errorOf('subjectId')}</FormControl.Validation>
          )}
        </FormControl>
      )}
      <FormControl>
        <FormControl.Label>Fecha crítica</FormControl.Label>
        <DateInput
          value={draft.criticalDate}
          min={chileToday()}
          onChange={(value) => set('criticalDate', value)}
          validationStatus={form.errorOf('criticalDate') ? 'error' : undefined}
        />
        {form.errorOf('criticalDate') && (
          <FormControl.Validation variant="error">{form.errorOf('criticalDate')}</FormControl.Validation>
        )}
      </FormControl>
      <ReminderDays
        label="Días de recordatorio"
        days={draft.reminderDays}
        repeatable={draft.reminderRepeatable}
        onChange={(days, repeatable) => {
          set('reminderDays', days);
          set('reminderRepeatable', repeatable);
        }}
      />
      <DescriptionField
        value={draft.description}
        onChange={(value) => set('description', value)}
        placeholder="Describe la consulta de información. Puedes usar títulos, negrita, listas y enlaces."
        error={form.errorOf('description')}
      />
      <AttachmentsPicker label="Archivos" files={files} onChange={setFiles} />
      {/* Spec 5: 'attach in e-mail' is enabled only while at least one file is attached. */}
      <FormControl disabled={files.length === 0}>
        <Checkbox
          checked={files.length > 0 && draft.attachFiles}
          onChange={(event) => set('attachFiles', event.target.checked)}
        />
        <FormControl.Label>Adjuntar archivos en el correo</FormControl.Label>
      </FormControl>
    </CreateItemDialog>
  );
}
