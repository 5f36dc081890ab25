/**
 * Base64 file contents. Document payloads carry plain base64; the tariff upload
 * example sends a data URI (`data:application/pdf;base64,...`). The app keeps the
 * plain text and, when there was one, the media type of the prefix.
 */
const DATA_URI_PREFIX = /^data:([^;,]*)(?:;[^;,]*)*;base64,/i;

/** Removes a `data:...;base64,` prefix; other text is returned as is. */
export function stripDataUri(text: string): string {
  return text.replace(DATA_URI_PREFIX, '');
}

/** The media type of a data URI prefix (`application/pdf`), else null. */
export function dataUriMediaType(text: string): string | null {
  const m = DATA_URI_PREFIX.exec(text);
  return m && m[1] ? m[1].toLowerCase() : null;
}

/**
 * The runtime's own base64 decoder, where it has one: Node's Buffer (main,
 * the sandbox, the CLI; this file runs in the renderer too, which never
 * checks a file's base64). Typed by the one call made of it.
 */
const nativeDecoder = (
  globalThis as { Buffer?: { from(text: string, encoding: 'base64'): { readonly length: number } } }
).Buffer;

/** Strict standard base64 (RFC 4648 alphabet, padded): the regex of the runtimes without a native decoder. */
const STRICT_BASE64 = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Bytes a whitespace-free text decodes to, or null when it is not strict standard base64. */
function strictBytes(body: string): number | null {
  if (body.length === 0 || body.length % 4 !== 0) return null;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const bytes = (body.length / 4) * 3 - padding;
  if (!nativeDecoder) return STRICT_BASE64.test(body) ? bytes : null;
  // Node's decoder skips what is not base64 and stops at a '=' inside, so the
  // text is base64 when it decodes to as many bytes as its length says. It also
  // takes the URL-safe alphabet, which standard base64 does not: '-' and '_'
  // are looked for on their own (native scans, like the decode).
  if (body.includes('-') || body.includes('_')) return null;
  return nativeDecoder.from(body, 'base64').length === bytes ? bytes : null;
}

/**
 * A file's base64 text as the service keeps it (no data-URI prefix, no line
 * breaks) and the bytes it decodes to, or null when it is not strict standard
 * base64 (RFC 4648 alphabet, padded, whitespace allowed as line breaks).
 * Linear: one native decode where the runtime has one, several times faster
 * than a regex over the text.
 */
export function readBase64(text: string): { readonly base64: string; readonly bytes: number } | null {
  const body = stripDataUri(text);
  const bytes = strictBytes(body);
  if (bytes !== null) return { base64: body, bytes };
  // Line breaks are rare: the text is only stripped of whitespace when it did not read as it came.
  if (!/\s/.test(body)) return null;
  const compact = body.replace(/\s+/g, '');
  const compactBytes = strictBytes(compact);
  return compactBytes === null ? null : { base64: compact, bytes: compactBytes };
}

/** Whether a file's content is strict standard base64 (see readBase64). */
export function isBase64(text: string): boolean {
  return readBase64(text) !== null;
}
