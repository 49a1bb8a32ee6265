/**
 * The Autodesk viewer (Viewer SDK v7), loaded from Autodesk's CDN on first use (spec 7: "The
 * viewer script is loaded from a third-party CDN"), and the little of its API this app calls.
 */
export const VIEWER_VERSION = '7.*';
const VIEWER_BASE = 'https://developer.api.autodesk.com/modelderivative/v2/viewers';

export const viewerAssets = (version = VIEWER_VERSION) => ({
  script: `${VIEWER_BASE}/${version}/viewer3D.min.js`,
  style: `${VIEWER_BASE}/${version}/style.min.css`,
});

/** The document id the viewer loads a translated model by. */
export const documentIdOf = (urn: string): string => (urn.startsWith('urn:') ? urn : `urn:${urn}`);

type TokenReady = (accessToken: string, expiresIn: number) => void;

/** SVF2 models stream from the US production environment (where the server's bucket lives). */
export const initializerOptions = (getAccessToken: (onTokenReady: TokenReady) => void) => ({
  env: 'AutodeskProduction2',
  api: 'streamingV2',
  language: 'es',
  getAccessToken,
});

export interface ViewerDocument {
  getRoot(): { getDefaultGeometry(): unknown };
}

export interface GuiViewer {
  start(): number;
  loadDocumentNode(document: ViewerDocument, node: unknown): Promise<unknown>;
  finish(): void;
}

export interface AutodeskViewing {
  Initializer(options: ReturnType<typeof initializerOptions>, ready: () => void): void;
  GuiViewer3D: new (container: HTMLElement) => GuiViewer;
  Document: {
    load(
      documentId: string,
      loaded: (document: ViewerDocument) => void,
      failed: (code: number, message: string) => void,
    ): void;
  };
}

declare global {
  interface Window {
    Autodesk?: { Viewing: AutodeskViewing };
  }
}

let loading: Promise<AutodeskViewing> | null = null;

/** Adds the viewer's style and script to the page once; a failed load is tried again next time. */
export function loadViewerSdk(): Promise<AutodeskViewing> {
  if (window.Autodesk) return Promise.resolve(window.Autodesk.Viewing);
  loading ??= new Promise<AutodeskViewing>((resolve, reject) => {
    const { script, style } = viewerAssets();
    if (!document.querySelector(`link[href="${style}"]`)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = style;
      document.head.append(link);
    }
    const element = document.createElement('script');
    element.src = script;
    element.async = true;
    element.onload = () => (window.Autodesk ? resolve(window.Autodesk.Viewing) : reject(new Error('viewer missing')));
    element.onerror = () => {
      element.remove();
      reject(new Error('viewer script failed'));
    };
    document.head.append(element);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
