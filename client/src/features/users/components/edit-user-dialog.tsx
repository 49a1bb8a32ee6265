import { FormControl, TextInput } from '@primer/react';
import { FormDialog } from '../../../components/form-dialog';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { fileUrl } from '../../../lib/api/projects';
import { closeModal, type ModalProps } from '../../../lib/modals';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { updateUser } from '../api/update-user';
import { type ProfileValues, validateProfile } from '../user-validation';

/** 'Editar Usuario' (spec 2.16): name, picture, phone and address; the e-mail is shown, not changed. */
export function EditUserDialog({ user }: ModalProps['edit-user']) {
  const form = useForm<ProfileValues>(
    { name: user.name, avatar: null, phone: user.info.phone, address: user.info.address },
    validateProfile,
  );

  const confirm = async () => {
    const sent = await form.submit(async (values, commandId) => {
      await updateUser({ userId: user.id, ...values }, commandId);
      showToast({ variant: 'success', title: 'Usuario actualizado', text: 'Se han guardado los datos del usuario.' });
    });
    if (sent) closeModal();
  };

  return (
    <FormDialog
      title="Editar Usuario"
      width="xlarge"
      submitting={form.submitting}
      failure={form.failure}
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
