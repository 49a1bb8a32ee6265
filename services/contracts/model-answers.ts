/** How Planimetría's calls answer (spec: model files): built by services/files, read by the client. */

/** Where the Autodesk translation of a model's latest version stands, as this app knows it. */
export type ModelTranslation = { status: 'requested' } | { status: 'failed'; reason: string };

/** A model file of the project as Planimetría lists it. */
export interface ModelFile {
  id: string;
  name: string;
  description: string;
  size: number;
  version: number;
  created_at: string;
  updated_at: string;
  forge_file: { id: string };
  /** Autodesk formats: the translation's URN once the model was sent to Autodesk, and how it went. */
  urn: string | null;
  translation: ModelTranslation | null;
}
