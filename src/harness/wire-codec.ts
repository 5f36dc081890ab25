/**
 * What crosses HTTP between the harness and its browser bridge, with the two
 * things Electron's structured clone carries and plain JSON loses: bytes
 * (Uint8Array / ArrayBuffer, e.g. a dropped document) and Date. Used by both
 * ends (the Node server and the browser bridge), so it uses nothing but ES
 * and the base64 helpers that Node and browsers both have (btoa/atob).
 *
 * A tagged value is `{ "$harness": "bytes", "base64": "..." }`,
 * `{ "$harness": "bytes", "at": n, "length": n }` (the bytes unencoded after
 * the JSON, in a frame) or `{ "$harness": "date", "iso": "..." }`; any other
 * object passes as it is.
 *
 * Answers are large (a sea rating most of all) and hold neither
 * bytes nor dates: they are written by one JSON.stringify and read by one
 * JSON.parse. Only a value that holds one of the two is walked and copied
 * (encoding), and only a text that holds a tag is walked after parsing
 * (decoding); a reviver would call back for every value of every answer.
 */

const TAG = '$harness';
/** How a tag's key appears in JSON text; a string that merely contains it is escaped (`\"`), so it never matches. */
const TAG_IN_JSON = `"${TAG}"`;

/** The media type of a call sent as a frame: JSON, then the bytes it tags, unencoded. */
export const WIRE_FRAME_TYPE = 'application/vnd.freight-desk.wire-frame';
/** The header that says how many bytes of a frame are its JSON (UTF-8). */
export const WIRE_FRAME_JSON_HEADER = 'x-harness-json-bytes';

interface TaggedBytes {
  readonly [TAG]: 'bytes';
  readonly base64: string;
}
/** Bytes of a frame, by their place after the JSON. */
interface FramedBytes {
  readonly [TAG]: 'bytes';
  readonly at: number;
  readonly length: number;
}
interface TaggedDate {
  readonly [TAG]: 'date';
  readonly iso: string;
}

/** A value made ready to send: its JSON and, in a frame, the bytes the JSON places after it. */
export interface WireFrame {
  readonly json: string;
  readonly parts: readonly Uint8Array[];
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode under the engines' argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function isSpecial(value: object): boolean {
  return value instanceof Uint8Array || value instanceof ArrayBuffer || value instanceof Date;
}

/** Whether a value holds bytes or a date anywhere; stops at the first. No copy, no allocation per value. */
function holdsSpecial(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (isSpecial(value)) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsSpecial(item)) return true;
    return false;
  }
  for (const key in value) {
    if (Object.hasOwn(value, key) && holdsSpecial((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** A copy of a value with bytes and dates replaced by their tags; bytes go to `parts` when given, else into base64. */
function toWire(value: unknown, parts: Uint8Array[] | null, at: { next: number }): unknown {
  if (value instanceof ArrayBuffer) return toWire(new Uint8Array(value), parts, at);
  if (value instanceof Uint8Array) {
    if (parts === null) return { [TAG]: 'bytes', base64: bytesToBase64(value) } satisfies TaggedBytes;
    parts.push(value);
    const tag = { [TAG]: 'bytes', at: at.next, length: value.byteLength } satisfies FramedBytes;
    at.next += value.byteLength;
    return tag;
  }
  if (value instanceof Date) return { [TAG]: 'date', iso: value.toISOString() } satisfies TaggedDate;
  if (Array.isArray(value)) return value.map((item) => toWire(item, parts, at));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = toWire(inner, parts, at);
    return out;
  }
  return value;
}

/** What a tag stands for (bytes, a date), or undefined for an object that is no tag. */
function untagged(record: Record<string, unknown>, frameBytes: Uint8Array | null): unknown {
  if (record[TAG] === 'bytes' && typeof record.base64 === 'string') return base64ToBytes(record.base64);
  if (record[TAG] === 'bytes' && typeof record.at === 'number' && typeof record.length === 'number') {
    const { at, length } = record;
    if (frameBytes === null || !Number.isInteger(at) || !Number.isInteger(length) || at < 0 || length < 0)
      throw new SyntaxError('bytes outside the frame');
    if (at + length > frameBytes.byteLength) throw new SyntaxError('bytes outside the frame');
    return frameBytes.subarray(at, at + length);
  }
  if (record[TAG] === 'date' && typeof record.iso === 'string') return new Date(record.iso);
  return undefined;
}

/**
 * Replaces the tags of a freshly parsed value in place (it is nobody else's
 * yet); returns the value. A loop over a stack of places, not recursion: a
 * call's JSON comes from outside and may nest deeper than the stack goes (the
 * router refuses such an input, but only once it has it).
 */
function fromWire(value: unknown, frameBytes: Uint8Array | null): unknown {
  const top: Record<string, unknown> = { value };
  const places: Array<[Record<string | number, unknown>, string | number]> = [[top, 'value']];
  for (let place = places.pop(); place !== undefined; place = places.pop()) {
    const [holder, key] = place;
    const item = holder[key];
    if (item === null || typeof item !== 'object') continue;
    const replacement = untagged(item as Record<string, unknown>, frameBytes);
    if (replacement !== undefined) {
      holder[key] = replacement;
    } else if (Array.isArray(item)) {
      // A list is a holder by index: the cast names what the tuple's type cannot (a list has no string keys).
      for (let i = 0; i < item.length; i++) places.push([item as unknown[] as Record<number, unknown>, i]);
    } else {
      for (const inner of Object.keys(item)) places.push([item as Record<string, unknown>, inner]);
    }
  }
  return top.value;
}

/** Serialises a value as JSON text, bytes as base64 (events, answers). `undefined` stays absent, as in JSON. */
export function encodeWire(value: unknown): string {
  return JSON.stringify(holdsSpecial(value) ? toWire(value, null, { next: 0 }) : value) ?? 'null';
}

/**
 * Serialises a value for a call: JSON, and its bytes (if any) as parts to
 * send after it unencoded, in order. Without bytes there are no parts and
 * the JSON is the whole body.
 */
export function encodeWireFrame(value: unknown): WireFrame {
  if (!holdsSpecial(value)) return { json: JSON.stringify(value) ?? 'null', parts: [] };
  const parts: Uint8Array[] = [];
  return { json: JSON.stringify(toWire(value, parts, { next: 0 })) ?? 'null', parts };
}

/**
 * Parses what encodeWire or encodeWireFrame produced; `frameBytes` are the
 * bytes after a frame's JSON. Throws SyntaxError on malformed JSON and on a
 * tag that points outside the frame. The bytes of a frame are views of
 * `frameBytes`, not copies.
 */
export function decodeWire(text: string, frameBytes: Uint8Array | null = null): unknown {
  const value: unknown = JSON.parse(text);
  return text.includes(TAG_IN_JSON) ? fromWire(value, frameBytes) : value;
}
