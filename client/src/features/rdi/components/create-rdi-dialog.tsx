import { FormControl, Select, TextInput } from '@primer/react';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { CreateItemDialog } from '../../../components/create-item-dialog';
import {
  CopyToField,
  CriticalDateField,
  DraftDescriptionField,
  FilesField,
  PriorityField,
  ReminderField,
  SpecialtiesField,
} from '../../../components/draft-fields';
import styles from '../../../components/items.module.css';
import { SimilarItems } from '../../../components/similar-items';
import { TextField } from '../../../components/text-field';
import { copyRecipients, useProjectMembers } from '../../../lib/api/project-members';
import { parseDay } from '../../../lib/chile-date';
import { post } from '../../../lib/http';
import { RDI_ROUTE, taskLink } from '../../../lib/item-links';
import { EMPTY_DESCRIPTION, REQUIRED } from '../../../lib/item-rules';
import { MINIMIZED_TYPE } from '../../../lib/minimized-items';
import { showCreatedToast } from '../../../lib/toasts';
import { RDI_CREATION_INLINE_LIMIT_BYTES } from '../../../lib/uploads/upload-rules';
import { type FieldErrors, useForm } from '../../../lib/use-form';
import { type MinimizedForm, useItemCreation } from '../../../lib/use-item-creation';
import { createRdi } from '../api/rdi-commands';
import { useProjectSubjects } from '../api/rdi-queries';
import { emptyRdiDraft, type RdiDraft, rdiDraftTitle } from '../rdi-draft';

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

export type RestoredRdiForm = MinimizedForm<RdiDraft>;

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
  const members = useProjectMembers(projectId);
  const subjects = useProjectSubjects(projectId);
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
  const creation = useItemCreation({
    form,
    restoredFiles: restored?.files,
    inlineLimitBytes: RDI_CREATION_INLINE_LIMIT_BYTES,
    create: ({ inline, attached, commandId }) =>
      createRdi(
        {
          projectId,
          title: draft.title,
          priority: draft.priority,
          description: draft.description,
          specialtyIds: draft.specialtyIds,
          subject: draft.subjectId === NEW_SUBJECT ? { name: draft.newSubject } : { id: Number(draft.subjectId) },
          criticalDate: parseDay(draft.criticalDate),
          copyTo: copyRecipients(members, draft.copyTo),
          attachFiles: attached && draft.attachFiles,
          reminderDays: draft.reminderDays,
          reminderRepeatable: draft.reminderRepeatable,
          taskId: draft.taskId,
        },
        inline,
        commandId,
      ),
    uploadTarget: (rdi) => ({ type: RDI_UPLOAD_TYPE, payload: { rdi_id: rdi.id, project_id: projectId } }),
    onCreated: (rdi, uploading) => {
      showCreatedToast(
        `Se ha creado la RDI ${rdi.number}`,
        uploading ? 'Hay algunos archivos que se están cargando.' : '',
        () => onOpenRdi(rdi.id),
      );
      onClose();
      onOpenRdi(rdi.id);
    },
    // Spec 3, drafts: type 4.
    minimized: { type: MINIMIZED_TYPE.rdiDraft, title: rdiDraftTitle(draft.title), projectId, route: RDI_ROUTE },
    onClose,
  });

  return (
    <CreateItemDialog title="Nueva RDI" {...creation.dialog}>
      {draft.taskId && <p className={styles.meta}>Se enviará desde una tarea: quedarán asociadas.</p>}
      <TextField form={form} field="title" label="Título" required maxLength={200} />
      <SimilarItems
        projectId={projectId}
        title={draft.title}
        asChip
        onOpen={(kind, id) => (kind === 'rdis' ? onOpenRdi(id) : navigate(taskLink(id)))}
      />
      <CopyToField form={form} members={members} />
      <SpecialtiesField form={form} />
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
      <CriticalDateField form={form} />
      <ReminderField form={form} label="Días de recordatorio" />
      <DraftDescriptionField
        form={form}
        placeholder="Describe la consulta de información. Puedes usar títulos, negrita, listas y enlaces."
      />
      <FilesField files={creation.files} onChange={creation.setFiles} uploadType={RDI_UPLOAD_TYPE} mailOption={form} />
    </CreateItemDialog>
  );
}
