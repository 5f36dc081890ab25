import { describe, expect, it } from 'vitest';
import { KnownSecrets, REDACTED, redactForLog, redactHeaders, redactSecrets } from '@main/api/redact';

describe('redactHeaders', () => {
  it('hides the API key, the secret and the bearer token whatever their letter case', () => {
    const safe = redactHeaders({
      'X-API-Key': 'key-123456',
      'secret-api-key': 'shh-secret',
      Authorization: 'Bearer eyJhbGciOi.abc.def',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(safe).toEqual({
      'X-API-Key': REDACTED,
      'secret-api-key': REDACTED,
      Authorization: REDACTED,
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(JSON.stringify(safe)).not.toMatch(/key-123456|shh-secret|eyJhbGciOi/);
  });

  it('redacts array values and leaves absent headers absent', () => {
    expect(
      redactHeaders({ AUTHORIZATION: ['Bearer a', 'Bearer b'], 'x-request-id': '7', 'x-api-key': undefined }),
    ).toEqual({
      AUTHORIZATION: REDACTED,
      'x-request-id': '7',
      'x-api-key': undefined,
    });
  });

  it('does not change the headers it was given', () => {
    const headers = { authorization: 'Bearer t0ken-value' };
    redactHeaders(headers);
    expect(headers.authorization).toBe('Bearer t0ken-value');
  });
});

describe('redactSecrets', () => {
  it('removes every occurrence of each secret from a text', () => {
    expect(redactSecrets('sent key k3y-value and again k3y-value with s3cret!', ['k3y-value', 's3cret!'])).toBe(
      `sent key ${REDACTED} and again ${REDACTED} with ${REDACTED}`,
    );
  });

  it('ignores empty and very short values so a one-letter secret does not shred the text', () => {
    expect(redactSecrets('a b c', ['a', '', undefined])).toBe('a b c');
  });
});

describe('redactForLog', () => {
  const key = 'live-key-0a1b2c';
  const secret = 'live-secret-9z8y7x';
  const token = 'eyJhbGciOi.payload.sig';

  it('removes known secrets and bearer tokens from texts, at any depth, and leaves the rest', () => {
    const safe = redactForLog(
      ['sign-in failed', { detail: { said: `echo ${key}:${secret}` }, header: `Authorization: Bearer ${token}x` }],
      [key, secret],
    );
    const text = JSON.stringify(safe);
    expect(text).not.toMatch(/live-key|live-secret|eyJhbGciOi/);
    expect(text).toContain('sign-in failed');
    expect(text).toContain(`echo ${REDACTED}:${REDACTED}`);
    expect(text).toContain(`Bearer ${REDACTED}`);
  });

  it('replaces the value of secret headers and secret fields whatever their spelling, and keeps other fields', () => {
    const safe = redactForLog(
      {
        headers: { 'X-API-Key': 'k-1', authorization: 'b' },
        apiSecret: 's',
        access_token: 't',
        operationId: 'lookup.ports',
      },
      [],
    );
    expect(safe).toEqual({
      headers: { 'X-API-Key': REDACTED, authorization: REDACTED },
      apiSecret: REDACTED,
      access_token: REDACTED,
      operationId: 'lookup.ports',
    });
  });

  it('keeps an error an error, with its message, stack and cause redacted', () => {
    const cause = new Error(`keychain said ${secret}`);
    const error = Object.assign(new TypeError(`bad ${key}`, { cause }), { code: 'E_BAD' });
    const safe = redactForLog(error, [key, secret]) as Error & { code?: string };
    expect(safe).toBeInstanceOf(Error);
    expect(safe.name).toBe('TypeError');
    expect(safe.message).toBe(`bad ${REDACTED}`);
    expect(safe.stack).not.toContain(key);
    expect(safe.code).toBe('E_BAD');
    expect((safe.cause as Error).message).toBe(`keychain said ${REDACTED}`);
  });

  it('cuts cycles and very deep values short instead of walking forever', () => {
    const loop: Record<string, unknown> = { name: 'a' };
    loop['self'] = loop;
    expect(redactForLog(loop, [])).toEqual({ name: 'a', self: '[circular]' });
    const deep = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    expect(JSON.stringify(redactForLog(deep, []))).toContain('[object]');
  });
});

describe('KnownSecrets', () => {
  it('remembers values of 4 characters or more, once each, newest last', () => {
    const known = new KnownSecrets();
    known.add('abc');
    known.add(undefined);
    known.add('first-secret');
    known.add('second-secret');
    known.add('first-secret');
    expect(known.list()).toEqual(['second-secret', 'first-secret']);
  });

  it('forgets the oldest once it holds 256, so a long run does not grow without end', () => {
    const known = new KnownSecrets();
    for (let n = 0; n < 300; n += 1) known.add(`token-${n}`);
    expect(known.list()).toHaveLength(256);
    expect(known.list()).not.toContain('token-0');
    expect(known.list()).toContain('token-299');
  });
});
