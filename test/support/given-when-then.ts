import { type Actor, systemActor } from '../../services/platform/commands/actor';
import type { AggregateType, Decider, DomainEvent } from '../../services/platform/commands/decider';
import { editConflict } from '../../services/platform/commands/edit-conflict';
import { DomainError } from '../../services/platform/domain-error';
import type { Stored } from '../../services/platform/event-store/event-store.port';

/**
 * given(events).when(command, actor).thenEvents(events) / .thenThrows(message): a decider test
 * reads as the spec does. Without an actor the command comes from the system, which may do anything.
 */
export const deciderSpec =
  <C, E extends DomainEvent, S>(decider: Decider<C, E, S>) =>
  (history: E[]) => ({
    when: (command: C, actor: Actor = systemActor) => {
      const run = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState), actor);
      return {
        thenEvents: (expected: E[]) => expect(run()).toEqual(expected),
        /** The refusal's message, and its status and the field it names when given. */
        thenThrows: (message: string, status?: number, field?: string) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).message).toBe(message);
          if (status !== undefined) expect((caught as DomainError).status).toBe(status);
          if (field !== undefined) expect((caught as DomainError).about.field).toBe(field);
        },
      };
    },
  });

/**
 * The events `actor`'s command decides on `state`, or null when the decider refuses it: what a
 * detail's `can` is checked against.
 */
export function decision<C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  state: S,
  command: C,
  actor: Actor,
): E[] | null {
  try {
    return decider.decide(command, state, actor);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * given([[event, by whom], …]).openedAt(version).when(edit, editor).thenConflicts({ field: value now })
 * / .thenNoConflict(): how an aggregate's edit meets what others wrote after its form was opened
 * (versions are stream revisions, from 0).
 */
export const editSpec =
  <C, E extends DomainEvent, S>(aggregate: AggregateType<C, E, S>) =>
  (history: Array<[event: E, by: string]>) => ({
    openedAt: (version: number) => ({
      when: (command: C, editorId: string) => {
        const stored = history.map(
          ([event, by], revision) => ({ ...event, revision, metadata: { actorId: by } }) as unknown as Stored<E>,
        );
        const rule = aggregate.edits;
        if (!rule) throw new Error(`${aggregate.name} has no edit rule`);
        const { evolve, initialState } = aggregate.decider;
        const run = () => editConflict(rule, evolve, initialState, stored, { command, openedAt: version, editorId });
        return {
          thenConflicts: (current: Record<string, unknown>) =>
            expect(run()).toEqual({ changed_fields: Object.keys(current), current, version: history.length - 1 }),
          thenNoConflict: () => expect(run()).toBeNull(),
        };
      },
    }),
  });
