import { CompressionTypes, Kafka, logLevel, type Producer } from 'kafkajs';
import type { FeedMessage, FeedPublisher } from './feed-publisher.port';

/**
 * The feed on Kafka: an idempotent producer (one request in flight, so retries neither duplicate
 * nor reorder within a partition), every message acknowledged by all in-sync replicas. The key is
 * the item's stream, so one item's events stay in one partition, in order.
 */
export class KafkaFeedPublisher implements FeedPublisher {
  private readonly producer: Producer;
  /** Connected on first use, and again after a failure: a broker that is down holds up the feed, not the app's start. */
  private connected?: Promise<void>;

  constructor(brokers: readonly string[], clientId = 'faena-feed') {
    const kafka = new Kafka({ clientId, brokers: [...brokers], logLevel: logLevel.WARN });
    this.producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
  }

  async publish(batch: readonly FeedMessage[]): Promise<void> {
    if (batch.length === 0) return;
    this.connected ??= this.producer.connect();
    try {
      await this.connected;
    } catch (error) {
      this.connected = undefined;
      throw error;
    }
    const byTopic = new Map<string, FeedMessage[]>();
    for (const message of batch) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await this.producer.sendBatch({
      acks: -1,
      compression: CompressionTypes.GZIP,
      topicMessages: [...byTopic].map(([topic, messages]) => ({
        topic,
        messages: messages.map(({ key, envelope }) => ({
          key,
          value: JSON.stringify(envelope),
          headers: { type: envelope.type, version: String(envelope.version), id: envelope.id },
        })),
      })),
    });
  }

  async close(): Promise<void> {
    if (this.connected) await this.producer.disconnect();
  }
}
