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
