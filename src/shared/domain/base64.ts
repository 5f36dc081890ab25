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
 * Strict standard base64 (RFC 4648 alphabet, padded, whitespace allowed as line
 * breaks), after any data-URI prefix. No atob or Buffer: this runs everywhere.
 */
export function isBase64(text: string): boolean {
  const body = stripDataUri(text).replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 !== 0) return false;
  return /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(body);
}

/** Bytes a base64 text decodes to (for size limits and progress), without decoding. */
export function base64ByteLength(text: string): number {
  const body = stripDataUri(text).replace(/\s+/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((body.length * 3) / 4) - padding);
}
