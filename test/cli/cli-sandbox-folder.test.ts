import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { holdDataFolder } from '@main/data-folder-lock';
import { runExpectingRefusal, type EndedRun } from '../helpers/refused-start';
import { TEST_NOW } from '../helpers/test-clock';
import { BIN, REPO } from './helpers/run-cli';

// Each test starts node processes: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 });

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fd-cli-sandbox-folder-'));
  dirs.push(dir);
  return dir;
};

interface Serving {
  readonly child: ChildProcess;
  readonly closed: Promise<NodeJS.Signals | null>;
}

/** `freight-desk sandbox --data DIR`, running: resolves once it says where it listens. */
function serveOn(dataDir: string): Promise<Serving> {
  const child = spawn(process.execPath, [BIN, 'sandbox', '--port', '0', '--data', dataDir, '--start-at', new Date(TEST_NOW).toISOString()], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const closed = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  return new Promise((resolve, reject) => {
    void closed.then(() => reject(new Error(`freight-desk sandbox ended before it served:\n${stderr}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('sandbox running at')) resolve({ child, closed });
    });
  });
}

const sandboxOn = (dataDir: string) =>
  runExpectingRefusal([BIN, 'sandbox', '--port', '0', '--data', dataDir], REPO, /sandbox running at/);

/** Refused: exit 1, one line on stderr naming the folder and who runs there. */
function expectRefused(run: EndedRun, dataDir: string, holder: string): void {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trimEnd().split(/\r?\n/);
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toContain(dataDir);
  expect(lines[0]).toContain(holder);
}

describe('freight-desk sandbox --data DIR: one process per folder', () => {
  it('refuses a second sandbox on the folder, naming the first; after a kill -9 of it the folder starts again', async () => {
    const dataDir = await folder();
    const first = await serveOn(dataDir);
    try {
      expectRefused(await sandboxOn(dataDir), dataDir, `the sandbox (pid ${first.child.pid})`);
      first.child.kill('SIGKILL');
      expect(await first.closed).toBe('SIGKILL');
      const again = await serveOn(dataDir);
      again.child.kill('SIGTERM');
      await again.closed;
    } finally {
      first.child.kill('SIGKILL');
    }
  });

  it('refuses a folder a desk runs on, naming the desk', async () => {
    const dataDir = await folder();
    const desk = holdDataFolder(dataDir, 'web harness');
    try {
      expectRefused(await sandboxOn(dataDir), dataDir, `the web harness (pid ${process.pid})`);
    } finally {
      desk.release();
    }
    // Let go: the folder serves.
    const serving = await serveOn(dataDir);
    serving.child.kill('SIGTERM');
    await serving.closed;
  });
});
