import {
  documentIdOf,
  initializerOptions,
  viewerAssets,
} from '../../client/src/features/models/viewer/autodesk-viewer-sdk';
import { contentSecurityPolicy } from '../../services/platform/http/security-headers';

describe('the Autodesk viewer of the client', () => {
  it("loads viewer v7's script and style from Autodesk's CDN, which the policy admits only with APS", () => {
    const { script, style } = viewerAssets();
    expect(script).toBe('https://developer.api.autodesk.com/modelderivative/v2/viewers/7.*/viewer3D.min.js');
    expect(style).toBe('https://developer.api.autodesk.com/modelderivative/v2/viewers/7.*/style.min.css');
    const origin = (url: string) => new URL(url).origin;
    expect(contentSecurityPolicy({ autodeskViewer: true }).scriptSrc).toContain(origin(script));
    expect(contentSecurityPolicy({ autodeskViewer: true }).styleSrc).toContain(origin(style));
    expect(contentSecurityPolicy({ autodeskViewer: false }).scriptSrc).not.toContain(origin(script));
  });

  it("opens the model by the server's URN, prefixed once", () => {
    expect(documentIdOf('dXJuOmFkc2s')).toBe('urn:dXJuOmFkc2s');
    expect(documentIdOf('urn:dXJuOmFkc2s')).toBe('urn:dXJuOmFkc2s');
  });

  it('streams SVF2 models, in Spanish, with the token the server gives', () => {
    const getAccessToken = () => {};
    expect(initializerOptions(getAccessToken)).toEqual({
      env: 'AutodeskProduction2',
      api: 'streamingV2',
      language: 'es',
      getAccessToken,
    });
  });
});
