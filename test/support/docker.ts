import { existsSync } from 'node:fs';

/** testcontainers needs a Docker engine; without one the production-adapter suites say so and skip. */
export const dockerAvailable = (): boolean => Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');

export function describeWithDocker(name: string, externalUrl: string | undefined, body: () => void): void {
  if (externalUrl || dockerAvailable()) {
    describe(name, body);
    return;
  }
  console.log(`${name}: skipped: no Docker (set DOCKER_HOST or run where Docker exists)`);
  describe.skip(`${name} (skipped: no Docker)`, body);
}

/**
 * A suite against MongoDB: MONGO_URL when set, else a throwaway container (testcontainers); `url()`
 * is the database to use once the suite has started.
 */
export function describeWithMongo(name: string, body: (url: () => string) => void): void {
  describeWithDocker(name, process.env.MONGO_URL, () => {
    let url = process.env.MONGO_URL ?? '';
    let stop: () => Promise<unknown> = async () => {};
    beforeAll(async () => {
      if (url) return;
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      const container = await new MongoDBContainer('mongo:7.0.16').start();
      url = `${container.getConnectionString()}/faena_conformance?directConnection=true`;
      stop = () => container.stop();
    }, 180_000);
    afterAll(() => stop());
    body(() => url);
  });
}

/**
 * A suite against EventStoreDB: ESDB_URL when set, else a throwaway in-memory node
 * (testcontainers); `url()` is its connection string once the suite has started.
 */
export function describeWithEsdb(name: string, body: (url: () => string) => void): void {
  describeWithDocker(name, process.env.ESDB_URL, () => {
    let url = process.env.ESDB_URL ?? '';
    let stop: () => Promise<unknown> = async () => {};
    beforeAll(async () => {
      if (url) return;
      const { GenericContainer, Wait } = await import('testcontainers');
      const container = await new GenericContainer('eventstore/eventstore:24.10.5-bookworm-slim')
        .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_MEM_DB: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None' })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
        .start();
      url = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
      stop = () => container.stop();
    }, 180_000);
    afterAll(() => stop());
    body(() => url);
  });
}
