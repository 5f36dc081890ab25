import { describe, expect, it } from 'vitest';
import { channelNames, channels } from '@shared/ipc/contract';
import { wirePathWords } from '@shared/api/wire-field-words';
import type { Handlers } from '@main/services';
import { createRouter } from '@main/ipc/router';
import { silentLog } from '../../helpers/silent-log';
import { ApiError } from '@main/api/api-error';
import { UserFacingError } from '@main/errors';

/** Handlers that record calls; the router's job is what is around them. */
function recordingHandlers(calls: string[]): Handlers {
  return Object.fromEntries(
    channelNames.map((name) => [
      name,
      async (input: unknown) => {
        calls.push(name);
        return { echoed: input };
      },
    ]),
  ) as unknown as Handlers;
}

/** An input each channel's schema refuses, and the field it must name (none for no-input channels). */
function badInputFor(name: (typeof channelNames)[number]): { input: unknown; field: string | null } {
  const shape = (channels[name].input as { shape?: Record<string, unknown> }).shape;
  if (!shape) return { input: { unexpected: true }, field: null };
  const required = Object.keys(shape).find(
    (key) => !(shape[key] as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success,
  );
  if (required) return { input: {}, field: required };
  // Every field is optional: a value of no JSON type at all is wrong for any of them.
  const first = Object.keys(shape)[0] as string;
  return { input: { [first]: 1n }, field: first };
}

describe('IPC router', () => {
  it.each(channelNames)(
    '%s: bad input gets a validation error naming the field, and the handler is not called',
    async (name) => {
      const calls: string[] = [];
      const route = createRouter(recordingHandlers(calls), silentLog);
      const { input, field } = badInputFor(name);
      const result = await route(name, input);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('validation');
      // A field the desk has a word for is named by it (País, not countryCode); any other by its key.
      if (field) expect(result.error.message).toContain(wirePathWords(field) ?? field);
      expect(calls).toEqual([]);
    },
  );

  it.each(channelNames)(
    '%s: an input nested thousands of levels deep is a validation error naming where, and the handler is not called',
    async (name) => {
      const calls: string[] = [];
      const failed: string[] = [];
      const route = createRouter(recordingHandlers(calls), { ...silentLog, failed: (_c, f) => failed.push(f.code) });
      let deep: unknown = 'bottom';
      for (let i = 0; i < 10_000; i++) deep = [deep];
      for (const input of [deep, { value: deep, formKey: 'rating/boxes' }]) {
        const result = await route(name, input);
        expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
        expect(!result.ok && result.error.message).toMatch(/^(value)?(\[0\])+: nested more than 32 levels deep/);
      }
      expect(calls).toEqual([]);
      expect(failed).toEqual(['validation', 'validation']);
    },
  );

  it('names the field by its label and the rule for a too-short city name', async () => {
    const route = createRouter(recordingHandlers([]), silentLog);
    const result = await route('lookups.ports', { cityName: 'B' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'validation', message: 'City: Type at least 2 letters of a city name' },
    });
  });

  it('passes valid input through to the handler and wraps the value', async () => {
    const calls: string[] = [];
    const route = createRouter(recordingHandlers(calls), silentLog);
    expect(await route('lookups.ports', { cityName: '  Barcelona ' })).toEqual({
      ok: true,
      value: { echoed: { cityName: 'Barcelona' } },
    });
    expect(calls).toEqual(['lookups.ports']);
  });

  it('turns an ApiError into its kind and operator message', async () => {
    const handlers = {
      ...recordingHandlers([]),
      'lookups.containers': async () => {
        throw new ApiError({
          kind: 'server',
          message: 'The freight service had a problem (HTTP 503).',
          operationId: 'lookup.containers',
          status: 503,
        });
      },
    } as Handlers;
    const result = await createRouter(handlers, silentLog)('lookups.containers', undefined);
    expect(result).toEqual({
      ok: false,
      error: { code: 'server', message: 'The freight service had a problem (HTTP 503).' },
    });
  });

  it('keeps user-facing errors, and hides unexpected ones behind a generic message while logging them', async () => {
    const logged: unknown[] = [];
    const shown: string[] = [];
    const handlers = {
      ...recordingHandlers([]),
      'profiles.remove': async () => {
        throw new UserFacingError('invalid-request', 'The Sandbox profile is built in and cannot be removed.');
      },
      'session.status': async () => {
        throw new TypeError('cannot read properties of undefined');
      },
    } as Handlers;
    const route = createRouter(handlers, {
      error: (_channel, error) => logged.push(error),
      failed: (channel, failure) => shown.push(`${channel} ${failure.code}: ${failure.message}`),
    });
    expect(await route('profiles.remove', { id: 'sandbox' })).toEqual({
      ok: false,
      error: { code: 'invalid-request', message: 'The Sandbox profile is built in and cannot be removed.' },
    });
    const internal = await route('session.status', undefined);
    expect(internal).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(internal)).not.toContain('cannot read');
    expect(logged).toEqual([expect.any(TypeError)]);
    // What the operator was shown goes to the log as one line.
    expect(shown).toEqual(['profiles.remove invalid-request: The Sandbox profile is built in and cannot be removed.']);
  });

  it('refuses an unknown channel', async () => {
    const result = await createRouter(recordingHandlers([]), silentLog)('shell.exec', 'rm -rf /');
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
  });
});
