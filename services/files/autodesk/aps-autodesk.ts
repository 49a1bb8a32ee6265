import type { Clock } from '../../platform/clock/clock.port';
import type { ApsSettings } from '../../platform/config/config';
import { partsFor, partsOf, URLS_PER_REQUEST, urnOf } from './aps-upload';
import { AutodeskError, type AutodeskPort, type ModelSource, type TranslationProgress } from './autodesk.port';

/** What the server itself does with APS: keep its bucket, upload models, start translations. */
const SERVER_SCOPES = 'bucket:create bucket:read data:read data:write data:create';
/**
 * What the browser's viewer gets: the translated views only. The spec's client asks for data:read
 * and bucket:read, which would also let any holder list and download every project's original
 * files in the shared bucket (docs/decisions.md).
 */
export const VIEWER_SCOPES = 'viewables:read';
/** A cached token is renewed this long before it expires, so what the viewer gets lasts a while. */
const RENEW_BEFORE_MS = 5 * 60_000;
const CALL_TIMEOUT_MS = 60_000;
/** One part of 16 MiB may be slow to send; it still has to end. */
const PART_TIMEOUT_MS = 10 * 60_000;

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

type Json = Record<string, unknown>;

/** What this adapter sends: plain headers, a text or byte body. */
interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  signal?: AbortSignal;
}

/** The Autodesk Platform Services REST API over fetch (OAuth v2, OSS v2, Model Derivative v2). */
export class ApsAutodesk implements AutodeskPort {
  readonly configured = true;
  private readonly tokens = new Map<string, Promise<CachedToken>>();
  private bucketReady?: Promise<void>;

  constructor(
    private readonly settings: ApsSettings,
    private readonly clock: Clock,
  ) {}

  async viewerToken() {
    const { accessToken, expiresAt } = await this.token(VIEWER_SCOPES);
    return { accessToken, expiresIn: Math.round((expiresAt - this.clock.now().getTime()) / 1000) };
  }

  async translate(model: ModelSource, signal?: AbortSignal): Promise<string> {
    await this.ensureBucket(signal);
    const objectId = await this.upload(model, signal);
    const urn = urnOf(objectId);
    await this.call('iniciar la traducción', '/modelderivative/v2/designdata/job', {
      method: 'POST',
      // Forced: a model sent again under the same name is translated again, not answered from before.
      headers: { 'content-type': 'application/json', 'x-ads-force': 'true' },
      body: JSON.stringify({
        input: { urn },
        output: { formats: [{ type: 'svf2', views: ['2d', '3d'] }] },
      }),
      signal,
    });
    return urn;
  }

  async progress(urn: string): Promise<TranslationProgress | null> {
    const response = await this.send('consultar la traducción', `/modelderivative/v2/designdata/${urn}/manifest`, {});
    if (response.status === 404) return null;
    const manifest = await this.json('consultar la traducción', response);
    const status = String(manifest.status ?? 'pending');
    const known = ['pending', 'inprogress', 'success', 'failed', 'timeout'] as const;
    return {
      status: known.find((value) => value === status) ?? 'pending',
      progress: String(manifest.progress ?? ''),
    };
  }

  /** Two-legged token for the scopes, shared by concurrent callers and kept until shortly before it expires. */
  private async token(scopes: string): Promise<CachedToken> {
    const cached = this.tokens.get(scopes);
    const token = cached && (await cached.catch(() => undefined));
    if (token && token.expiresAt - RENEW_BEFORE_MS > this.clock.now().getTime()) return token;
    // Another caller renewed it while this one waited: take theirs.
    if (this.tokens.get(scopes) !== cached) return this.token(scopes);
    const fresh = this.requestToken(scopes);
    this.tokens.set(scopes, fresh);
    fresh.catch(() => {
      if (this.tokens.get(scopes) === fresh) this.tokens.delete(scopes);
    });
    return fresh;
  }

