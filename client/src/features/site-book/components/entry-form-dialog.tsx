import { FormControl, Select } from '@primer/react';
import { useState } from 'react';
import { AttachmentsPicker } from '../../../components/attachments-picker';
import { DateInput } from '../../../components/date-input';
import { DescriptionField } from '../../../components/description-field';
import { FormDialog } from '../../../components/form-dialog';
import { showToast } from '../../../lib/toasts';
import { enqueueUploads } from '../../../lib/uploads/upload-queue';
import { useForm } from '../../../lib/use-form';
import { createEntry, updateEntry } from '../api/site-book-commands';
import {
  asksReplyBy,
  createEntryBody,
  type EntryForm,
  entryFormErrors,
  SITE_BOOK_UPLOAD_TYPE,
  updateEntryBody,
} from '../entry-form';
import { ENTRY_TYPES, type Entry, type EntryType } from '../site-book-types';
import { ReferencesPicker } from './references-picker';

/** What the form opens with: a new folio (plain, a correction, an answer) or the author's draft. */
export interface EntryWriting {
  form: EntryForm;
  draft: Entry | null;
}

const titleOf = ({ form, draft }: EntryWriting): string => {
  if (draft) return 'Editar borrador';
  if (form.corrects) return `Corregir folio Nº ${form.corrects.folio}`;
  if (form.answers) return `Responder folio Nº ${form.answers.folio}`;
  return 'Nuevo folio';
};

interface EntryFormDialogProps {
  projectId: string;
  writing: EntryWriting;
  onClose: () => void;
  /** The draft as the server saved it: the page opens it, to sign it there. */
  onSaved: (entry: Entry) => void;
}

/** 'Nuevo folio', 'Corregir', 'Responder' and a draft's edit: saved as the author's draft. */
export function EntryFormDialog({ projectId, writing, onClose, onSaved }: EntryFormDialogProps) {
  const form = useForm<EntryForm>(writing.form, entryFormErrors);
  const [files, setFiles] = useState<File[]>([]);
  const { values } = form;

  const save = async () => {
    let saved: Entry | null = null;
    const sent = await form.submit(async (current, commandId) => {
      saved = writing.draft
        ? await updateEntry(updateEntryBody(writing.draft.id, writing.draft.version, writing.form, current), commandId)
        : await createEntry(createEntryBody(projectId, current), commandId);
    });
    if (!sent || !saved) return;
    const entry: Entry = saved;
    if (files.length > 0)
      enqueueUploads(files, { type: SITE_BOOK_UPLOAD_TYPE, payload: { entry_id: entry.id, project_id: projectId } });
    showToast({ variant: 'success', title: 'Borrador guardado', text: 'Firma el folio para que quede en el libro.' });
    onSaved(entry);
  };

  return (
    <FormDialog
      title={titleOf(writing)}
      width="xlarge"
      onSubmit={() => void save()}
      onCancel={onClose}
      submitting={form.submitting}
      failure={form.failure}
      attention={form.attention}
      dirty={form.dirty || files.length > 0}
      confirmLabel="Guardar borrador"
    >
      <FormControl required>
        <FormControl.Label>Tipo</FormControl.Label>
        <Select
          value={values.type ? String(values.type) : ''}
          onChange={(event) => form.set('type', event.target.value ? (Number(event.target.value) as EntryType) : null)}
          onBlur={() => form.touch('type')}
          validationStatus={form.errorOf('type') ? 'error' : undefined}
        >
          <Select.Option value="">Elige el tipo</Select.Option>
          {ENTRY_TYPES.map((type) => (
            <Select.Option key={type.id} value={String(type.id)}>
              {type.name}
            </Select.Option>
          ))}
        </Select>
        {form.errorOf('type') && (
          <FormControl.Validation variant="error">{form.errorOf('type')}</FormControl.Validation>
        )}
      </FormControl>
      <DescriptionField
        label="Texto"
        value={values.text}
        onChange={(text) => form.set('text', text)}
        placeholder="Escribe el folio"
        error={form.errorOf('text')}
      />
      {asksReplyBy(values) && (
        <FormControl>
          <FormControl.Label>Responder antes del</FormControl.Label>
          <DateInput
            value={values.replyBy}
            onChange={(day) => form.set('replyBy', day)}
            onBlur={() => form.touch('replyBy')}
            validationStatus={form.errorOf('replyBy') ? 'error' : undefined}
          />
          {form.errorOf('replyBy') && (
            <FormControl.Validation variant="error">{form.errorOf('replyBy')}</FormControl.Validation>
          )}
        </FormControl>
      )}
      <ReferencesPicker
        projectId={projectId}
        references={values.references}
        onChange={(references) => form.set('references', references)}
      />
      <AttachmentsPicker
        label="Archivos del folio"
        files={files}
        onChange={setFiles}
        uploadType={SITE_BOOK_UPLOAD_TYPE}
      />
    </FormDialog>
  );
}
