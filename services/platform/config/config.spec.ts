import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded stack on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.eventStore).toEqual({ kind: 'sqlite' });
    expect(config.readStore).toEqual({ kind: 'memory' });
    expect(config.demoData).toBe(true);
    expect(config.role).toBe('all');
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', EVENT_STORE: 'esdb', READ_STORE: 'postgres', FAENA_DEMO_DATA: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.sort()).toEqual([
      'ESDB_URL is required',
      'FAENA_DEMO_DATA must be true or false, got "maybe"',
      'PORT must be a whole number from 1 to 65535, got "abc"',
      'READ_STORE must be one of memory, mongo, got "postgres"',
    ]);
  });

  it('selects the production adapters with their URLs', () => {
    const config = loadConfig({
      EVENT_STORE: 'esdb',
      ESDB_URL: 'esdb://localhost:2113?tls=false',
      READ_STORE: 'mongo',
      MONGO_URL: 'mongodb://localhost/faena',
    });
    expect(config.eventStore).toEqual({ kind: 'esdb', url: 'esdb://localhost:2113?tls=false' });
    expect(config.readStore).toEqual({ kind: 'mongo', url: 'mongodb://localhost/faena' });
  });

  it('keeps files in an S3 bucket when told, with every setting it needs', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'fs' });
    const s3 = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'faena',
      S3_ACCESS_KEY: 'faena',
      S3_SECRET_KEY: 'secreto',
    };
    expect(loadConfig({ BLOB_STORE: 's3', ...s3 }).blobStore).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'faena',
      accessKey: 'faena',
      secretKey: 'secreto',
      region: 'us-east-1',
    });
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must start with http:\/\/ or https:\/\/[\s\S]*S3_BUCKET is required[\s\S]*S3_SECRET_KEY is required/,
    );
  });

  it('trusts no proxy unless told how many hops or which addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ FAENA_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ FAENA_TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('splits the API from the projector only over a shared MongoDB read store', () => {
    const mongo = { READ_STORE: 'mongo', MONGO_URL: 'mongodb://localhost/faena' };
    expect(loadConfig({ ...mongo, FAENA_ROLE: 'api' }).role).toBe('api');
    expect(loadConfig({ ...mongo, FAENA_ROLE: 'projector' }).role).toBe('projector');
    expect(() => loadConfig({ ...mongo, FAENA_ROLE: 'worker' })).toThrow(
      'FAENA_ROLE must be one of all, api, projector, got "worker"',
    );
    expect(() => loadConfig({ FAENA_ROLE: 'api' })).toThrow('FAENA_ROLE=api needs READ_STORE=mongo');
  });

  it('asks for forecasts only with WEATHER_API_KEY, at OpenWeatherMap unless told', () => {
    expect(loadConfig({}).weather).toBeNull();
    expect(loadConfig({ WEATHER_API_KEY: 'k' }).weather).toEqual({
      apiUrl: 'https://api.openweathermap.org/data/2.5',
      apiKey: 'k',
    });
    expect(loadConfig({ WEATHER_API_KEY: 'k', WEATHER_API_URL: 'http://127.0.0.1:9/clima/' }).weather?.apiUrl).toBe(
      'http://127.0.0.1:9/clima',
    );
    expect(() => loadConfig({ WEATHER_API_KEY: 'k', WEATHER_API_URL: 'ftp://clima' })).toThrow(/WEATHER_API_URL/);
  });

  it('opens the Autodesk viewer only with both APS keys, in a bucket of its own', () => {
    expect(loadConfig({}).aps).toBeNull();
    const aps = loadConfig({ APS_CLIENT_ID: 'Cliente1', APS_CLIENT_SECRET: 'secreto' }).aps;
    expect(aps).toEqual({
      clientId: 'Cliente1',
      clientSecret: 'secreto',
      bucket: expect.stringMatching(/^faena-[0-9a-f]{16}$/),
      baseUrl: 'https://developer.api.autodesk.com',
    });
    // The same application always lands in the same bucket; another application in another.
    expect(loadConfig({ APS_CLIENT_ID: 'Cliente1', APS_CLIENT_SECRET: 'otro' }).aps?.bucket).toBe(aps?.bucket);
    expect(loadConfig({ APS_CLIENT_ID: 'Cliente2', APS_CLIENT_SECRET: 'secreto' }).aps?.bucket).not.toBe(aps?.bucket);
    expect(
      loadConfig({
        APS_CLIENT_ID: 'c',
        APS_CLIENT_SECRET: 's',
        APS_BUCKET: 'modelos-obra',
        APS_BASE_URL: 'http://127.0.0.1:9999/',
      }).aps,
    ).toMatchObject({ bucket: 'modelos-obra', baseUrl: 'http://127.0.0.1:9999' });
  });

  it('refuses half the APS keys, a bucket APS would refuse and a base URL that is not one', () => {
    expect(() => loadConfig({ APS_CLIENT_ID: 'c' })).toThrow(
      /APS_CLIENT_ID and APS_CLIENT_SECRET must be set together/,
    );
    expect(() => loadConfig({ APS_CLIENT_SECRET: 's' })).toThrow(/must be set together/);
    expect(() =>
      loadConfig({ APS_CLIENT_ID: 'c', APS_CLIENT_SECRET: 's', APS_BUCKET: 'Modelos Obra', APS_BASE_URL: 'ftp://x' }),
    ).toThrow(/APS_BUCKET must be 3 to 128 characters[\s\S]*APS_BASE_URL must start with http:\/\/ or https:\/\//);
  });

  it('sends the 08:00 reminders and daily reports unless DAILY_MAILS says not to', () => {
    expect(loadConfig({}).dailyMails).toBe(true);
    expect(loadConfig({ DAILY_MAILS: 'false' }).dailyMails).toBe(false);
    expect(() => loadConfig({ DAILY_MAILS: 'sometimes' })).toThrow(/DAILY_MAILS must be true or false/);
  });

  it('reads one feed key per consumer, and the Kafka relay only with FEED=kafka and its brokers', () => {
    expect(loadConfig({}).feed).toEqual({ keys: [], kafka: null });
    const keys = 'erp:0123456789abcdef, bi:fedcba9876543210';
    expect(loadConfig({ FEED_KEYS: keys }).feed.keys).toEqual([
      { consumer: 'erp', key: '0123456789abcdef' },
      { consumer: 'bi', key: 'fedcba9876543210' },
    ]);
    expect(loadConfig({ FEED: 'kafka', KAFKA_BROKERS: 'k1:9092, k2:9093' }).feed.kafka).toEqual({
      brokers: ['k1:9092', 'k2:9093'],
    });
  });

  it('refuses short or unnamed feed keys without echoing them, repeated consumers, and Kafka without brokers', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    const short = refusal({ FEED_KEYS: 'erp:corta,0123456789abcdefgh' });
    expect(short).toMatch(/entry 1 is not[\s\S]*entry 2 is not/);
    expect(short).not.toMatch(/corta|0123456789/);
    expect(refusal({ FEED_KEYS: 'erp:0123456789abcdef,erp:fedcba9876543210' })).toMatch(
      /names the consumer "erp" twice/,
    );
    expect(refusal({ FEED_KEYS: 'erp:0123456789abcdef,bi:0123456789abcdef' })).toMatch(/key of another consumer/);
    expect(refusal({ FEED: 'kafka' })).toMatch(/FEED=kafka needs KAFKA_BROKERS/);
    expect(refusal({ FEED: 'kafka', KAFKA_BROKERS: 'http://k1' })).toMatch(/KAFKA_BROKERS must be host:port/);
    expect(refusal({ FEED: 'file' })).toMatch(/FEED must be one of http, kafka/);
  });
});
