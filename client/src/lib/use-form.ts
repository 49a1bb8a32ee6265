import { useCallback, useRef, useState } from 'react';
import { newCommandId } from './command-id';
import { ApiError } from './http';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export const UNEXPECTED_ERROR = 'Lo sentimos, ha ocurrido un error inesperado. Por favor inténtalo nuevamente.';

/** The server's Spanish message when there is one. */
export const failureMessage = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message || UNEXPECTED_ERROR : UNEXPECTED_ERROR;

/** What a refused submit tells the person: how many fields to fix, and how many times it was refused. */
export interface FormAttention {
  text: string | null;
  refusals: number;
}

/** 'Revisa 1 campo marcado.', 'Revisa 3 campos marcados.' */
export const attentionText = (count: number): string =>
  count === 1 ? 'Revisa 1 campo marcado.' : `Revisa ${count} campos marcados.`;

/**
 * A form's values, its validation and its sending. Errors show once the user has left a field or
 * tried to send; a form is sent only when valid (spec 5), and a refusal keeps the values and
 * shows the reason.
 */
export function useForm<Values extends object>(initial: Values, validate: (values: Values) => FieldErrors<Values>) {
  const [values, setValues] = useState(initial);
  // What the form opened with: a form whose values differ has changes a close would lose.
  const [opened] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Each refused submit counts, so the form points at its first error again even if nothing changed.
  const [refusals, setRefusals] = useState(0);
  // One id per thing the user means to do: sending again after a failure (a timeout, say) reuses
  // it, so the server does not do it twice; a success starts a new one.
  const commandId = useRef(newCommandId());

  const errors = validate(values);
  const valid = Object.values(errors).every((error) => !error);
  const dirty = JSON.stringify(values) !== JSON.stringify(opened);
  const errorCount = Object.values(errors).filter(Boolean).length;
  const attention: FormAttention = {
    text: attempted && errorCount > 0 ? attentionText(errorCount) : null,
    refusals,
  };

  const set = useCallback(<Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const touch = useCallback((field: keyof Values) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);
  const errorOf = (field: keyof Values): string | undefined =>
    attempted || touched[field] ? errors[field] || undefined : undefined;

  /**
   * Sends the values when valid, with the command id to pass on as X-Command-Id; `describe` turns
   * a refusal into the text to show.
   */
  const submit = async (
    send: (values: Values, commandId: string) => Promise<void>,
    describe = failureMessage,
  ): Promise<boolean> => {
    setAttempted(true);
    if (!valid) setRefusals((count) => count + 1);
    if (!valid || submitting) return false;
    setSubmitting(true);
    setFailure(null);
    try {
      await send(values, commandId.current);
      commandId.current = newCommandId();
      return true;
    } catch (error) {
      setFailure(describe(error));
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  /** The server refused the values sent, naming fields: it points at the first error as a refused submit does. */
  const refused = useCallback(() => setRefusals((count) => count + 1), []);

  return { values, set, touch, errorOf, valid, dirty, attention, submit, refused, submitting, failure };
}

export type FormState<Values extends object> = ReturnType<typeof useForm<Values>>;
