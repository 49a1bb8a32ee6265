import type { Readable } from 'node:stream';
import { DomainError } from '../../platform/domain-error';

/** A token the browser's Autodesk viewer loads translated models with. */
export interface ViewerToken {
  accessToken: string;
  /** Seconds it stays valid. */
  expiresIn: number;
}

/** One version of a model, read from the BlobStore, sent to Autodesk. */
export interface ModelSource {
  /** The name it gets in the bucket; its extension tells Autodesk the format. */
  objectKey: string;
  size: number;
  content: Readable;
}

/** APS's word on a translation (the manifest): its status and a progress text such as '45% complete'. */
export interface TranslationProgress {
  status: 'pending' | 'inprogress' | 'success' | 'failed' | 'timeout';
  progress: string;
}

/**
 * Autodesk Platform Services as Planimetría needs it: a token for the viewer, and a model sent
 * to translation, so the viewer can open it.
 */
export interface AutodeskPort {
  readonly configured: boolean;
  viewerToken(): Promise<ViewerToken>;
  /** Uploads the model to the bucket and starts its translation; answers the model's URN. */
  translate(model: ModelSource, signal?: AbortSignal): Promise<string>;
  /** Null while Autodesk knows no translation of the URN. */
  progress(urn: string): Promise<TranslationProgress | null>;
}

export const AUTODESK = Symbol('Autodesk');

export const notConfigured = () =>
  new DomainError(
    'autodesk.not_configured',
    'El visor de Autodesk no está configurado: para ver este modelo, el administrador debe configurar el servicio de Autodesk (APS).',
    404,
  );

/** APS answered an error or could not be reached; its text never reaches a user as is. */
export class AutodeskError extends Error {
  constructor(
    /** What was asked, in Spanish, for the recorded reason of a failed translation. */
    readonly step: string,
    readonly status: number | null,
  ) {
    super(status === null ? `Autodesk no respondió (${step}).` : `Autodesk respondió ${status} (${step}).`);
    this.name = 'AutodeskError';
  }
}

export const autodeskUnavailable = () =>
  new DomainError(
    'autodesk.unavailable',
    'No fue posible conectar con el servicio de Autodesk. Por favor inténtalo nuevamente.',
    502,
  );

/** Without APS credentials: models are listed and downloaded, never sent to Autodesk. */
export const unconfiguredAutodesk: AutodeskPort = {
  configured: false,
  viewerToken: () => Promise.reject(notConfigured()),
  translate: () => Promise.reject(notConfigured()),
  progress: () => Promise.reject(notConfigured()),
};
