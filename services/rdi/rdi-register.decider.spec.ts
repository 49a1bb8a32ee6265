import { deciderSpec } from '../../test/support/given-when-then';
import { rdiRegisterDecider } from './rdi-register.decider';

const given = deciderSpec(rdiRegisterDecider);

describe('RDI register', () => {
  it('numbers RDI consecutively per project and numbers typed subjects from 1001', () =>
    given([
      { type: 'RdiNumberTaken', data: { projectId: 'p1', rdiId: 'a', number: 1 } },
      { type: 'RdiSubjectAdded', data: { projectId: 'p1', subjectId: 1001, name: 'Hormigones' } },
    ])
      .when({ type: 'RegisterRdi', projectId: 'p1', rdiId: 'b', newSubject: 'Moldajes' })
      .thenEvents([
        { type: 'RdiNumberTaken', data: { projectId: 'p1', rdiId: 'b', number: 2 } },
        { type: 'RdiSubjectAdded', data: { projectId: 'p1', subjectId: 1002, name: 'Moldajes' } },
      ]));
  it('adds no subject when an existing one was chosen', () =>
    given([])
      .when({ type: 'RegisterRdi', projectId: 'p1', rdiId: 'a', newSubject: null })
      .thenEvents([{ type: 'RdiNumberTaken', data: { projectId: 'p1', rdiId: 'a', number: 1 } }]));
});
