import { Flash } from '@primer/react';
import { useEffect, useMemo } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useCompanyAccess } from '../../../lib/company-access';
import { closeModal, type ModalProps } from '../../../lib/modals';
import { useSelectedProject } from '../../../lib/selected-project';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { useUserCompanyCapabilities } from '../api/get-capabilities-by-user-company';
import { useUserCompanies } from '../api/get-companies-by-user-id';
import { setUserCompanyCapabilities } from '../api/set-capabilities-by-user-company';

import { REQUIRED } from '../user-validation';
import { CapabilityCheckboxes, COMPANY_CAPABILITY_GROUPS } from './capability-checkboxes';
import { CompanySelect } from './company-select';
import { LoadingLine } from './loading-line';

interface CompanyPermissionValues {
  companyId: string;
  capabilities: string[];
}

const validate = ({ companyId }: CompanyPermissionValues) => ({ companyId: companyId ? undefined : REQUIRED });

/** 'Editar Permisos Empresa Usuario' (spec 2.16): the user's capabilities in one company. */
export function CompanyPermissionsDialog({ userId, userName }: ModalProps['user-company-permissions']) {
  const access = useCompanyAccess();
  const { project } = useSelectedProject();
  const options = useMemo(
    () =>
      access.loaded
        ? access
            .companiesWith('set_user_permissions')
            .map((entry) => ({ id: entry.company_id, name: entry.company.name }))
        : undefined,
    [access],
  );
  const { companies: userCompanies } = useUserCompanies(userId);

  // The selected project's company to begin with, when the caller may set permissions there.
  const initialCompany = options?.find((option) => option.id === project?.company_id)?.id ?? '';
  const form = useForm<CompanyPermissionValues>({ companyId: initialCompany, capabilities: [] }, validate);
  const { values, set } = form;
  const { capabilities, error } = useUserCompanyCapabilities(userId, values.companyId || null);
  const loading = Boolean(values.companyId) && !capabilities && !error;
  const outsider =
    Boolean(values.companyId) && userCompanies?.every((entry) => entry.company_id !== values.companyId) === true;

  useEffect(() => {
    if (capabilities) set('capabilities', capabilities);
  }, [capabilities, set]);

  const confirm = async () => {
    if (loading) return;
    const sent = await form.submit(async (current, commandId) => {
      await setUserCompanyCapabilities(userId, current.companyId, current.capabilities, commandId);
      showToast({
        variant: 'success',
        title: 'Permisos actualizados',
        text: 'Se han actualizado los permisos del usuario para la empresa seleccionada.',
      });
    });
    if (sent) closeModal();
  };

  return (
    <FormDialog
      title={`Editar Permisos Empresa Usuario ${userName}`}
      width="large"
      submitting={form.submitting}
      failure={form.failure}
      onSubmit={() => void confirm()}
      onCancel={closeModal}
    >
      <CompanySelect
        companies={options}
        value={values.companyId}
        onChange={(companyId) => set('companyId', companyId)}
        onBlur={() => form.touch('companyId')}
        error={form.errorOf('companyId')}
      />
      {outsider && (
        <Flash variant="warning">
          Este usuario actualmente no tiene asignada la empresa seleccionada, al confirmar estos permisos se asignará a
          la empresa automáticamente.
        </Flash>
      )}
      {error && <Flash variant="danger">{error.message}</Flash>}
      {loading ? (
        <LoadingLine text="Cargando permisos" />
      ) : (
        <CapabilityCheckboxes
          groups={COMPANY_CAPABILITY_GROUPS}
          selected={values.capabilities}
          onChange={(next) => set('capabilities', next)}
        />
      )}
    </FormDialog>
  );
}
