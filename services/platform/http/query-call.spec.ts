import { plainToInstance } from 'class-transformer';
import { QueryList, QueryNumber, QueryNumberList, queryPayload } from './query-call';

class ListQuery {
  @QueryNumber() page?: unknown;
  @QueryNumberList() statuses?: unknown;
  @QueryList() ids?: unknown;
  project_id?: unknown;
}

const read = (query: Record<string, unknown>) => plainToInstance(ListQuery, queryPayload(query));

describe('a query call (GET) read as its body', () => {
  it('reads a list from repeated keys, from key[] and from JSON text alike', () => {
    expect(read({ statuses: ['1', '2'] }).statuses).toEqual([1, 2]);
    expect(read({ 'statuses[]': '3' }).statuses).toEqual([3]);
    expect(read({ statuses: '[1,4]' }).statuses).toEqual([1, 4]);
    expect(read({ statuses: '2' }).statuses).toEqual([2]);
  });

  it('reads numbers where the DTO asks for them, and leaves ids made of digits as text', () => {
    const query = read({ page: '2', project_id: '42', ids: '7' });
    expect(query.page).toBe(2);
    expect(query.project_id).toBe('42');
    expect(query.ids).toEqual(['7']);
  });

  it('leaves a JSON body as it was sent', () => {
    const body = plainToInstance(ListQuery, { page: 3, statuses: [1, 2], ids: ['a'] });
    expect(body).toMatchObject({ page: 3, statuses: [1, 2], ids: ['a'] });
  });

  it('keeps text that only looks like JSON', () => {
    expect(queryPayload({ search: '[obra' })).toEqual({ search: '[obra' });
    expect(read({ page: 'dos' }).page).toBe('dos');
  });
});
