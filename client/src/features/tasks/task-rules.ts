import type { Priority, SeenStatus } from './api/task-types';

/** Spec 9. */
export const PRIORITY_NAMES: Record<Priority, string> = { 1: 'Estándar', 2: 'Media', 3: 'Inmediata' };
export const LIGHT_NAMES = ['Bien', 'Regular', 'Malo'] as const;
export const lightName = (light: number) => LIGHT_NAMES[Math.min(Math.max(light, 0), 2)]!;
export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
/** Spec 9: list types of the tasks screen. */
export type TaskListType = 2 | 3 | 4 | 5;
/** The tasks screen: the minimized-items bar and the drawer's entries come back to it. */
export const TASKS_ROUTE = '/consultas';
export const CREATE_COUNTDOWN_S = 7;
export const REPLY_COUNTDOWN_S = 4;
export const SIMILAR_DEBOUNCE_MS = 800;
export const JEFE_OT = 2;
export const CLOSING_QUESTION = (number: number) => `¿Cerrar la tarea Nº ${number}?`;

/** Spec 4: the bell cycles none → 1 → 2 → 0 → 1. */
export function nextBell(current: SeenStatus | null): SeenStatus {
  if (current === null || current === 0) return 1;
  return current === 1 ? 2 : 0;
}

export const BELL_NAMES: Record<SeenStatus, string> = { 0: 'Alarma', 1: 'Al día', 2: 'Atención' };

/**
 * A description or message as text: the API keeps rich text (HTML) written elsewhere, and the
 * client shows its words without rendering markup it has not sanitised.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
