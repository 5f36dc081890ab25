import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (this file is test/contract/fixtures.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A JSON file of test/fixtures/payloads, decoded. */
export function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, 'test/fixtures/payloads', name), 'utf8')) as T;
}
