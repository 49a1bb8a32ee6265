/** Rules tasks and RDI share (spec tasks-rdi 4 and 9). */

import type { Priority, SeenStatus } from '../../../services/contracts/item-answers';

/** Spec 9. */
export const PRIORITY_NAMES: Record<Priority, string> = { 1: 'Estándar', 2: 'Media', 3: 'Inmediata' };
export const LIGHT_NAMES = ['Bien', 'Regular', 'Malo'] as const;
export const lightName = (light: number) => LIGHT_NAMES[Math.min(Math.max(light, 0), 2)]!;
export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
/** Spec 4, cancel windows: creating a task or an RDI waits 7 s, a reply 4 s. */
export const CREATE_COUNTDOWN_S = 7;
export const REPLY_COUNTDOWN_S = 4;
export const SIMILAR_DEBOUNCE_MS = 800;
/** Spec 6: job type 2 Jefe OT. */
export const JEFE_OT = 2;
export const EMPTY_DESCRIPTION = 'Por favor escribe una descripción. Este campo no puede estar vacio.';
export const EMPTY_MESSAGE = 'Por favor escribe un mensaje. Este campo no puede estar vacio.';
export const REQUIRED = 'Campo requerido';

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
