import { editConflictOf, touchedFields } from '../../client/src/lib/edit-conflict';
import { ApiError } from '../../client/src/lib/http';

const body = {
  code: 409,
  message: 'Otra persona modificó este proyecto mientras lo editabas.',
  error: 'edit.conflict',
  changed_fields: ['name'],
  current: { name: 'Torre B' },
  version: 4,
};

describe('an edit refused because someone else changed it', () => {
  it('reads the fields, their values now and the version from the 409', () =>
    expect(editConflictOf(new ApiError(409, 409, body.message, body))).toEqual({
      message: body.message,
      changedFields: ['name'],
      current: { name: 'Torre B' },
      version: 4,
    }));

  it('is no conflict for another 409 or another failure', () => {
    expect(editConflictOf(new ApiError(409, 409, 'x', { ...body, error: 'command.reused' }))).toBeNull();
    expect(editConflictOf(new ApiError(400, 400, 'x', body))).toBeNull();
    expect(editConflictOf(new Error('x'))).toBeNull();
    expect(editConflictOf(new ApiError(409, 409, 'x', { ...body, version: '4' }))).toBeNull();
  });

  it('sends only the fields that differ from the ones the form was opened with', () =>
    expect(touchedFields({ name: 'A', code: 'C', days: 3 }, { name: 'B', code: 'C', days: 3 })).toEqual({ name: 'B' }));
});
