import { Button, FormControl, Textarea, TextInput } from '@primer/react';
import { useRef, useState } from 'react';
import type { PaymentStatus } from '../../../../../services/contracts/additional-answers';
import type { CurrencyId } from '../../../../../services/contracts/money';
import { amountNumber, MONEY_MESSAGES, parsePercent, progressFraction } from '../../../../../services/contracts/money';
import { Dialog } from '../../../components/dialog';
import { EditConflictNotice } from '../../../components/edit-conflict';
import styles from '../../../components/items.module.css';
import { touchedFields } from '../../../lib/edit-conflict';
import { formatAmountNumber, formatNumber } from '../../../lib/format';
import { REQUIRED } from '../../../lib/item-rules';
import { useEditVersion } from '../../../lib/use-edit-version';
import { type FieldErrors, failureMessage, useForm } from '../../../lib/use-form';
import { amountForPercent, CURRENCY_CODES, formatMoney, formatProgress } from '../additional-rules';
import { newPaymentStatus, observePaymentStatus, updatePaymentStatus } from '../api/additional-commands';
import { amountError } from '../cost-validation';

export const CREATE_FAILED = 'Hubo un error al crear el estado de pago. Por favor intenta nuevamente.';

/** What the form does: a new payment status over additionals, an observation, or a change of figures. */
export type PaymentStatusFormMode =
  | { kind: 'create'; projectId: string; additionalIds: readonly string[]; title: string }
  | { kind: 'observe'; paymentStatus: PaymentStatus }
  | { kind: 'modify'; paymentStatus: PaymentStatus };

interface PaymentStatusValues {
  /** % Avance as typed, 0–100 with up to 2 decimals. */
  percent: string;
  /** As typed: "1.250.000,50" or "1250000.50". */
  amount: string;
  description: string;
}

/** A progress fraction as the % Avance field holds it, es-CL: 0.355 → "35,5". */
const percentText = (fraction: number) => formatNumber(Math.round(fraction * 10_000) / 100);

/** Spec 5, payment status: % Avance required, 0–100; amount of 2 decimals; an observation needs its text. */
const validator =
  (descriptionRequired: boolean) =>
  (values: PaymentStatusValues): FieldErrors<PaymentStatusValues> => {
    const errors: FieldErrors<PaymentStatusValues> = {};
    if (!values.percent.trim()) errors.percent = REQUIRED;
    else if (parsePercent(values.percent) === null) errors.percent = MONEY_MESSAGES.progress;
    const amount = amountError(values.amount);
    if (amount) errors.amount = amount;
    if (descriptionRequired && !values.description.trim()) errors.description = REQUIRED;
    return errors;
  };

interface PaymentStatusFormDialogProps {
  mode: PaymentStatusFormMode;
  /** The total requested the amount is a share of, and its currency. */
  base: number;
  currencyId: CurrencyId;
  onClose: () => void;
}

