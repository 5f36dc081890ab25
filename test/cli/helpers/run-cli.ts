import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const BIN = join(REPO, 'bin', 'freight-desk.js');
export const FIXTURES = join(REPO, 'test', 'cli', 'fixtures');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Where a run that names no data folder keeps it (its cli.log): never the
 * real user's folders. One per test process, left to the OS's temp cleanup.
 */
let scratchDataDir: string | undefined;

/**
 * Runs `node bin/freight-desk.js ...args` as a child process, the way a user
 * does, with only the given FREIGHT_DESK_* variables set (and a scratch
 * FREIGHT_DESK_DATA_DIR when the test sets neither it nor XDG_CONFIG_HOME).
 * The bin runs the built command line (out/cli), which vitest's global setup
 * keeps up to date (test/helpers/built-cli.ts).
 */
export function runCli(
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string; cwd?: string; bin?: string } = {},
): Promise<CliRun> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('FREIGHT_DESK_')) env[name] = value;
  }
  if (!options.env?.FREIGHT_DESK_DATA_DIR && !options.env?.XDG_CONFIG_HOME) {
    scratchDataDir ??= mkdtempSync(join(tmpdir(), 'fd-cli-data-'));
    env.FREIGHT_DESK_DATA_DIR = scratchDataDir;
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.bin ?? BIN, ...args], {
      cwd: options.cwd ?? REPO,
      env: { ...env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
