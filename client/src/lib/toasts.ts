import { useSyncExternalStore } from 'react';

/** Spec 8: a message toast lasts 5000 ms unless another value is given. */
export const TOAST_DURATION_MS = 5_000;

/** A confirmation of the user's own act, news of someone else's, or a refusal. */
export type ToastVariant = 'success' | 'info' | 'danger';

export interface ToastMessage {
  variant: ToastVariant;
  /** A short heading such as 'Error' or 'Usuario creado'. */
  title: string;
  text: string;
  durationMs?: number;
  /** A link before the text ('Haz click aquí para visualizarla.'): its words, and what it does. */
  action?: ToastAction;
}

export interface ToastAction {
  text: string;
  run: () => void;
}

export interface Toast extends Required<Omit<ToastMessage, 'action'>> {
  id: number;
  action?: ToastAction;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a message above every screen; it goes away by itself after its duration. Returns its id. */
export function showToast({ variant, title, text, durationMs = TOAST_DURATION_MS, action }: ToastMessage): number {
  const id = nextId++;
  toasts = [...toasts, { id, variant, title, text, durationMs, ...(action ? { action } : {}) }];
  emit();
  return id;
}

/** The 'Error' toast of spec 8, for a refusal the user should read. */
export function showErrorToast(text: string, durationMs?: number): number {
  return showToast({ variant: 'danger', title: 'Error', text, durationMs });
}

/** The toast of a new RDI or additional, with the link that opens it. */
export function showCreatedToast(title: string, text: string, open: () => void): number {
  return showToast({
    variant: 'success',
    title,
    text,
    action: { text: 'Haz click aquí para visualizarla.', run: open },
  });
}

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** The messages on screen, oldest first; `components/toasts.tsx` renders them. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
