import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * vitest's global setup: the command-line tests (test/cli) run the BUILT
 * command (bin/freight-desk.js runs out/cli/main.js), as a user does. `npm
 * test` builds before vitest; run alone after a change to the source, the
 * build would be stale, so it is made again here when out/cli/main.js is
 * missing or older than any source file the command line is built from.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const BUILT = path.join(ROOT, 'out', 'cli', 'main.js');
const SOURCES = ['src/cli', 'src/main', 'src/sandbox', 'src/shared', 'scripts/build-cli.ts', 'scripts/node-bundle.ts'];

function newestChange(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, name) => Math.max(newest, newestChange(path.join(file, name))), 0);
}

function builtAt(): number | null {
  try {
    return statSync(BUILT).mtimeMs;
  } catch {
    return null;
  }
}

export default function setup(): void {
  const built = builtAt();
  const sources = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  if (built !== null && built >= sources) return;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-cli.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('building the command line (scripts/build-cli.ts) failed: see above');
}
