import type { FeedEnvelope } from './feed-family';

/** One integration event on its way out: its family's topic, keyed by its stream (order per item). */
export interface FeedMessage {
  topic: string;
  key: string;
  envelope: FeedEnvelope;
}

/** Where the relay publishes the feed for company systems (Kafka in production). */
export interface FeedPublisher {
  /** Publishes the batch in order; resolves once every message is acknowledged, rejects if any is not. */
  publish(batch: readonly FeedMessage[]): Promise<void>;
  close(): Promise<void>;
}

export const FEED_PUBLISHER = Symbol('FeedPublisher');
