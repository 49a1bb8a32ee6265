import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { MongoReadStore } from '../../services/platform/read-store/mongo-read-store';
import { describeWithDocker } from '../support/docker';
import { readStoreConformance } from './read-store.conformance';

describe('ReadStore conformance: in memory with mingo (embedded)', () => {
  readStoreConformance(async () => new MemoryReadStore());
});

describeWithDocker('ReadStore conformance: MongoDB', process.env.MONGO_URL, () => {
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
  readStoreConformance(() => MongoReadStore.connect(url));
});
