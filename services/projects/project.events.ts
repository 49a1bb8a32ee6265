/**
 * What happens to a project, one stream per project: the contract between its decider, the read
 * models and the feed.
 */

export interface ProjectFields {
  companyId: string;
  internalId: string;
  name: string;
  description: string;
  address: string;
  geo: { latitude: number; longitude: number } | null;
  /** Blob key of the project image, or null. */
  image: string | null;
  projectTypeId: number;
  specialties: string[];
  currencyId: number;
  contractValue: number;
  totalDays: number;
  /** Calendar date, YYYY-MM-DD. */
  startDate: string;
}

export type ProjectEvent =
  | { type: 'ProjectCreated'; data: { projectId: string; rdiNewSystem: boolean } & ProjectFields }
  | { type: 'ProjectUpdated'; data: { projectId: string } & ProjectFields }
  | { type: 'ProjectClosed'; data: { projectId: string; reason: string; closedBy: string } }
  | { type: 'ProjectReopened'; data: { projectId: string; reason: string; reopenedBy: string } }
  | { type: 'RdiCloseSystemChanged'; data: { projectId: string; newSystem: boolean } }
  | { type: 'StatusBoardUpdated'; data: { projectId: string; statusBoard: string } };
