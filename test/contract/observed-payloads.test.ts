import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOperationRequest, parseOperationResponse } from '@shared/api/parse';
import { payloadFileTarget } from '@shared/api/payload-files';
import { repoRoot } from './fixtures';

/*
 * The real payloads of the service's docs live outside the repo (reference
 * material of the team). When they are there, every one must parse with its
 * operation's schema; when not, the test says so and skips.
 */
const folder = path.resolve(repoRoot, '../shared/reference/observed-payloads');
const present = existsSync(folder);
if (!present) console.warn(`observed payloads not found at ${folder}: their contract test is skipped`);

function payloadFiles(): string[] {
  if (!present) return [];
  const top = readdirSync(folder).filter((f) => f.endsWith('.json'));
  const historical = existsSync(path.join(folder, 'historical'))
    ? readdirSync(path.join(folder, 'historical'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => `historical/${f}`)
    : [];
  return [...top, ...historical].sort();
}

describe('observed payloads', () => {
  const files = payloadFiles();

  it.skipIf(!present)('are all mapped to an operation', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((f) => payloadFileTarget(f) === undefined)).toEqual([]);
  });

  it.skipIf(!present).each(files.length ? files : ['(none)'])('%s parses with its schema', (file) => {
    const target = payloadFileTarget(file);
    expect(target).toBeDefined();
    if (!target) return;
    const json: unknown = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
    const result =
      target.kind === 'request'
        ? parseOperationRequest(target.operationId, json)
        : parseOperationResponse(target.operationId, json);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});

describe('payload file names', () => {
  it('map to operations and sides', () => {
    expect(payloadFileTarget('rating.sea-fcl.response.json')).toEqual({
      operationId: 'rates.sea-fcl',
      kind: 'response',
    });
    expect(payloadFileTarget('courier.postalcodes.response.json')?.operationId).toBe('lookup.postal-codes');
    expect(payloadFileTarget('maritime.ports.response.json')?.operationId).toBe('lookup.ports');
    expect(payloadFileTarget('pickup-time.pickup-times.response.json')?.operationId).toBe('pickup.times');
    expect(payloadFileTarget('tariff.upload.request.json')).toEqual({ operationId: 'tariffs.upload', kind: 'request' });
    expect(payloadFileTarget('historical/rating.air.response.json')).toEqual({
      operationId: 'rates.air',
      kind: 'response',
    });
    expect(payloadFileTarget('historical/booking.air.request.json')).toMatchObject({
      operationId: 'booking.boxes',
      kind: 'request',
    });
    expect(payloadFileTarget('INDEX.md')).toBeUndefined();
    expect(payloadFileTarget('rating.rail.response.json')).toBeUndefined();
  });
});