/** 'Crear Nuevo Estado de Pago', 'Agregar Observación' and 'Modificar' (spec 2 and 7). */
export function PaymentStatusFormDialog({ mode, base, currencyId, onClose }: PaymentStatusFormDialogProps) {
  const current = mode.kind === 'create' ? null : mode.paymentStatus;
  const [opened] = useState<PaymentStatusValues>(() => ({
    percent: current ? percentText(current.progress) : '',
    amount: current ? formatAmountNumber(current.amount) : '',
    description: '',
  }));
  // 'Modificar' sends only the figures changed since these, on the version the form was opened on.
  const baseline = useRef(opened);
  const edit = useEditVersion(current?.version ?? 0);
  const form = useForm<PaymentStatusValues>(opened, validator(mode.kind === 'observe'));
  const { values, set } = form;
  const title =
    mode.kind === 'create'
      ? `Crear Nuevo Estado de Pago: ${mode.title}`
      : `${mode.kind === 'observe' ? 'Agregar Observación' : 'Modificar'}: Estado de Pago ${mode.paymentStatus.number}`;

  const send = () =>
    form.submit(
      async (typed, commandId) => {
        const figures = {
          progress: progressFraction(parsePercent(typed.percent) ?? 0),
          amount: typed.amount.trim(),
        };
        if (mode.kind === 'create')
          await newPaymentStatus(
            mode.projectId,
            mode.additionalIds,
            { ...figures, description: typed.description },
            commandId,
          );
        else if (mode.kind === 'observe')
          await observePaymentStatus(mode.paymentStatus.id, { ...figures, description: typed.description }, commandId);
        else {
          const changed = touchedFields(baseline.current, typed);
          await updatePaymentStatus(
            mode.paymentStatus.id,
            {
              ...(changed.percent !== undefined ? { progress: figures.progress } : {}),
              ...(changed.amount !== undefined ? { amount: figures.amount } : {}),
            },
            edit.version(),
            commandId,
          );
        }
        onClose();
      },
      // Spec 8: a failed creation says so in the spec's words; other refusals in the server's.
      mode.kind === 'create' ? () => CREATE_FAILED : edit.describe(failureMessage),
    );

  const typedFigures = (values: PaymentStatusValues) => ({
    progress: progressFraction(parsePercent(values.percent) ?? 0),
    amount: amountNumber(values.amount),
  });
  const takeCurrent = (values: PaymentStatusValues, now: Record<string, unknown>): PaymentStatusValues => ({
    ...values,
    ...(typeof now.progress === 'number' ? { percent: percentText(now.progress) } : {}),
    ...(typeof now.amount === 'number' ? { amount: formatAmountNumber(now.amount) } : {}),
  });

  const percentError = form.errorOf('percent');
  const amountFieldError = form.errorOf('amount');
  const descriptionError = form.errorOf('description');
  return (
    <Dialog
      title={title}
      subtitle={`Monto base: ${formatMoney(base, currencyId)}`}
      width="large"
      onClose={onClose}
      renderFooter={() => (
        <Dialog.Footer>
          <Button onClick={onClose} disabled={form.submitting}>
            Cancelar
          </Button>
          <Button
            variant="primary"
            onClick={() => void send()}
            loading={form.submitting}
            loadingAnnouncement="Enviando"
          >
            Confirmar
          </Button>
        </Dialog.Footer>
      )}
    >
      <div className={styles.section}>
        {edit.conflict ? (
          <EditConflictNotice
            conflict={edit.conflict}
            labels={{ progress: '% Avance', amount: 'Monto' }}
            mine={typedFigures(values)}
            format={(field, value) =>
              typeof value !== 'number'
                ? '(vacío)'
                : field === 'progress'
                  ? formatProgress(value)
                  : formatMoney(value, currencyId)
            }
            onKeepMine={() => {
              edit.settle();
              void send();
            }}
            onTakeTheirs={() => {
              const conflict = edit.settle();
              if (!conflict) return;
              baseline.current = takeCurrent(baseline.current, conflict.current);
              const taken = takeCurrent(values, conflict.current);
              set('percent', taken.percent);
              set('amount', taken.amount);
            }}
          />
        ) : (
          form.failure && (
            <p role="alert" className={styles.error}>
              {form.failure}
            </p>
          )
        )}
        <FormControl required>
          <FormControl.Label>% Avance</FormControl.Label>
          <TextInput
            inputMode="decimal"
            trailingVisual="%"
            value={values.percent}
            onChange={(event) => {
              set('percent', event.target.value);
              // Spec 9: the amount follows the percent (total requested × percent / 100, rounded to cents).
              const amount = amountForPercent(base, event.target.value);
              if (amount) set('amount', amount);
            }}
            onBlur={() => form.touch('percent')}
            validationStatus={percentError ? 'error' : undefined}
          />
          {percentError && <FormControl.Validation variant="error">{percentError}</FormControl.Validation>}
        </FormControl>
        <FormControl required>
          <FormControl.Label>Monto</FormControl.Label>
          <TextInput
            inputMode="decimal"
            leadingVisual={CURRENCY_CODES[currencyId]}
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
            onBlur={() => form.touch('amount')}
            validationStatus={amountFieldError ? 'error' : undefined}
          />
          {amountFieldError && <FormControl.Validation variant="error">{amountFieldError}</FormControl.Validation>}
        </FormControl>
        {mode.kind !== 'modify' && (
          <FormControl required={mode.kind === 'observe'}>
            <FormControl.Label>{mode.kind === 'observe' ? 'Observación' : 'Descripción'}</FormControl.Label>
            <Textarea
              block
              rows={3}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              onBlur={() => form.touch('description')}
              validationStatus={descriptionError ? 'error' : undefined}
            />
            {descriptionError && <FormControl.Validation variant="error">{descriptionError}</FormControl.Validation>}
          </FormControl>
        )}
      </div>
    </Dialog>
  );
}
