import { numberRegister } from '../items/number-register.decider';
import type { RdiRegisterEvent } from './rdi.events';

/**
 * A project's RDI register: each RDI's creation takes the next number, and a subject typed on its
 * form joins the project's subjects numbered from 1001, so it never meets a specialty's number
 * (1 to n; docs/decisions.md, "RDI: materias").
 */
export const rdiRegister = numberRegister<RdiRegisterEvent>({
  name: 'rdi-register',
  schemaVersions: { RdiNumberTaken: 1, RdiSubjectAdded: 1 },
  taken: 'RdiNumberTaken',
  itemKey: 'rdiId',
  typedEntries: { added: 'RdiSubjectAdded', idKey: 'subjectId', countKey: 'typedSubjects', from: 1000 },
});
