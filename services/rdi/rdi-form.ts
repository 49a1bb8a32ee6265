import { namedEntries } from '../items/item-form';
import { invalidValue } from '../platform/domain-error';
import { foldText } from '../platform/text/words';
import type { NamedEntry } from './rdi.events';

const unknownEntry = (what: string, field: string) =>
  invalidValue('rdi.unknown_entry', `La ${what} no existe en el proyecto.`, field);

/** The project's specialties the New RDI form names, each once, in the project's order. */
export function chosenSpecialties(specialties: NamedEntry[], ids: readonly number[]): NamedEntry[] {
  const { chosen, unknown } = namedEntries(specialties, ids);
  if (unknown) throw unknownEntry('especialidad', 'especialidades');
  return chosen;
}

/**
 * The subject the New RDI form files the RDI under: one of the project's, or the name of a new
 * one it typed. A typed subject the project already has is that subject, not a second one.
 */
export function chosenSubject(
  subjects: NamedEntry[],
  form: { subject_id?: number; new_subject?: string },
): NamedEntry | string {
  const typed = form.new_subject?.trim();
  const subject = typed
    ? subjects.find((entry) => foldText(entry.name) === foldText(typed))
    : subjects.find((entry) => entry.id === form.subject_id);
  if (subject) return subject;
  if (!typed) throw unknownEntry('materia', 'subject_id');
  return typed;
}
