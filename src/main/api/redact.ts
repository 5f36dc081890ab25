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

/**
 * Field names whose value is a secret wherever it shows up in something
 * logged, besides the secret headers: the keychain entry's halves and a token
 * answer's. Compared without letter case, dashes or underscores.
 */
const SECRET_FIELDS: readonly string[] = ['apikey', 'apisecret', 'accesstoken', 'token', 'secret', 'password'];

export function isSecretField(name: string): boolean {
  return isSecretHeader(name) || SECRET_FIELDS.includes(name.toLowerCase().replace(/[-_]/g, ''));
}

/** A bearer token written out in a text (an echoed header, a message): the word stays, the token goes. */
const BEARER = /\b(Bearer)\s+[\w.~+/=-]+/gi;

/** Where code that holds a secret value (a key, a secret, a token) reports it, so a log can leave it out. */
export interface SecretSink {
  add(value: string | undefined): void;
}

/** How many secret values a run remembers: a token a sign-in, so a long run does not grow without end. */
const KNOWN_SECRETS_CAP = 256;

/** The secret values met in this run (reported through SecretSink), newest kept when there are too many. */
export class KnownSecrets implements SecretSink {
  private readonly values = new Set<string>();

  add(value: string | undefined): void {
    // Shorter values are not removed from texts either (redactSecrets).
    if (value === undefined || value.length < 4) return;
    this.values.delete(value);
    this.values.add(value);
    if (this.values.size > KNOWN_SECRETS_CAP) {
      const oldest = this.values.values().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
  }

  list(): readonly string[] {
    return [...this.values];
  }
}

/** How deep redactForLog looks into a value; deeper parts are summarised, never written out. */
const MAX_DEPTH = 6;

/**
 * A copy of anything about to be logged with the client's redaction applied
 * all through it: every known secret and bearer token removed from its texts
 * (redactSecrets), the value of every secret header or field replaced
 * (isSecretField), errors kept as errors (name, message, stack, code, cause)
 * with the same treatment. Cycles and very deep values are cut short.
 */
export function redactForLog(value: unknown, secrets: readonly string[]): unknown {
  const seen = new WeakSet<object>();
  const text = (s: string) => redactSecrets(s, secrets).replace(BEARER, `$1 ${REDACTED}`);
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return text(item);
    if (typeof item !== 'object' || item === null) return item;
    if (seen.has(item)) return '[circular]';
    if (depth >= MAX_DEPTH) return Array.isArray(item) ? '[array]' : '[object]';
    seen.add(item);
    if (item instanceof Error) {
      const safe = new Error(text(item.message));
      safe.name = item.name;
      safe.stack = item.stack === undefined ? undefined : text(item.stack);
      const { code, cause } = item as Error & { code?: unknown };
      if (code !== undefined) Object.assign(safe, { code: walk(code, depth + 1) });
      if (cause !== undefined) safe.cause = walk(cause, depth + 1);
      return safe;
    }
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    if (item instanceof Date || ArrayBuffer.isView(item)) return item;
    const safe: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(item)) {
      safe[name] = isSecretField(name) && entry !== undefined && entry !== null ? REDACTED : walk(entry, depth + 1);
    }
    return safe;
  };
  return walk(value, 0);
}
