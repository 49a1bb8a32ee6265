import { type ListedProject, projectsOf } from './listed-projects';
import { type DemoTokens, startTestServer, type TestServer } from './test-server';

/** A test server and the demo users' tokens for one API suite; its fields are filled before the suite's tests run. */
export interface DemoStage extends DemoTokens {
  server: TestServer;
}

/** A demo stage that also knows the Jefe OT's projects: `projectId` is the first one listed. */
export interface DemoProjectStage extends DemoStage {
  projects: ListedProject[];
  projectId: string;
}

/** Starts a test server and signs in the demo users before the suite's tests, and closes the server after them. */
export function demoStage(serverOptions?: Parameters<typeof startTestServer>[0]): DemoStage {
  const stage = {} as DemoStage;
  beforeAll(async () => {
    stage.server = await startTestServer(serverOptions);
    Object.assign(stage, await stage.server.demoTokens());
  });
  afterAll(() => stage.server?.close());
  return stage;
}

/** A demo stage that also reads the Jefe OT's project list before the suite's tests. */
export function demoProjectStage(serverOptions?: Parameters<typeof startTestServer>[0]): DemoProjectStage {
  const stage = demoStage(serverOptions) as DemoProjectStage;
  beforeAll(async () => {
    stage.projects = await projectsOf(stage.server, stage.jefe);
    stage.projectId = stage.projects[0]!.id;
  });
  return stage;
}
