import { Kafka, logLevel } from 'kafkajs';
import type { FeedEnvelope } from '../../services/platform/feed/feed-family';
import { KafkaFeedPublisher } from '../../services/platform/feed/kafka-feed-publisher';
import { describeWithDocker } from '../support/docker';
import { freePort } from '../support/test-server';

const envelope = (position: number, stream: string): FeedEnvelope => ({
  id: `e${position}`,
  type: 'task.closed',
  version: 1,
  stream,
  position,
  occurred_at: '2026-11-24T10:00:00.000Z',
  actor: 'iris',
  project_id: 'p1',
  data: { task_id: stream.slice(5) },
});

/** KAFKA_BROKERS when set (a broker with topic auto-creation), else a throwaway apache/kafka container. */
describeWithDocker('FeedPublisher: Kafka (kafkajs)', process.env.KAFKA_BROKERS, () => {
  let brokers: string[] = process.env.KAFKA_BROKERS?.split(',') ?? [];
  let stop: () => Promise<unknown> = async () => {};
  beforeAll(async () => {
    if (brokers.length > 0) return;
    const { GenericContainer, Wait } = await import('testcontainers');
    // The broker must advertise the address the test reaches it at: a host port chosen up front.
    const port = await freePort();
    const container = await new GenericContainer('apache/kafka:3.9.0')
      .withEnvironment({
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
        KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
        KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://localhost:${port}`,
        KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      })
      .withExposedPorts({ container: 9092, host: port })
      .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
      .start();
    brokers = [`localhost:${port}`];
    stop = () => container.stop();
  }, 180_000);
  afterAll(() => stop());

  it('publishes envelopes to their topic keyed by stream, in order per stream, through an idempotent producer', async () => {
    const topic = `faena.tasks.test-${Date.now()}`;
    const kafka = new Kafka({ clientId: 'faena-feed-test', brokers, logLevel: logLevel.WARN });
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
    await admin.disconnect();

    const publisher = new KafkaFeedPublisher(brokers);
    const streams = ['task-a', 'task-b', 'task-c'];
    const sent = Array.from({ length: 30 }, (_, n) => envelope(n + 1, streams[n % 3]!));
    await publisher.publish(sent.slice(0, 10).map((e) => ({ topic, key: e.stream, envelope: e })));
    await publisher.publish(sent.slice(10).map((e) => ({ topic, key: e.stream, envelope: e })));
    await publisher.close();

    const consumer = kafka.consumer({ groupId: `test-${Date.now()}` });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    const received: Array<{ key: string; envelope: FeedEnvelope }> = [];
    await new Promise<void>((resolve) => {
      void consumer.run({
        eachMessage: async ({ message }) => {
          received.push({ key: String(message.key), envelope: JSON.parse(String(message.value)) as FeedEnvelope });
          if (received.length === sent.length) resolve();
        },
      });
    });
    await consumer.disconnect();
    for (const stream of streams) {
      const ofStream = received.filter((message) => message.key === stream).map((m) => m.envelope.position);
      expect(ofStream).toEqual(sent.filter((e) => e.stream === stream).map((e) => e.position));
    }
    expect(received.find((m) => m.envelope.id === 'e1')?.envelope).toEqual(sent[0]);
  }, 120_000);
});
