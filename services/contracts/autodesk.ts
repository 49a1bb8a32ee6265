/**
 * The model formats that open in the Autodesk viewer once translated by APS (spec 9: Planimetría).
 * Shared with the client, which opens these with the Autodesk viewer and IFC with its own.
 */
export const AUTODESK_MODEL_EXTENSIONS = ['dwg', 'dwfx', 'rvt', 'nwc', 'nwd'] as const;

/** The file's extension, lower-case, without the dot ('' for a name without one). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const isAutodeskModel = (name: string): boolean =>
  (AUTODESK_MODEL_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Where the translation of a model stands (the files read model, refined by APS's manifest). */
export type TranslationStatus = 'requested' | 'failed' | 'pending' | 'inprogress' | 'success' | 'timeout';

/** The answer of `POST /forge/forgeGetToken`. */
export interface ForgeTokenAnswer {
  code: 200;
  access_token: { applicationToken: string; expires_in: number };
}
