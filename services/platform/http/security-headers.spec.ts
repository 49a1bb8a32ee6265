import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy, LIVE_REGION_STYLE_HASH } from './security-headers';

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

  const autodeskHost = /autodesk\.com/;
  const allowsAutodesk = (policy: Record<string, string[]>) =>
    Object.entries(policy)
      .filter(([, sources]) => sources.some((source) => autodeskHost.test(source)))
      .map(([directive]) => directive)
      .sort();

  it('keeps every Autodesk host out without APS', () => {
    const strict = contentSecurityPolicy({ autodeskViewer: false });
    expect(allowsAutodesk(strict)).toEqual([]);
    expect(strict.scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it("lets the Autodesk viewer's script, styles, fonts, images and model streams in with APS, and nothing else changes", () => {
    const strict = contentSecurityPolicy({ autodeskViewer: false });
    const viewer = contentSecurityPolicy({ autodeskViewer: true });
    expect(allowsAutodesk(viewer)).toEqual(['connectSrc', 'fontSrc', 'imgSrc', 'scriptSrc', 'styleSrc']);
    expect(viewer.scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://developer.api.autodesk.com']);
    expect(viewer.connectSrc).toEqual(expect.arrayContaining(['wss://cdn.derivative.autodesk.com']));
    for (const [directive, sources] of Object.entries(strict)) {
      expect(viewer[directive]?.filter((source) => !autodeskHost.test(source))).toEqual(sources);
    }
    // What joins is a host of Autodesk's, each named: no wildcard, no keyword such as 'unsafe-eval'.
    const added = Object.entries(viewer).flatMap(([directive, sources]) =>
      sources.filter((source) => !strict[directive]?.includes(source)),
    );
    expect(added.filter((source) => !/^(https|wss):\/\/[a-z.]+\.autodesk\.com$/.test(source))).toEqual([]);
  });
});
