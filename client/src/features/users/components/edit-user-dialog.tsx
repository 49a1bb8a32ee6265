import { FormControl, TextInput } from '@primer/react';
import { useRef, useState } from 'react';
import { EditConflictNotice } from '../../../components/edit-conflict';
import { FormDialog } from '../../../components/form-dialog';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { fileUrl } from '../../../lib/api/projects';
import { touchedFields } from '../../../lib/edit-conflict';
import { closeModal, type ModalProps } from '../../../lib/modals';
import { showToast } from '../../../lib/toasts';
import { useEditVersion } from '../../../lib/use-edit-version';
import { failureMessage, useForm } from '../../../lib/use-form';
import { updateUser } from '../api/update-user';
import { type ProfileValues, validateProfile } from '../user-validation';

const LABELS: Record<string, string> = {
  name: 'Nombre',
  avatar: 'Imagen de perfil',
  phone: 'Teléfono',
  address: 'Dirección',
};

/** A picture reads as its file's name when new, as the saved one otherwise. */
const shown = (field: string, value: unknown) =>
  value instanceof File
    ? value.name
    : field === 'avatar'
      ? value
        ? 'Imagen guardada'
        : '(vacío)'
      : String(value ?? '');

const TEXT_FIELDS = ['name', 'phone', 'address'] as const;

/** The form with the server's current texts put in (a picture stays as chosen: the form holds only a new one). */
function withCurrent(values: ProfileValues, current: Record<string, unknown>): ProfileValues {
  const next = { ...values };
  for (const field of TEXT_FIELDS) {
    const value = current[field];
    if (typeof value === 'string') next[field] = value;
  }
  return next;
}

/**
 * 'Editar Usuario' (spec 2.16): name, picture, phone and address; the e-mail is shown, not changed.
 * Only the fields the person changed are sent, on the version the form was opened on.
 */
export function EditUserDialog({ user }: ModalProps['edit-user']) {
  const [opened] = useState<ProfileValues>(() => ({
    name: user.name,
    avatar: null,
    phone: user.info.phone,
    address: user.info.address,
  }));
  const baseline = useRef(opened);
  const edit = useEditVersion(user.version);
  const form = useForm<ProfileValues>(opened, validateProfile);

  const confirm = async () => {
    const sent = await form.submit(async (values, commandId) => {
      await updateUser(user.id, touchedFields(baseline.current, values), edit.version(), commandId);
      showToast({ variant: 'success', title: 'Usuario actualizado', text: 'Se han guardado los datos del usuario.' });
    }, edit.describe(failureMessage));
    if (sent) closeModal();
  };

  return (
    <FormDialog
      title="Editar Usuario"
      width="xlarge"
      submitting={form.submitting}
      failure={form.failure}
      dirty={form.dirty}
      attention={form.attention}
      notice={
        edit.conflict && (
          <EditConflictNotice
            conflict={edit.conflict}
            labels={LABELS}
            mine={{ ...form.values }}
            format={shown}
            onKeepMine={() => {
              edit.settle();
              void confirm();
            }}
            onTakeTheirs={() => {
              const conflict = edit.settle();
              if (!conflict) return;
              baseline.current = withCurrent(baseline.current, conflict.current);
              const taken = withCurrent(form.values, conflict.current);
              for (const field of TEXT_FIELDS) form.set(field, taken[field]);
            }}
          />
        )
      }
      onSubmit={() => void confirm()}
      onCancel={closeModal}
    >
      <TextField form={form} field="name" label="Nombre" required maxLength={120} />
      <ImageField form={form} field="avatar" label="Imagen de perfil" currentUrl={fileUrl(user.info.avatar)} />
      <FormControl disabled>
        <FormControl.Label>Email</FormControl.Label>
        <TextInput block type="email" value={user.email} readOnly />
      </FormControl>
      <TextField form={form} field="phone" label="Teléfono" type="tel" required maxLength={40} />
      <TextField form={form} field="address" label="Dirección" required maxLength={200} />
    </FormDialog>
  );
}
