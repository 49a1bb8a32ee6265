import { FormDialog } from '../../../components/form-dialog';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { closeModal, type ModalProps } from '../../../lib/modals';
import { useForm } from '../../../lib/use-form';
import { createCompany, type NewCompany } from '../api/create-company';
import { validateCompany } from '../company-validation';

const EMPTY: NewCompany = { name: '', description: '', logo: null, url: '' };

/** Spec 2.14: a new company; whoever opened the dialog hears of its id and may select it. */
export function NewCompanyDialog({ onCreated }: ModalProps['new-company']) {
  const form = useForm<NewCompany>(EMPTY, validateCompany);

  const confirm = () =>
    form.submit(async (company, commandId) => {
      const { id } = await createCompany(company, commandId);
      closeModal();
      onCreated?.(id);
    });

  return (
    <FormDialog
      title="Nueva Empresa"
      width="600px"
      submitting={form.submitting}
      failure={form.failure}
      dirty={form.dirty}
      attention={form.attention}
      onSubmit={() => void confirm()}
      onCancel={closeModal}
    >
      <TextField form={form} field="name" label="Nombre" required maxLength={120} />
      <TextField form={form} field="description" label="Descripción" required maxLength={1000} rows={3} />
      <ImageField form={form} field="logo" label="Logo" />
      <TextField
        form={form}
        field="url"
        label="Url Sitio Web"
        type="url"
        placeholder="https://www.empresa.cl"
        maxLength={300}
      />
    </FormDialog>
  );
}
