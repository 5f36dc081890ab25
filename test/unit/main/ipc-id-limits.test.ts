import { describe, expect, it } from 'vitest';
import { createRouter } from '@main/ipc/router';
import { silentLog } from '../../helpers/silent-log';
import type { Handlers } from '@main/services';
import { MAX_ID_LENGTH } from '@shared/ipc/channel';
import { channelNames, channels, type ChannelName } from '@shared/ipc/contract';

/*
 * Every id or code a channel takes (a field named id, ...Id or ...Code) has a
 * length limit: an oversize one is refused by the router with a message
 * naming the field, before any handler (and so any URL, log line or file
 * name) sees it. Found by walking the channel table, so a new channel is
 * covered without a change here.
 */

type Shape = Record<string, { safeParse(value: unknown): { success: boolean } }>;

const ID_FIELD = /^(id|\w+Id|\w+Code)$/;

/** [channel, field] for every id-like text field of a channel input with fields. */
const idFields: ReadonlyArray<readonly [ChannelName, string]> = channelNames.flatMap((name) => {
  const shape = (channels[name].input as { shape?: Shape }).shape;
  if (!shape) return [];
  return Object.keys(shape)
    .filter((key) => ID_FIELD.test(key) && shape[key]?.safeParse('an-id').success)
    .map((key) => [name, key] as const);
});

const handlers = Object.fromEntries(channelNames.map((name) => [name, async () => 'handled'])) as unknown as Handlers;
const route = createRouter(handlers, silentLog);

interface Problem {
  readonly path: string;
  readonly message: string;
}

async function problemsOf(name: ChannelName, input: unknown): Promise<Problem[]> {
  const result = await route(name, input);
  expect(result.ok).toBe(false);
  if (result.ok) return [];
  expect(result.error.code).toBe('validation');
  return (result.error.details as { problems: Problem[] }).problems;
}

describe('ids and codes in IPC inputs', () => {
  it('are found in the channel table (the walk below is not empty)', () => {
    const found = idFields.map(([name, key]) => `${name}.${key}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'profiles.activate.id',
        'quotes.save.rateId',
        'quotes.delete.quoteId',
        'tracking.detail.shipmentId',
        'tracking.messages.shipmentCode',
        'documents.download.documentId',
        'documents.download.shipmentCode',
        'documents.upload.documentTemplateId',
      ]),
    );
  });

  it.each(idFields)('%s: an oversize %s is refused, saying which field and how long it may be', async (name, key) => {
    const problems = await problemsOf(name, { [key]: 'x'.repeat(MAX_ID_LENGTH + 1) });
    const problem = problems.find((p) => p.path === key);
    expect(problem?.message).toMatch(new RegExp(`too long \\(at most ${MAX_ID_LENGTH} characters\\)`));
    expect(problem?.message.toLowerCase()).toContain(key.toLowerCase().replace(/^id$/, 'profile id'));
  });

  it.each(idFields)('%s: %s of the longest allowed length passes its own check', async (name, key) => {
    const result = await route(name, { [key]: 'x'.repeat(MAX_ID_LENGTH) });
    const problems = result.ok ? [] : ((result.error.details as { problems?: Problem[] }).problems ?? []);
    expect(problems.filter((p) => p.path === key)).toEqual([]);
  });

  it.each(idFields)(
    '%s: %s with a line break or another control character is refused, naming the field',
    async (name, key) => {
      for (const control of ['\n', '\r', '\t', '\u001b', '\u0085', '\u2028']) {
        const problems = await problemsOf(name, { [key]: `abc${control}def` });
        expect(problems.find((p) => p.path === key)?.message).toMatch(/line breaks or other control characters/);
      }
    },
  );

  it.each(idFields)(
    '%s: an empty %s is refused (when the field is required) and never reaches a handler',
    async (name, key) => {
      const shape = (channels[name].input as unknown as { shape: Shape }).shape;
      if (shape[key]?.safeParse(undefined).success) return; // optional ids (a new profile has none)
      const problems = await problemsOf(name, { [key]: '   ' });
      expect(problems.find((p) => p.path === key)?.message).toMatch(/required/);
    },
  );
});
