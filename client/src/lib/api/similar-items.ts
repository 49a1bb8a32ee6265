import { post } from '../http';

/** Spec 3, 'Search result' (global search adds status and ended_at). */
export interface FoundItem {
  id: string;
  number: number;
  title: string;
  description: string;
  /** The description's opening as plain words, made by the server. */
  snippet: string;
  status?: number;
  ended_at?: string | null;
}

export interface FoundItems {
  tasks: FoundItem[];
  rdis: FoundItem[];
}

/** Tasks and RDIs whose title resembles `search` (spec 2, similar-items panel). */
export function searchSimilar(projectId: string, search: string) {
  return post<FoundItems>('/general/searchSimilar', { project_id: projectId, search, exclude_description: false });
}

/** The header's global search (spec 2.7): tasks and RDI of the project by number and title. */
export function searchEverywhere(projectId: string, search: string) {
  return post<FoundItems>('/general/search', { project_id: projectId, search });
}
