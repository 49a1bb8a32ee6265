/** A project's main model chosen or cleared, one stream per project (`main-model-<project>`). */

export type MainModelEvent =
  | { type: 'MainModelSet'; data: { projectId: string; fileId: string } }
  | { type: 'MainModelCleared'; data: { projectId: string } };
