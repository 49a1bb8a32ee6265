/**
 * How deep a request's JSON may nest. No form or call of ours goes past 3 levels (a list of
 * objects in a body); past this limit a body is refused before anything walks it, since every
 * recursive walk (class-transformer, the request digest) would overflow the stack at some depth.
 */
export const MAX_JSON_DEPTH = 32;

export const MALFORMED_REQUEST = 'La solicitud está mal formada.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text (or its UTF-8 bytes) opens more than `max` arrays and objects inside each other,
 * brackets within strings aside. One pass that stops at the first level too deep: a megabyte of
 * brackets is refused after the 33rd. UTF-8 bytes of other characters never look like these.
 */
export function exceedsJsonDepth(json: string | Uint8Array, max = MAX_JSON_DEPTH): boolean {
  const bytes = typeof json === 'string' ? null : json;
  const text = typeof json === 'string' ? json : '';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = bytes === null ? text.charCodeAt(i) : bytes[i];
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** What body-parser's `verify` throws: an error it passes on with this status and type, for the API error filter to word. */
class BodyRefusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
  ) {
    super(type);
    this.name = 'BodyRefusal';
  }
}

/**
 * body-parser's `verify` for JSON bodies: refuses one too deep before it is parsed. A charset
 * other than UTF-8 (body-parser takes any `utf-*`) is decoded first, so its bytes are counted right.
 */
export function refuseDeepJson(_request: unknown, _response: unknown, body: Buffer, charset?: string): void {
  let json: string | Buffer = body;
  if (charset && !/^utf-?8$/i.test(charset)) {
    try {
      json = new TextDecoder(charset).decode(body);
    } catch {
      throw new BodyRefusal(415, 'charset.unsupported');
    }
  }
  if (exceedsJsonDepth(json)) throw new BodyRefusal(400, 'entity.too.deep');
}
