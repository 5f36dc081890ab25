/**
 * JSON over HTTP for the harness, with the two things Electron's structured
 * clone carries and plain JSON loses: bytes (Uint8Array / ArrayBuffer, e.g. a
 * dropped document) and Date. Used by both ends (the Node server and the
 * browser bridge), so it uses nothing but ES and the base64 helpers that Node
 * and browsers both have (btoa/atob).
 *
 * A tagged value is `{ "$harness": "bytes", "base64": "..." }` or
 * `{ "$harness": "date", "iso": "..." }`; any other object passes as it is.
 */

const TAG = '$harness';

interface TaggedBytes {
  readonly [TAG]: 'bytes';
  readonly base64: string;
}
interface TaggedDate {
  readonly [TAG]: 'date';
  readonly iso: string;
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

/** Walks a value and replaces bytes and dates by their tagged form. */
function toWire(value: unknown): unknown {
  if (value instanceof Uint8Array) return { [TAG]: 'bytes', base64: bytesToBase64(value) } satisfies TaggedBytes;
  if (value instanceof ArrayBuffer) return toWire(new Uint8Array(value));
  if (value instanceof Date) return { [TAG]: 'date', iso: value.toISOString() } satisfies TaggedDate;
  if (Array.isArray(value)) return value.map(toWire);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = toWire(inner);
    return out;
  }
  return value;
}

/** Serialises a value for the wire. `undefined` stays absent, as in JSON. */
export function encodeWire(value: unknown): string {
  return JSON.stringify(toWire(value)) ?? 'null';
}

/** Parses what encodeWire produced (throws SyntaxError on malformed JSON). */
export function decodeWire(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (record[TAG] === 'bytes' && typeof record.base64 === 'string') return base64ToBytes(record.base64);
      if (record[TAG] === 'date' && typeof record.iso === 'string') return new Date(record.iso);
    }
    return value;
  });
}
