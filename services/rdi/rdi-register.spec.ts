import { deciderSpec } from '../../test/support/given-when-then';
import { rdiRegister } from './rdi-register';

const given = deciderSpec(rdiRegister.decider);

describe('RDI register', () => {
  it('numbers RDI consecutively per project and numbers typed subjects from 1001', () =>
    given([
      { type: 'RdiSubjectAdded', data: { projectId: 'p1', subjectId: 1001, name: 'Hormigones' } },
      { type: 'RdiNumberTaken', data: { projectId: 'p1', rdiId: 'a', number: 1, typedSubjects: 1 } },
    ])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'b', typed: 'Moldajes' })
      .thenEvents([
        { type: 'RdiSubjectAdded', data: { projectId: 'p1', subjectId: 1002, name: 'Moldajes' } },
        { type: 'RdiNumberTaken', data: { projectId: 'p1', rdiId: 'b', number: 2, typedSubjects: 2 } },
      ]));

  it('knows both counts from its newest event alone, which is always a number taken', () =>
    given([{ type: 'RdiNumberTaken', data: { projectId: 'p1', rdiId: 'c', number: 9, typedSubjects: 3 } }])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'd', typed: 'Aguas lluvia' })
      .thenEvents([
        { type: 'RdiSubjectAdded', data: { projectId: 'p1', subjectId: 1004, name: 'Aguas lluvia' } },
        { type: 'RdiNumberTaken', data: { projectId: 'p1', rdiId: 'd', number: 10, typedSubjects: 4 } },
      ]));

  it('adds no subject when an existing one was chosen', () =>
    given([])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'a', typed: null })
      .thenEvents([{ type: 'RdiNumberTaken', data: { projectId: 'p1', rdiId: 'a', number: 1, typedSubjects: 0 } }]));
});
