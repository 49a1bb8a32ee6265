import { type Actor, systemActor } from '../../services/platform/commands/actor';
import type { Decider, DomainEvent } from '../../services/platform/commands/decider';
import { DomainError } from '../../services/platform/domain-error';

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
        thenThrows: (message: string, status?: number) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).message).toBe(message);
          if (status !== undefined) expect((caught as DomainError).status).toBe(status);
        },
      };
    },
  });
