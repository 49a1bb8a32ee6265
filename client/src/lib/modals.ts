import { useSyncExternalStore } from 'react';
import type { UserProfile } from '../../../services/contracts/user-answers';

/** The global dialogs of spec 2.12 that more than one screen opens, with what each needs. */
export interface ModalProps {
  'new-project': Record<string, never>;
  'edit-project': { projectId: string };
  /** `onCreated` hears the new company's id, once the user's companies include it. */
  'new-company': { onCreated?: (companyId: string) => void };
  'close-project': { projectId: string; projectName: string; closed: boolean };
  'new-user': Record<string, never>;
  'edit-user': { user: Pick<UserProfile, 'id' | 'name' | 'email' | 'info' | 'version'> };
  'user-project-permissions': { userId: string; userName: string };
  'user-company-permissions': { userId: string; userName: string };
  /**
   * `defaultJob` is the job a newly added project takes (spec 4): null when the caller may not read
   * the user's profile (a user of another company), and then 2.
   */
  'user-projects': { userId: string; userName: string; defaultJob: number | null };
  /** Spec 2.12: a question with Cancelar and Aceptar; the dialog closes itself before `onAccept` runs. */
  confirm: { title: string; lines: readonly [string] | readonly [string, string]; onAccept: () => void };
}
export type ModalName = keyof ModalProps;

/** `id` tells apart two dialogs of the same name opened one after the other (a React key). */
export type OpenModal = { [Name in ModalName]: { id: number; name: Name; props: ModalProps[Name] } }[ModalName];

let stack: OpenModal[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens a dialog above whatever is open (the company dialog opens over the project dialog). */
export function openModal<Name extends ModalName>(
  name: Name,
  ...props: Record<string, never> extends ModalProps[Name] ? [props?: ModalProps[Name]] : [ModalProps[Name]]
): void {
  lastId += 1;
  stack = [...stack, { id: lastId, name, props: (props[0] ?? {}) as ModalProps[Name] } as OpenModal];
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
