import { deciderSpec } from '../../test/support/given-when-then';
import { additionalRegister, nextCode } from './additional-register';

const given = deciderSpec(additionalRegister.decider);

describe('Additional register', () => {
  it('numbers additionals consecutively per project from 1, noting the code', () =>
    given([])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'a', notes: { code: 'AD-001' } })
      .thenEvents([
        { type: 'AdditionalNumberTaken', data: { projectId: 'p1', additionalId: 'a', number: 1, code: 'AD-001' } },
      ]));

  it('knows the count from its newest event alone', () =>
    given([{ type: 'AdditionalNumberTaken', data: { projectId: 'p1', additionalId: 'c', number: 9, code: 'AD-009' } }])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'd', notes: { code: 'AD-010' } })
      .thenEvents([
        { type: 'AdditionalNumberTaken', data: { projectId: 'p1', additionalId: 'd', number: 10, code: 'AD-010' } },
      ]));
});

describe('the suggested next code', () => {
  it.each([
    ['AD-009', 'AD-010'],
    ['EP7', 'EP8'],
    ['AD-99', 'AD-100'],
    ['AD-0099', 'AD-0100'],
    ['2024-15', '2024-16'],
    ['9', '10'],
    ['OE-1-B2', 'OE-1-B3'],
    [' AD-1 ', 'AD-2'],
    ['Muro', 'Muro1'],
    ['AD-', 'AD-1'],
    ['', ''],
    ['123456789012345678901234567890', '123456789012345678901234567891'],
  ])('after %p comes %p', (last, next) => expect(nextCode(last)).toBe(next));
});
