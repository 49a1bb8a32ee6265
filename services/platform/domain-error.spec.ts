import { DomainError } from './domain-error';

describe('DomainError', () => {
  it('carries its code, status and message but no stack frames, and leaves other errors theirs', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new DomainError('project.closed', 'El proyecto está cerrado.', 409);
    expect(refusal).toMatchObject({ code: 'project.closed', status: 409, message: 'El proyecto está cerrado.' });
    expect(refusal.stack ?? '').not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('fault').stack).toMatch(/\n\s+at /);
  });
});
