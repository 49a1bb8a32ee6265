import type { AggregateType, Decider } from '../platform/commands/decider';

/**
 * A project's RDI register (`rdi-register-<project>`): each creation takes the next number by
 * appending here with its expected revision, so two creations at once cannot take the same number
 * and a number once taken is never given again. A subject typed on the New RDI form joins the
 * project's subjects here, numbered from 1001 so it never meets a specialty's number (1 to n).
 */
export type RdiRegisterCommand = { type: 'RegisterRdi'; projectId: string; rdiId: string; newSubject: string | null };
export type RdiRegisterEvent =
  | { type: 'RdiNumberTaken'; data: { projectId: string; rdiId: string; number: number } }
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
    const events: RdiRegisterEvent[] = [{ type: 'RdiNumberTaken', data: { projectId, rdiId, number: state.last + 1 } }];
    if (newSubject) {
      const subjectId = TYPED_SUBJECTS_FROM + state.subjects + 1;
      events.push({ type: 'RdiSubjectAdded', data: { projectId, subjectId, name: newSubject } });
    }
    return events;
  },
  evolve(state, event) {
    if (event.type === 'RdiNumberTaken') return { ...state, last: Math.max(state.last, event.data.number) };
    return { ...state, subjects: Math.max(state.subjects, event.data.subjectId - TYPED_SUBJECTS_FROM) };
  },
};

export const rdiRegisterAggregate: AggregateType<RdiRegisterCommand, RdiRegisterEvent, RdiRegisterState> = {
  name: 'rdi-register',
  schemaVersions: { RdiNumberTaken: 1, RdiSubjectAdded: 1 },
  decider: rdiRegisterDecider,
};
