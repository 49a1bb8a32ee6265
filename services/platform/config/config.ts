import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { S3Settings } from '../blob-store/s3-blob-store';
import { DEFAULT_SENDER } from '../mailer/mailer.port';

export interface AppConfig {
  port: number;
  dataDir: string;
  /** The built client (`vite build` output), served at /. */
  clientDir: string;
  tokenSecret?: string;
  tokenTtlHours: number;
  demoData: boolean;
  /** With the demo data, a site's weeks of tasks, RDI and additionals (off: the organisation and projects only). */
  demoStory: boolean;
  eventStore: { kind: 'sqlite' } | { kind: 'esdb'; url: string };
  readStore: { kind: 'memory' } | { kind: 'mongo'; url: string };
  /** Where files go: folders under the data directory (the embedded default) or an S3 bucket. */
  blobStore: { kind: 'fs' } | ({ kind: 's3' } & S3Settings);
  /**
   * What this process does: `all` serves the API and projects (the embedded default), `api`
   * serves the API and follows the checkpoints a separate `projector` writes to MongoDB.
   */
  role: AppRole;
  bodyLimit: string;
  /** Public Mapbox token for the address map picker; without one the form asks for coordinates. */
  mapboxToken: string | null;
  /** SMTP server for e-mail; without one, mail goes to the outbox folder. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Address of the app as users reach it, for links in e-mails. */
  publicUrl: string;
  /** The 08:00 (Chile) reminders and daily reports e-mails; off in tests that do not ask for them. */
  dailyMails: boolean;
  /**
   * Which proxies in front may name the client's address (Express `trust proxy`): the per-address
   * sign-in limits need the real address. false: none (the app is reached directly).
   */
  trustProxy: false | number | string;
  /** Autodesk Platform Services, for the Autodesk viewer of Planimetría; null when not configured. */
  aps: ApsSettings | null;
  /** Chromium for items' PDFs (CHROMIUM_PATH, else /usr/bin/chromium if present); null: no PDFs. */
  chromiumPath: string | null;
  /** The dashboard's 5-day forecast service; null without WEATHER_API_KEY (the panel says so). */
  weather: WeatherSettings | null;
  feed: FeedSettings;
}

/** The feed for company systems (`GET /api/feed`), and the Kafka relay when FEED=kafka. */
export interface FeedSettings {
  /** One key per consuming system (FEED_KEYS `erp:<key>,bi:<key>`); none: the feed answers no one. */
  keys: FeedKey[];
  /** The brokers the relay publishes to (FEED=kafka, KAFKA_BROKERS); null: no relay. */
  kafka: { brokers: string[] } | null;
}

export interface FeedKey {
  consumer: string;
  key: string;
}

/** A feed key is a shared secret: long enough not to be guessed. */
export const FEED_KEY_MIN_LENGTH = 16;

export interface WeatherSettings {
  /** OpenWeatherMap's https://api.openweathermap.org/data/2.5, or a service answering its format. */
  apiUrl: string;
  apiKey: string;
}

/** Debian's Chromium, where `scripts/install.sh` puts it. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const WEATHER_DEFAULT_URL = 'https://api.openweathermap.org/data/2.5';

export interface ApsSettings {
  clientId: string;
  clientSecret: string;
  /** The OSS bucket the models are uploaded to for translation. */
  bucket: string;
  /** https://developer.api.autodesk.com, or a stand-in (tests). */
  baseUrl: string;
}

/** APS bucket keys are global across every APS application: 3 to 128 of these characters. */
const APS_BUCKET_KEY = /^[-_.a-z0-9]{3,128}$/;
export const APS_DEFAULT_BASE_URL = 'https://developer.api.autodesk.com';

