import { type ReactNode, useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { ImageField } from '../../../../components/image-field';
import { TextField } from '../../../../components/text-field';
import { useProjectTypes } from '../../../../lib/api/catalogs';
import { chileToday, parseDay } from '../../../../lib/chile-date';
import { closeModal } from '../../../../lib/modals';
import { type FormState, failureMessage, useForm } from '../../../../lib/use-form';
import { CatalogField } from './catalog-field';
import { CompanyField, type CompanyOption } from './company-field';
import { ContractFields } from './contract-fields';
import { JefeOtField } from './jefe-ot-field';
import { LocationField } from './location-field';
import styles from './project-form.module.css';
import { validateProject } from './project-validation';
import type { ProjectValues } from './project-values';
import { SpecialtiesField } from './specialties-field';

export interface ProjectFormDialogProps {
  mode: 'new' | 'edit';
  initial: ProjectValues;
  companies: CompanyOption[];
  canCreateCompany: boolean;
  /** The stored image of an edited project. */
  currentImageUrl?: string | null;
  /** Sends the valid form under the form's command id; the dialog closes when it resolves. */
  save: (values: ProjectValues, commandId: string) => Promise<void>;
  /** The text to show when the server refuses. */
  describeFailure?: (error: unknown) => string;
  /** What to show instead of the refusal's text (an edit conflict), given the form and a way to send it again. */
  notice?: (form: FormState<ProjectValues>, send: () => void) => ReactNode;
}

/** Spec 2.13: the new and edit project dialog, fields in the spec's order. */
export function ProjectFormDialog({
  mode,
  initial,
  companies,
  canCreateCompany,
  currentImageUrl = null,
  save,
  describeFailure = failureMessage,
  notice,
}: ProjectFormDialogProps) {
  const isNew = mode === 'new';
  // Fixed while the dialog is open, so a form left open past midnight does not change its rules.
  const [today] = useState(chileToday);
  const keptStartDate = isNew ? undefined : (parseDay(initial.startDate) ?? undefined);
  const form = useForm(initial, (values) => validateProject(values, { today, keptStartDate }));
  const projectTypes = useProjectTypes();

  const confirm = async () => {
    if (await form.submit(save, describeFailure)) closeModal();
  };

  return (
    <FormDialog
      title={isNew ? 'Nuevo Proyecto' : 'Editar Proyecto'}
      width="800px"
      submitting={form.submitting}
      failure={form.failure}
      dirty={form.dirty}
      attention={form.attention}
      notice={notice?.(form, () => void confirm())}
      onSubmit={() => void confirm()}
      onCancel={closeModal}
    >
      <CompanyField form={form} options={companies} disabled={!isNew} canCreateCompany={canCreateCompany} />
      <div className={styles.row}>
        <TextField form={form} field="internalId" label="ID" required maxLength={60} />
        <TextField form={form} field="name" label="Nombre" required maxLength={160} />
      </div>
      <TextField form={form} field="description" label="Descripción" required maxLength={2000} rows={3} />
      <LocationField form={form} locateUser={isNew} />
      <ImageField form={form} field="image" label="Imagen Proyecto" currentUrl={currentImageUrl} />
      <CatalogField
        form={form}
        field="projectTypeId"
        label="Tipo"
        placeholder="Seleccione tipo"
        entries={projectTypes}
      />
      <SpecialtiesField specialties={form.values.specialties} onChange={(list) => form.set('specialties', list)} />
      {isNew && <JefeOtField form={form} />}
      <ContractFields form={form} minStartDate={keptStartDate && keptStartDate < today ? keptStartDate : today} />
    </FormDialog>
  );
}
