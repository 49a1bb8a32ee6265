import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LIVE_REGION_STYLE_HASH } from './security-headers';

describe('content security policy', () => {
  it('allows the style element of the installed @primer/live-region-element, by its hash', () => {
    // An upgrade that changes the style fails here rather than in a user's screen reader region.
    const source = readFileSync(require.resolve('@primer/live-region-element'), 'utf8');
    const style = /<style>([\s\S]*?)<\/style>/.exec(source)?.[1];
    expect(style).toBeDefined();
    const hash = createHash('sha256')
      .update(style ?? '')
      .digest('base64');
    expect(LIVE_REGION_STYLE_HASH).toBe(`'sha256-${hash}'`);
  });
});