  private async requestToken(scopes: string): Promise<CachedToken> {
    const { clientId, clientSecret, baseUrl } = this.settings;
    const response = await this.fetch('obtener un token', `${baseUrl}/authentication/v2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes }).toString(),
    });
    const body = await this.json('obtener un token', response);
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new AutodeskError('obtener un token', response.status);
    }
    return { accessToken: body.access_token, expiresAt: this.clock.now().getTime() + body.expires_in * 1000 };
  }

  /** The bucket exists once per process: found, or made (persistent: models stay until deleted). */
  private ensureBucket(signal?: AbortSignal): Promise<void> {
    this.bucketReady ??= this.findOrCreateBucket(signal).catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  private async findOrCreateBucket(signal?: AbortSignal): Promise<void> {
    const { bucket } = this.settings;
    const details = await this.send('revisar el bucket', `/oss/v2/buckets/${bucket}/details`, { signal });
    if (details.ok) return;
    // 403: the key is another APS application's; bucket keys are global.
    if (details.status !== 404) throw new AutodeskError('revisar el bucket', details.status);
    const created = await this.send('crear el bucket', '/oss/v2/buckets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bucketKey: bucket, policyKey: 'persistent' }),
      signal,
    });
    // 409: made meanwhile by another process of this deployment.
    if (!created.ok && created.status !== 409) throw new AutodeskError('crear el bucket', created.status);
  }

  /** Signed S3 upload: part URLs from OSS, each part PUT to S3, then OSS told to complete. */
  private async upload({ objectKey, size, content }: ModelSource, signal?: AbortSignal): Promise<string> {
    const path = `/oss/v2/buckets/${this.settings.bucket}/objects/${encodeURIComponent(objectKey)}/signeds3upload`;
    const parts = partsFor(size);
    let uploadKey: string | undefined;
    let urls: string[] = [];
    let sent = 0;
    for await (const part of partsOf(content)) {
      if (sent >= parts) throw new AutodeskError('subir el modelo: más bytes que los registrados', null);
      if (sent === urls.length) {
        const batch = Math.min(URLS_PER_REQUEST, parts - sent);
        const signed = await this.signedUrls(path, sent + 1, batch, uploadKey, signal);
        uploadKey = signed.uploadKey;
        urls = [...urls, ...signed.urls];
      }
      // A part read from a stream sits in an ordinary ArrayBuffer, never a shared one.
      const body = new Uint8Array(part.buffer as ArrayBuffer, part.byteOffset, part.byteLength);
      // The signed URL is S3's own: no APS token goes with it.
      const put = await this.fetch('subir el modelo', urls[sent]!, { method: 'PUT', body, signal }, PART_TIMEOUT_MS);
      if (!put.ok) throw new AutodeskError('subir el modelo', put.status);
      sent += 1;
    }
    if (sent !== parts) throw new AutodeskError('subir el modelo: menos bytes que los registrados', null);
    const completed = await this.call('completar la subida', path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uploadKey, size }),
      signal,
    });
    return typeof completed.objectId === 'string'
      ? completed.objectId
      : `urn:adsk.objects:os.object:${this.settings.bucket}/${objectKey}`;
  }

  private async signedUrls(path: string, firstPart: number, parts: number, uploadKey?: string, signal?: AbortSignal) {
    const query = new URLSearchParams({
      firstPart: String(firstPart),
      parts: String(parts),
      minutesExpiration: '60',
      ...(uploadKey ? { uploadKey } : {}),
    });
    const signed = await this.call('pedir las URL de subida', `${path}?${query}`, { signal });
    if (typeof signed.uploadKey !== 'string' || !Array.isArray(signed.urls) || signed.urls.length < parts) {
      throw new AutodeskError('pedir las URL de subida', null);
    }
    return { uploadKey: signed.uploadKey, urls: signed.urls.map(String) };
  }

  /** A call with the server's token that must succeed; answers its JSON body. */
  private async call(step: string, path: string, init: Call): Promise<Json> {
    return this.json(step, await this.send(step, path, init));
  }

  /** A call with the server's token; the caller reads the status. */
  private async send(step: string, path: string, init: Call): Promise<Response> {
    const { accessToken } = await this.token(SERVER_SCOPES);
    const headers = { ...init.headers, authorization: `Bearer ${accessToken}` };
    return this.fetch(step, `${this.settings.baseUrl}${path}`, { ...init, headers });
  }

  /** Every call ends: answered, timed out, or stopped by the caller (whose abort is passed on as is). */
  private async fetch(step: string, url: string, init: Call, timeoutMs = CALL_TIMEOUT_MS): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new AutodeskError(step, null);
    }
  }

  private async json(step: string, response: Response): Promise<Json> {
    if (!response.ok) throw new AutodeskError(step, response.status);
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null) throw new AutodeskError(step, response.status);
    return body as Json;
  }
}
