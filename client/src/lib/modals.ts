import { useSyncExternalStore } from 'react';

/** The global dialogs of spec 2.12 that more than one screen opens, with what each needs. */
export interface ModalProps {
  'new-project': Record<string, never>;
  'edit-project': { projectId: string };
  'new-company': Record<string, never>;
  'close-project': { projectId: string; projectName: string; closed: boolean };
}
export type ModalName = keyof ModalProps;

export type OpenModal = { [Name in ModalName]: { name: Name; props: ModalProps[Name] } }[ModalName];

let stack: OpenModal[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens a dialog above whatever is open (the company dialog opens over the project dialog). */
export function openModal<Name extends ModalName>(
  name: Name,
  ...props: ModalProps[Name] extends Record<string, never> ? [] : [ModalProps[Name]]
): void {
  stack = [...stack, { name, props: (props[0] ?? {}) as ModalProps[Name] } as OpenModal];
  emit();
}

/** Closes the topmost dialog. */
export function closeModal(): void {
  stack = stack.slice(0, -1);
  emit();
}

/** The open dialogs, bottom first; `app/` renders each with its feature's component. */
export function useOpenModals(): readonly OpenModal[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => stack,
  );
}
