import { describe, expect, it } from 'vitest';
import { REDACTED, redactHeaders, redactSecrets } from '@main/api/redact';

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
