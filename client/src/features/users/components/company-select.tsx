import { useCompanyAccess } from '../../../lib/company-access';
import { openModal } from '../../../lib/modals';
import { type SelectOption, SelectWithAdd } from './select-with-add';

interface CompanySelectProps {
  companies: readonly SelectOption[] | undefined;
  value: string;
  onChange: (companyId: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The company select of the user dialogs: holders of create_company get the plus button
 * (spec 2.16), and a company created there becomes the choice.
 */
export function CompanySelect({ companies, value, onChange, onBlur, error }: CompanySelectProps) {
  const access = useCompanyAccess();
  return (
    <SelectWithAdd
      label="Empresa"
      options={companies}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      required
      add={
        access.canAnywhere('create_company')
          ? { label: 'Nueva empresa', onClick: () => openModal('new-company', { onCreated: onChange }) }
          : undefined
      }
    />
  );
}
