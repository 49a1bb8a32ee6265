import { type Collection, MongoClient } from 'mongodb';
import type { Clock } from '../clock/clock.port';
import { COMMAND_OUTCOME_DAYS, type CommandLog, type RememberedRequest } from './command-log.port';

/** Documents recorded before issue 30 also hold the whole answer (`response`): never read, gone within the week. */
interface RequestDocument {
  _id: string;
  request_hash: string;
  recorded_at: Date;
}

/** '|' never appears in an actor id. */
const keyOf = (actorId: string, commandId: string) => `${actorId}|${commandId}`;

/** The production command log: a MongoDB collection that every API replica shares, expired by a TTL index. */
export class MongoCommandLog implements CommandLog {
  private constructor(
    private readonly client: MongoClient,
    private readonly requests: Collection<RequestDocument>,
    private readonly clock: Clock,
  ) {}

  static async connect(url: string, clock: Clock): Promise<MongoCommandLog> {
    const client = await MongoClient.connect(url);
    const requests = client.db().collection<RequestDocument>('command_outcomes');
    await requests.createIndex({ recorded_at: 1 }, { expireAfterSeconds: COMMAND_OUTCOME_DAYS * 86_400 });
    return new MongoCommandLog(client, requests, clock);
  }

  async find(actorId: string, commandId: string): Promise<RememberedRequest | null> {
    const found = await this.requests.findOne({ _id: keyOf(actorId, commandId) }, { projection: { request_hash: 1 } });
    return found ? { requestHash: found.request_hash } : null;
  }

  async record(actorId: string, commandId: string, request: RememberedRequest): Promise<void> {
    // $setOnInsert keeps the first record when two replicas record the same command.
    await this.requests.updateOne(
      { _id: keyOf(actorId, commandId) },
      { $setOnInsert: { request_hash: request.requestHash, recorded_at: this.clock.now() } },
      { upsert: true },
    );
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
