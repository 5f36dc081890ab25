/** Headers that carry a secret: never logged, never put in an error. */
export const SECRET_HEADERS: readonly string[] = ['x-api-key', 'secret-api-key', 'authorization'];

export const REDACTED = '[redacted]';

export type HeaderValue = string | readonly string[] | number | undefined;

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADERS.includes(name.toLowerCase());
}

/**
 * A copy of `headers` safe to log: the value of every secret header (any
 * letter case) replaced with `[redacted]`; the others unchanged.
 */
export function redactHeaders(headers: Readonly<Record<string, HeaderValue>>): Record<string, HeaderValue> {
  const safe: Record<string, HeaderValue> = {};
  for (const [name, value] of Object.entries(headers)) {
    safe[name] = isSecretHeader(name) && value !== undefined ? REDACTED : value;
  }
  return safe;
}

/**
 * Removes the given secret values from a text (an error message from a lower
 * layer, a server's echo of a request). Used on every message that may end up
 * in a log or an ApiError; short values are skipped so a one-letter "secret"
 * does not shred the text.
 */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  return out;
}
