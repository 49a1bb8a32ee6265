import { MemoryReadStore } from '../../services/platform/read-store/memory-read-store';
import { MongoReadStore } from '../../services/platform/read-store/mongo-read-store';
import { describeWithMongo } from '../support/docker';
import { readStoreConformance } from './read-store.conformance';

describe('ReadStore conformance: in memory with mingo (embedded)', () => {
  readStoreConformance(async () => new MemoryReadStore());
});

describeWithMongo('ReadStore conformance: MongoDB', (url) => {
  readStoreConformance(() => MongoReadStore.connect(url()));
});
