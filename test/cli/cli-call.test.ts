import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { startSandboxAtTestMoment } from '../helpers/sandbox-at-test-moment';
import { TEST_NOW } from '../helpers/test-clock';
import { BIN, FIXTURES, runCli } from './helpers/run-cli';

// Each test starts node processes: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 });

let sandbox: RunningSandbox;
let dir: string;
beforeAll(async () => {
  // At the tests' fixed moment: its answers are the same on any day.
  sandbox = await startSandboxAtTestMoment();
  dir = await mkdtemp(join(tmpdir(), 'freight-desk-cli-'));
});
afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const flags = () => [
  '--base-url',
  sandbox.baseUrl,
  '--api-key',
  sandbox.credentials.apiKey,
  '--api-secret',
  sandbox.credentials.apiSecret,
];

describe('freight-desk call', () => {
  it('prints the normalised answer as JSON (connection by flags)', async () => {
    const run = await runCli(['call', 'lookup.ports', '--param', 'cityName=barcelona', ...flags()]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const ports = JSON.parse(run.stdout) as Array<{ unLocCode: string; city: string }>;
    expect(ports.some((p) => p.unLocCode === 'ESBCN')).toBe(true);
  });

  it('connects by environment variables and sends a body from a file', async () => {
    const env = {
      FREIGHT_DESK_BASE_URL: sandbox.baseUrl,
      FREIGHT_DESK_API_KEY: sandbox.credentials.apiKey,
      FREIGHT_DESK_API_SECRET: sandbox.credentials.apiSecret,
    };
    const run = await runCli(['call', 'rates.boxes', '--body', join(FIXTURES, 'boxes-rating.request.json')], { env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const quote = JSON.parse(run.stdout) as {
      quoteId: string;
      rates: Array<{ id: string; price: { value: number; currency: string } }>;
    };
    expect(quote.quoteId).toBeTruthy();
    expect(quote.rates.length).toBeGreaterThan(0);
    // Money is normalised: integer minor units with a currency.
    expect(Number.isInteger(quote.rates[0]!.price.value)).toBe(true);
  });

  it('reads the body from standard input and writes --out FILE', async () => {
    const out = join(dir, 'quote.json');
    const body = await readFile(join(FIXTURES, 'boxes-rating.request.json'), 'utf8');
    const run = await runCli(['call', 'rates.boxes', '--body', '-', '--out', out, ...flags()], { input: body });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(JSON.parse(await readFile(out, 'utf8'))).toHaveProperty('rates');
  });

  it('exits 1 with one line when the service refuses the credentials, and logs the failure without them', async () => {
    const dataDir = join(dir, 'refused-data');
    const run = await runCli(
      [
        'call',
        'lookup.containers',
        '--base-url',
        sandbox.baseUrl,
        '--api-key',
        sandbox.credentials.apiKey,
        '--api-secret',
        'wrong-secret',
      ],
      { env: { FREIGHT_DESK_DATA_DIR: dataDir } },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split(/\r?\n/)).toHaveLength(1);
    expect(run.stderr).toMatch(/API key or secret/);
    expect(run.stderr).not.toContain('wrong-secret');
    // cli.log, beside the data folder it was given: the failure, never the key or the secret.
    const log = await readFile(join(dataDir, 'logs', 'cli.log'), 'utf8');
    expect(log).toMatch(/call lookup\.containers failed \(unauthorized\): .*API key or secret/);
    expect(log).not.toContain('wrong-secret');
    expect(log).not.toContain(sandbox.credentials.apiKey);
  });

  it('exits 1 listing the bad fields of a body, sending nothing', async () => {
    const before = sandbox.stats.count('rates.boxes');
    const run = await runCli([
      'call',
      'rates.boxes',
      '--body',
      join(FIXTURES, 'boxes-rating-bad.request.json'),
      ...flags(),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('$.origin.postalCode');
    expect(run.stderr).toContain('$.boxes[0].weight');
    expect(sandbox.stats.count('rates.boxes')).toBe(before);
  });

  it('exits 1 when the service says not found', async () => {
    const run = await runCli([
      'call',
      'tracking.detail',
      '-p',
      'shipmentId=00000000-0000-0000-0000-000000000000',
      ...flags(),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/found nothing/);
  });
});

describe('freight-desk sandbox', () => {
  it('prints its address and credentials, serves calls, and stops cleanly on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [BIN, 'sandbox', '--port', '0', '--start-at', new Date(TEST_NOW).toISOString()],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      await expect.poll(() => stdout, { timeout: 60_000, interval: 100 }).toMatch(/Press Ctrl\+C/);
      const vars = Object.fromEntries([...stdout.matchAll(/^(FREIGHT_DESK_\w+)=(.+)$/gm)].map((m) => [m[1], m[2]]));
      expect(vars.FREIGHT_DESK_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(vars.FREIGHT_DESK_API_KEY).toBeTruthy();
      const run = await runCli(['call', 'lookup.containers'], { env: vars as Record<string, string> });
      expect(run.code).toBe(0);
      expect((JSON.parse(run.stdout) as unknown[]).length).toBeGreaterThan(0);
      // Its clocks started at --start-at: a road rate is valid for 12 of the operator's hours from then.
      const rated = await runCli(['call', 'rates.boxes', '--body', join(FIXTURES, 'boxes-rating.request.json')], {
        env: vars as Record<string, string>,
      });
      expect(rated.code, rated.stderr).toBe(0);
      const validFor =
        Date.parse(
          (JSON.parse(rated.stdout) as { rates: Array<{ expirationDate: string }> }).rates[0]!.expirationDate,
        ) - TEST_NOW;
      expect(validFor).toBeGreaterThanOrEqual(12 * 3_600_000);
      expect(validFor).toBeLessThan(13 * 3_600_000);
    } finally {
      child.kill('SIGTERM');
    }
    // Windows has no SIGTERM: kill() ends the process at once, before it can stop cleanly.
    if (process.platform === 'win32') return;
    expect(await exited).toBe(0);
    expect(stderr).toMatch(/stopped/);
  });

  it('refuses a --start-at without its zone (exit 2), naming the flag', async () => {
    const run = await runCli(['sandbox', '--start-at', '2026-11-23T10:00:00']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--start-at must be a date-time with its zone/);
  });

  it('refuses half a credential pair (exit 2)', async () => {
    const run = await runCli(['sandbox', '--api-key', 'only-the-key', '--start-at', new Date(TEST_NOW).toISOString()]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/both --api-key and --api-secret/);
  });
});

describe('a body file on disk is read relative to the working directory', () => {
  it('finds --body given as a relative path', async () => {
    await writeFile(
      join(dir, 'report.json'),
      JSON.stringify({ contractNumber: 'NONE', fromDate: '2024-01-01T00:00:00Z' }),
    );
    const run = await runCli(['call', 'tariffs.report', '--body', 'report.json', ...flags()], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(Array.isArray(JSON.parse(run.stdout))).toBe(true);
  });
});
