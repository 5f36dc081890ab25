import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { payloadFileTarget } from '@shared/api/payload-files';
import { REPO, runCli } from './helpers/run-cli';

// Reference material outside the repo (real payloads from the service's docs).
// Where it is present, the CLI must accept every file with its operation's
// schema; where it is not (a fresh clone), the test says so and skips.
const FOLDER = join(REPO, '..', 'shared', 'reference', 'observed-payloads');
const present = existsSync(FOLDER);

function payloadFiles(): string[] {
  const top = readdirSync(FOLDER).filter((f) => f.endsWith('.json'));
  const historical = existsSync(join(FOLDER, 'historical'))
    ? readdirSync(join(FOLDER, 'historical'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => join('historical', f))
    : [];
  return [...top, ...historical].sort();
}

/** Runs `jobs` at most `limit` at a time: each is a node process, and the machine has two cores. */
async function inBatches<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

describe.skipIf(!present)(`freight-desk validate accepts every observed payload (${FOLDER})`, () => {
  it('knows the operation of every file', () => {
    const unknown = payloadFiles().filter((f) => payloadFileTarget(f) === undefined);
    expect(unknown).toEqual([]);
  });

  it('exits 0 for each file, with its operation and side', { timeout: 180_000 }, async () => {
    const files = payloadFiles();
    expect(files.length).toBeGreaterThan(30);
    const runs = await inBatches(
      files.map((file) => async () => {
        const target = payloadFileTarget(file)!;
        const args = [
          'validate',
          target.operationId,
          join(FOLDER, file),
          ...(target.kind === 'request' ? ['--request'] : []),
        ];
        const run = await runCli(args);
        return { file, code: run.code, stderr: run.stderr.trim() };
      }),
      3,
    );
    expect(runs.filter((r) => r.code !== 0)).toEqual([]);
  });
});

if (!present) {
  it.skip(`observed payloads: skipped because ${FOLDER} does not exist (reference material outside the repo)`, () => {});
}
