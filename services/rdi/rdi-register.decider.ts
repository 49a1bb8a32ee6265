import type { AggregateType, Decider } from '../platform/commands/decider';

/**
 * A project's RDI register (`rdi-register-<project>`): each creation takes the next number by
 * appending here with its expected revision, so two creations at once cannot take the same number
 * and a number once taken is never given again. A subject typed on the New RDI form joins the
 * project's subjects here, numbered from 1001 so it never meets a specialty's number (1 to n).
 * Each registration ends with its `RdiNumberTaken`, which carries both counts: the newest event is
 * the whole state, so a creation reads one event however many RDI the project has.
 */
export type RdiRegisterCommand = { type: 'RegisterRdi'; projectId: string; rdiId: string; newSubject: string | null };
export type RdiRegisterEvent =
  | {
      type: 'RdiNumberTaken';
      /** `typedSubjects`: how many subjects were typed on the project's RDI, this one's included. */
      data: { projectId: string; rdiId: string; number: number; typedSubjects: number };
    }
  | { type: 'RdiSubjectAdded'; data: { projectId: string; subjectId: number; name: string } };

export interface RdiRegisterState {
  last: number;
  subjects: number;
}

/** Subjects typed on RDI are numbered after this (docs/decisions.md, "RDI: materias"). */
export const TYPED_SUBJECTS_FROM = 1000;

export const rdiRegisterDecider: Decider<RdiRegisterCommand, RdiRegisterEvent, RdiRegisterState> = {
  initialState: { last: 0, subjects: 0 },
  // Only the RDI creation handler sends it, after the creation's own rules passed a dry run.
  decide(command, state) {
    const { projectId, rdiId, newSubject } = command;
    const typedSubjects = state.subjects + (newSubject ? 1 : 0);
    const taken: RdiRegisterEvent = {
      type: 'RdiNumberTaken',
      data: { projectId, rdiId, number: state.last + 1, typedSubjects },
    };
    if (!newSubject) return [taken];
    const subjectId = TYPED_SUBJECTS_FROM + typedSubjects;
    return [{ type: 'RdiSubjectAdded', data: { projectId, subjectId, name: newSubject } }, taken];
  },
  evolve(state, event) {
    if (event.type === 'RdiNumberTaken') return { last: event.data.number, subjects: event.data.typedSubjects };
    return { ...state, subjects: event.data.subjectId - TYPED_SUBJECTS_FROM };
  },
};

export const rdiRegisterAggregate: AggregateType<RdiRegisterCommand, RdiRegisterEvent, RdiRegisterState> = {
  name: 'rdi-register',
  schemaVersions: { RdiNumberTaken: 1, RdiSubjectAdded: 1 },
  decider: rdiRegisterDecider,
  foldsFromLastEvent: true,
};
