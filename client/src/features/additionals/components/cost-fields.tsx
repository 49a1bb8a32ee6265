import { FormControl, Select, TextInput } from '@primer/react';
import styles from '../../../components/items.module.css';
import type { FormState } from '../../../lib/use-form';
import { CURRENCY_CODES, isCurrencyId, typedTotal } from '../additional-rules';
import type { CostValues } from '../cost-validation';

const LABELS = { directCost: 'Costo Directo', generalExpenses: 'Gastos Generales', utility: 'Utilidad' } as const;

/**
 * Currency, the three costs and the read-only 'Total Solicitado' (their exact sum, spec 3 and 5),
 * shared by 'Nuevo Adicional' and the revision form.
 */
export function CostFields<Values extends CostValues>({ form }: { form: FormState<Values> }) {
  // The form's values are a CostValues; the casts name the fields this component owns.
  const values: CostValues = form.values;
  const set = form.set as FormState<CostValues>['set'];
  const touch = form.touch as FormState<CostValues>['touch'];
  const errorOf = form.errorOf as FormState<CostValues>['errorOf'];
  const total = typedTotal([values.directCost, values.generalExpenses, values.utility]);
  const code = values.currencyId === 0 ? '' : CURRENCY_CODES[values.currencyId];
  return (
    <div className={styles.columns}>
      <FormControl required>
        <FormControl.Label>Moneda</FormControl.Label>
        <Select
          value={String(values.currencyId)}
          onChange={(event) => {
            const id = Number(event.target.value);
            set('currencyId', isCurrencyId(id) ? id : 0);
          }}
          validationStatus={errorOf('currencyId') ? 'error' : undefined}
        >
          <Select.Option value="0">Elige una moneda</Select.Option>
          <Select.Option value="1">CLP</Select.Option>
          <Select.Option value="2">UF</Select.Option>
        </Select>
        {errorOf('currencyId') && (
          <FormControl.Validation variant="error">{errorOf('currencyId')}</FormControl.Validation>
        )}
      </FormControl>
      {(['directCost', 'generalExpenses', 'utility'] as const).map((field) => (
        <FormControl key={field} required>
          <FormControl.Label>{LABELS[field]}</FormControl.Label>
          <TextInput
            block
            inputMode="decimal"
            leadingVisual={code}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            onBlur={() => touch(field)}
            validationStatus={errorOf(field) ? 'error' : undefined}
          />
          {errorOf(field) && <FormControl.Validation variant="error">{errorOf(field)}</FormControl.Validation>}
        </FormControl>
      ))}
      <FormControl disabled>
        <FormControl.Label>Total Solicitado</FormControl.Label>
        <TextInput block readOnly leadingVisual={code} value={total ?? '—'} />
      </FormControl>
    </div>
  );
}
