/**
 * The spec's upload types (document 3, "Upload types"): what a file belongs to and which payload
 * fields name it. Types 1 to 7 belong to items (tasks, RDI, additionals) and are accepted once the
 * item exists; type 8 is one of the project's models (Planimetría); type 9 a Libro de Obra entry.
 */
export const UPLOAD_TYPES = {
  1: { item: 'task', fields: ['task_id'] },
  2: { item: 'task_interaction', fields: ['task_id', 'tr_interaction_id'] },
  3: { item: 'rdi', fields: ['rdi_id'] },
  4: { item: 'rdi_interaction', fields: ['rdi_id', 'rdi_interaction_id'] },
  5: { item: 'additional', fields: ['additional_id'] },
  6: { item: 'additional_revision', fields: ['additional_id', 'additional_revision_id'] },
  7: { item: 'possible_additional', fields: ['task_id'] },
  8: { item: 'model', fields: [] },
  /** Ours (issue 33): a draft of the Libro de Obra, by its author, until it is signed. */
  9: { item: 'site_book_entry', fields: ['entry_id'] },
} as const;

export type UploadType = keyof typeof UPLOAD_TYPES;
export type ItemType = (typeof UPLOAD_TYPES)[UploadType]['item'];

export const isUploadType = (value: number): value is UploadType => Object.hasOwn(UPLOAD_TYPES, value);

/** What a file is attached to: an item of the project (by its ids), or the project's models. */
export interface FileOwner {
  type: ItemType;
  /** The ids the upload named, by payload field; empty for models. */
  ids: Record<string, string>;
}

/** Spec 9: an upload may take an hour (the browser's timeout and the server's). */
export const UPLOAD_TIMEOUT_MS = 3_600_000;

/** Every project holds up to 10 GB of files, all versions counted (spec: 10737418240 bytes). */
export const PROJECT_STORAGE_QUOTA = 10_737_418_240;

/** The model formats Planimetría takes: the Autodesk ones of the spec, and IFC, which opens in the app. */
export const MODEL_EXTENSIONS = ['dwg', 'dwfx', 'rvt', 'nwc', 'nwd', 'ifc'] as const;

/**
 * The files an item takes (every upload type but models): documents, images, video, audio,
 * spreadsheets, drawings and models. The one list the server checks by (`services/files/
 * file-content.ts`, which also checks each file's bytes) and the client's pickers offer and check
 * as a file is picked (issue 31).
 */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'heic',
  'mp4',
  'mov',
  'mp3',
  'm4a',
  'doc',
  'xls',
  'ppt',
  'docx',
  'xlsx',
  'pptx',
  'zip',
  'txt',
  'csv',
  ...MODEL_EXTENSIONS,
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The extensions an upload type takes: models for Planimetría, any accepted file for items. */
export const uploadExtensions = (type: UploadType): readonly string[] =>
  type === 8 ? MODEL_EXTENSIONS : ATTACHMENT_EXTENSIONS;

/** A file name's extension, lower case, '' without one (as node's `extname`: '.env' has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The refusal of a file of an extension the upload type does not take. */
export const wrongExtensionMessage = (type: UploadType) =>
  `El archivo debe ser ${uploadExtensions(type)
    .map((extension) => `.${extension}`)
    .join(', ')}.`;

/** A project's storage use (spec: Project storage): every version counts against the quota. */
export interface StorageFigures {
  total_size: number;
  total_count: number;
  /** The latest version of each file. */
  total_files_size: number;
  total_files_count: number;
  /** The versions before the latest. */
  total_files_version_size: number;
  total_files_version_count: number;
}

export const NO_STORAGE_USED: StorageFigures = {
  total_size: 0,
  total_count: 0,
  total_files_size: 0,
  total_files_count: 0,
  total_files_version_size: 0,
  total_files_version_count: 0,
};
