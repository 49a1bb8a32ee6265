import { type Collection, MongoClient } from 'mongodb';
import type { Clock } from '../clock/clock.port';
import { COMMAND_OUTCOME_DAYS, type CommandLog, type CommandOutcome } from './command-log.port';

interface OutcomeDocument {
  _id: string;
  request_hash: string;
  response: unknown;
  recorded_at: Date;
}

/** '|' never appears in an actor id. */
const keyOf = (actorId: string, commandId: string) => `${actorId}|${commandId}`;

/** The production command log: a MongoDB collection that every API replica shares, expired by a TTL index. */
export class MongoCommandLog implements CommandLog {
  private constructor(
    private readonly client: MongoClient,
    private readonly outcomes: Collection<OutcomeDocument>,
    private readonly clock: Clock,
  ) {}

  static async connect(url: string, clock: Clock): Promise<MongoCommandLog> {
    const client = await MongoClient.connect(url);
    const outcomes = client.db().collection<OutcomeDocument>('command_outcomes');
    await outcomes.createIndex({ recorded_at: 1 }, { expireAfterSeconds: COMMAND_OUTCOME_DAYS * 86_400 });
    return new MongoCommandLog(client, outcomes, clock);
  }

  async find(actorId: string, commandId: string): Promise<CommandOutcome | null> {
    const found = await this.outcomes.findOne({ _id: keyOf(actorId, commandId) });
    return found ? { requestHash: found.request_hash, response: found.response } : null;
  }

  async record(actorId: string, commandId: string, outcome: CommandOutcome): Promise<void> {
    // $setOnInsert keeps the first outcome when two replicas record the same command.
    await this.outcomes.updateOne(
      { _id: keyOf(actorId, commandId) },
      {
        $setOnInsert: {
          request_hash: outcome.requestHash,
          response: outcome.response,
          recorded_at: this.clock.now(),
        },
      },
      { upsert: true },
    );
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