export const APP_ROLES = ['all', 'api', 'projector'] as const;
export type AppRole = (typeof APP_ROLES)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and checks every variable at once, so a bad deployment lists all its mistakes in one go. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };
  const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
    return fallback;
  };
  const url = (name: string, schemes: readonly string[]): string => {
    const raw = env[name];
    if (!raw) {
      problems.push(`${name} is required`);
      return '';
    }
    if (!schemes.some((scheme) => raw.startsWith(`${scheme}://`))) {
      problems.push(`${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')}, got "${raw}"`);
    }
    return raw;
  };

  const tokenSecret = env.FAENA_TOKEN_SECRET;
  if (tokenSecret !== undefined && tokenSecret.length < 32) {
    problems.push('FAENA_TOKEN_SECRET must be at least 32 characters long');
  }
  const port = integer('PORT', 3000, 1, 65535);
  const eventStoreKind = oneOf('EVENT_STORE', ['sqlite', 'esdb'] as const, 'sqlite');
  const readStoreKind = oneOf('READ_STORE', ['memory', 'mongo'] as const, 'memory');
  const role = oneOf('FAENA_ROLE', APP_ROLES, 'all');
  const blobStoreKind = oneOf('BLOB_STORE', ['fs', 's3'] as const, 'fs');
  const required = (name: string): string => {
    const raw = env[name];
    if (!raw) problems.push(`${name} is required`);
    return raw ?? '';
  };
  if (role !== 'all' && readStoreKind !== 'mongo') {
    problems.push(
      `FAENA_ROLE=${role} needs READ_STORE=mongo: the in-memory read models live in one process, which must be FAENA_ROLE=all`,
    );
  }
  const config: AppConfig = {
    port,
    dataDir: resolve(env.FAENA_DATA_DIR || './data'),
    clientDir: resolve(env.FAENA_CLIENT_DIR || './dist/client'),
    ...(tokenSecret ? { tokenSecret } : {}),
    tokenTtlHours: integer('FAENA_TOKEN_TTL_HOURS', 12, 1, 24 * 30),
    demoData: boolean('FAENA_DEMO_DATA', true),
    demoStory: boolean('FAENA_DEMO_STORY', true),
    eventStore:
      eventStoreKind === 'esdb'
        ? { kind: 'esdb', url: url('ESDB_URL', ['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover']) }
        : { kind: 'sqlite' },
    readStore:
      readStoreKind === 'mongo'
        ? { kind: 'mongo', url: url('MONGO_URL', ['mongodb', 'mongodb+srv']) }
        : { kind: 'memory' },
    blobStore:
      blobStoreKind === 's3'
        ? {
            kind: 's3',
            endpoint: url('S3_ENDPOINT', ['http', 'https']),
            bucket: required('S3_BUCKET'),
            accessKey: required('S3_ACCESS_KEY'),
            secretKey: required('S3_SECRET_KEY'),
            region: env.S3_REGION || 'us-east-1',
          }
        : { kind: 'fs' },
    role,
    bodyLimit: '1mb',
    mapboxToken: env.MAPBOX_TOKEN || null,
    smtpUrl: env.SMTP_URL ? url('SMTP_URL', ['smtp', 'smtps']) : null,
    mailFrom: env.MAIL_FROM || DEFAULT_SENDER,
    dailyMails: boolean('DAILY_MAILS', true),
    publicUrl: (env.FAENA_PUBLIC_URL ? url('FAENA_PUBLIC_URL', ['http', 'https']) : `http://localhost:${port}`).replace(
      /\/$/,
      '',
    ),
    trustProxy: trustProxy(env.FAENA_TRUST_PROXY),
    aps: apsSettings(env, problems, url),
    chromiumPath: env.CHROMIUM_PATH || (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : null),
    weather: env.WEATHER_API_KEY
      ? {
          apiUrl: (env.WEATHER_API_URL ? url('WEATHER_API_URL', ['http', 'https']) : WEATHER_DEFAULT_URL).replace(
            /\/$/,
            '',
          ),
          apiKey: env.WEATHER_API_KEY,
        }
      : null,
    feed: feedSettings(env, problems, oneOf),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * APS_CLIENT_ID and APS_CLIENT_SECRET come together or not at all. The bucket's default is made
 * from the client id: stable across restarts, and unique, as bucket keys must be across APS.
 */
function apsSettings(
  env: Env,
  problems: string[],
  url: (name: string, schemes: readonly string[]) => string,
): ApsSettings | null {
  const clientId = env.APS_CLIENT_ID || '';
  const clientSecret = env.APS_CLIENT_SECRET || '';
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    problems.push('APS_CLIENT_ID and APS_CLIENT_SECRET must be set together (or neither, without the Autodesk viewer)');
    return null;
  }
  const bucket = env.APS_BUCKET || `faena-${createHash('sha256').update(clientId).digest('hex').slice(0, 16)}`;
  if (!APS_BUCKET_KEY.test(bucket)) {
    problems.push(`APS_BUCKET must be 3 to 128 characters of a-z, 0-9, '-', '_' and '.', got "${bucket}"`);
  }
  const baseUrl = (env.APS_BASE_URL ? url('APS_BASE_URL', ['http', 'https']) : APS_DEFAULT_BASE_URL).replace(/\/$/, '');
  return { clientId, clientSecret, bucket, baseUrl };
}

/** FEED_KEYS (`consumer:key` pairs, comma-separated), FEED (`http` or `kafka`) and KAFKA_BROKERS (`host:port` list). */
function feedSettings(
  env: Env,
  problems: string[],
  oneOf: <T extends string>(name: string, values: readonly T[], fallback: T) => T,
): FeedSettings {
  const keys: FeedKey[] = [];
  const entries = (env.FEED_KEYS ?? '').split(',').map((part) => part.trim());
  for (const [index, entry] of entries.entries()) {
    if (!entry) continue;
    const separator = entry.indexOf(':');
    const consumer = separator > 0 ? entry.slice(0, separator).trim() : '';
    const key = separator > 0 ? entry.slice(separator + 1).trim() : '';
    if (!/^[a-z0-9_-]+$/i.test(consumer) || key.length < FEED_KEY_MIN_LENGTH) {
      problems.push(
        // The entry's number, never its text: it holds a secret.
        `FEED_KEYS must be consumer:key pairs separated by commas (consumer of letters, digits, - or _; key of at least ${FEED_KEY_MIN_LENGTH} characters); entry ${index + 1} is not`,
      );
      continue;
    }
    if (keys.some((known) => known.consumer === consumer))
      problems.push(`FEED_KEYS names the consumer "${consumer}" twice`);
    else if (keys.some((known) => known.key === key))
      problems.push(`FEED_KEYS gives "${consumer}" the key of another consumer`);
    else keys.push({ consumer, key });
  }
  if (oneOf('FEED', ['http', 'kafka'] as const, 'http') === 'http') return { keys, kafka: null };
  const brokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (brokers.length === 0) problems.push('FEED=kafka needs KAFKA_BROKERS, e.g. "kafka:9092" or "k1:9092,k2:9092"');
  for (const broker of brokers) {
    if (!/^[^\s:/]+:\d{1,5}$/.test(broker)) problems.push(`KAFKA_BROKERS must be host:port entries, got "${broker}"`);
  }
  return { keys, kafka: { brokers } };
}

/** FAENA_TRUST_PROXY: a number of proxy hops, or Express's list of addresses ('loopback, 10.0.0.0/8'). */
function trustProxy(raw: string | undefined): false | number | string {
  if (!raw) return false;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}
