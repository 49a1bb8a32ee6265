import type { TestServer } from './test-server';

/** A project as the project list (getProjectsByUser) answers it, in the fields the tests read. */
export interface ListedProject {
  id: string;
  name: string;
  rdi_close_system: { new_system: boolean };
}

/** The projects the token's user sees, in the list's order. */
export const projectsOf = async (server: TestServer, token: string): Promise<ListedProject[]> =>
  (await server.call('/project/getProjectsByUser', {}, token)).body.projects as ListedProject[];
