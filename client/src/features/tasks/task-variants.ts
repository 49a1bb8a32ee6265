import { TASKS_ROUTE } from '../../lib/item-links';
import { MINIMIZED_TYPE, type MinimizedType } from '../../lib/minimized-items';

/** The screen of Adicionales, where possible additionals are created, listed and reopened. */
export const ADDITIONALS_ROUTE = '/adicionales';

/**
 * What tells a Consulta from a possible additional (a task flagged is_posible_additional, additionals
 * spec): the texts, the upload type of its files and where its minimized forms reopen. The task
 * dialogs and card take one; everything else about the task is the same.
 */
export interface TaskVariant {
  possibleAdditional: boolean;
  /** 'Tarea Nº 7', 'Posible Adicional Nº 7'. */
  noun: string;
  createTitle: string;
  created: (number: number) => { title: string; text: string };
  descriptionPlaceholder: string;
  /** Whether the form asks for a task code (a possible additional has none). */
  hasCode: boolean;
  loading: string;
  finishLabel: string;
  closingQuestion: (number: number) => string;
  /** Upload type of the files of the item itself (spec: 1 Tarea, 7 Posible Adicional). */
  uploadType: 1 | 7;
  /** Where its minimized forms and items reopen, with their bar types. */
  route: string;
  minimized: { item: MinimizedType; draft: MinimizedType };
  /** Spec: the card's near-deadline flag; a possible additional's only while the reader has not seen it. */
  nearDeadlineUnseenOnly: boolean;
}

export const CONSULTA: TaskVariant = {
  possibleAdditional: false,
  noun: 'Tarea',
  createTitle: 'Crear Consulta',
  created: (number) => ({ title: 'Consulta creada', text: `Se ha creado la consulta/restricción ${number}` }),
  descriptionPlaceholder: 'Describe la consulta. Puedes usar títulos, negrita, listas y enlaces.',
  hasCode: true,
  loading: 'Cargando tarea',
  finishLabel: 'Finalizar Tarea',
  closingQuestion: (number) => `¿Cerrar la tarea Nº ${number}?`,
  uploadType: 1,
  route: TASKS_ROUTE,
  minimized: { item: MINIMIZED_TYPE.task, draft: MINIMIZED_TYPE.taskDraft },
  nearDeadlineUnseenOnly: false,
};

export const POSIBLE_ADICIONAL: TaskVariant = {
  possibleAdditional: true,
  noun: 'Posible Adicional',
  createTitle: 'Crear Posible Adicional',
  created: (number) => ({
    title: 'Posible adicional creado',
    text: `Se ha creado la tarea como posible adicional ${number}`,
  }),
  descriptionPlaceholder: 'Describe el posible adicional. Puedes usar títulos, negrita, listas y enlaces.',
  hasCode: false,
  loading: 'Cargando Posible Adicional',
  finishLabel: 'Finalizar Posible Adicional',
  closingQuestion: (number) => `¿Finalizar el posible adicional Nº ${number}?`,
  uploadType: 7,
  route: ADDITIONALS_ROUTE,
  minimized: { item: MINIMIZED_TYPE.possibleAdditional, draft: MINIMIZED_TYPE.possibleAdditionalDraft },
  nearDeadlineUnseenOnly: true,
};

/** The variant of a loaded task: a possible additional opened from anywhere reads as one. */
export const variantOf = (task: { is_posible_additional: boolean }): TaskVariant =>
  task.is_posible_additional ? POSIBLE_ADICIONAL : CONSULTA;
