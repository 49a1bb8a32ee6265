import { retryOnReset } from './retry-on-reset';

/** A request answering (or throwing) each of `outcomes` in turn; counts how often it was sent. */
function requestOf(outcomes: Array<string | Error>) {
  let sent = 0;
  const request = async () => {
    const outcome = outcomes[sent++];
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { request, sent: () => sent };
}

const failure = (code: string) => Object.assign(new Error(`read ${code}`), { code });

describe('retryOnReset (S3: a request sent on a connection the server had closed)', () => {
  it('sends it once more when its connection was reset', async () => {
    const { request, sent } = requestOf([failure('ECONNRESET'), 'stat']);
    await expect(retryOnReset(request)).resolves.toBe('stat');
    expect(sent()).toBe(2);
  });

  it('fails on a second reset, and at once on any other error', async () => {
    const twice = requestOf([failure('EPIPE'), failure('ECONNRESET'), 'never']);
    await expect(retryOnReset(twice.request)).rejects.toThrow('read ECONNRESET');
    expect(twice.sent()).toBe(2);
    const missing = requestOf([Object.assign(new Error('Not Found'), { code: 'NotFound' }), 'never']);
    await expect(retryOnReset(missing.request)).rejects.toThrow('Not Found');
    expect(missing.sent()).toBe(1);
  });
});
