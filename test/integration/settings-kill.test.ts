import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ProfileRoster } from '@main/credentials/profile-roster';
import { memoryKeychain } from '../helpers/memory-keychain';

// Each run starts a node process that compiles TypeScript on start: seconds each on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOOP = join(REPO, 'test', 'integration', 'helpers', 'profile-save-loop.ts');
/** How many times the loop is killed; SETTINGS_KILL_RUNS=50 for a longer run by hand. */
const KILLS = Number(process.env.SETTINGS_KILL_RUNS ?? 8);

interface KilledRun {
  /** Saves the child reported as resolved before it died. */
  readonly saved: string[];
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
}

/**
 * Runs the save loop and kills it with SIGKILL once it has reported `after`
 * saves, then `delayMs` later: a save takes a few milliseconds (most of it
 * fsync), so a random delay lands the kill at a different point of a write
 * each time (before, during or after the rename).
 */
function runAndKill(dataDir: string, firstIndex: number, after: number, delayMs: number): Promise<KilledRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOOP, dataDir, String(firstIndex)], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const saved: string[] = [];
    let stderr = '';
    let killing = false;
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith('saved ')) return;
      saved.push(line.slice('saved '.length));
      if (saved.length >= after && !killing) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.on('error', reject);
    // 'close': stdout is drained, so every save the child reported is in `saved`.
    child.on('close', (_code, signal) => resolve({ saved, signal, stderr }));
  });
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('settings.json and kill -9', () => {
  it(`is valid and holds every resolved save after ${KILLS} kills at random moments of a loop of saves`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fd-kill-'));
    dirs.push(dataDir);
    const resolved: string[] = [];
    let next = 0;
    let tempFilesLeft = 0;
    for (let run = 0; run < KILLS; run++) {
      const after = randomInt(3, 40);
      const delayMs = randomInt(0, 12);
      const result = await runAndKill(dataDir, next, after, delayMs);
      const where = `run ${run + 1} (killed ${delayMs} ms after ${after} saves)`;
      expect(result.signal, `${where}: the loop stopped on its own: ${result.stderr}`).toBe('SIGKILL');
      resolved.push(...result.saved);
      next += 1000;
      // A temp file left behind means the kill landed between writing and renaming.
      tempFilesLeft += (await readdir(dataDir)).filter((f) => f.endsWith('.tmp')).length;

      const warnings: string[] = [];
      const roster = await ProfileRoster.open({
        dataDir,
        keychain: memoryKeychain(),
        sandboxBaseUrl: 'http://127.0.0.1:1',
        sandboxCredentials: { apiKey: 'demo', apiSecret: 'demo' },
        warn: (m) => warnings.push(m),
      });
      expect(roster.setAsideFile, `${where}: ${warnings.join('\n')}`).toBeNull();
      const names = new Set(roster.all().map((p) => p.name));
      expect(
        resolved.filter((name) => !names.has(name)),
        `${where}: resolved saves missing from settings.json`,
      ).toEqual([]);
    }
    // Opening the roster cleared what the killed runs left.
    expect((await readdir(dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    console.info(
      `kill -9: ${KILLS} kills, ${resolved.length} resolved saves kept, ${tempFilesLeft} temp files left mid-write`,
    );
  });
});
