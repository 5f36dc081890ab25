import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { operationIds, operations } from '@shared/api/operations';
import { BIN, FIXTURES, runCli } from './helpers/run-cli';

// Each test starts node processes: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 });

// The commands that need no service: operations, validate, help and usage errors.

describe('freight-desk operations', () => {
  it('lists every operation id with its method and path in aligned columns', async () => {
    const run = await runCli(['operations']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(operationIds.length + 1);
    const methodColumn = lines[0]!.indexOf('METHOD');
    for (const id of operationIds) {
      const line = lines.find((l) => l.startsWith(`${id} `));
      expect(line, id).toBeDefined();
      expect(line!.slice(methodColumn).startsWith(operations[id].method)).toBe(true);
      expect(line).toContain(operations[id].path);
    }
  });
});

describe('freight-desk validate', () => {
  it('prints the normalised payload and exits 0 for a good file', async () => {
    const run = await runCli(['validate', 'lookup.ports', join(FIXTURES, 'ports.response.json')]);
    expect(run.code).toBe(0);
    const value = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    expect(value).toHaveLength(2);
    expect(value[1]).toMatchObject({ unLocCode: 'VEBLA', rkstCode: null, terminal: 'kept as sent' });
  });

  it('lists each problem with its JSON path on stderr and exits 1 for a bad file', async () => {
    const run = await runCli(['validate', 'lookup.ports', join(FIXTURES, 'ports-bad.response.json')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('$[1].unLocCode');
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('checks a request body with --request, naming every bad field', async () => {
    const good = await runCli(['validate', 'rates.boxes', join(FIXTURES, 'boxes-rating.request.json'), '--request']);
    expect(good.code).toBe(0);
    expect(JSON.parse(good.stdout)).toMatchObject({ currency: 'EUR', boxes: [{ weight: 12.5 }] });

    const bad = await runCli(['validate', 'rates.boxes', join(FIXTURES, 'boxes-rating-bad.request.json'), '--request']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('$.origin.postalCode');
    expect(bad.stderr).toContain('$.boxes[0].weight');
  });

  it('reads standard input for -', async () => {
    const run = await runCli(['validate', 'lookup.ports', '-'], {
      input: '[{"unLocCode":"NLRTM","country":"NL","city":"Rotterdam"}]',
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([{ unLocCode: 'NLRTM', country: 'NL', city: 'Rotterdam', rkstCode: null }]);
  });

  it('says a file that is not JSON is not JSON (exit 1)', async () => {
    const run = await runCli(['validate', 'lookup.ports', '-'], { input: '{"unLocCode": ' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not valid JSON/);
  });
});

describe('usage errors exit 2 with a hint', () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['no command', [], /no command/],
    ['an unknown command', ['rate'], /unknown command: rate/],
    ['an unknown option', ['call', 'lookup.ports', '--cityName', 'x'], /Unknown option '--cityName'/],
    ['an unknown operation', ['call', 'lookup.port'], /unknown operation: lookup\.port[\s\S]*lookup\.ports/],
    [
      'a param the operation does not take',
      ['call', 'lookup.ports', '--param', 'CityName=x'],
      /lookup\.ports has no parameter CityName[\s\S]*cityName/,
    ],
    ['a missing required param', ['call', 'quotes.save', '-p', 'type=boxes'], /needs --param rateId/],
    ['a param without =', ['call', 'lookup.ports', '-p', 'cityName'], /name=value/],
    [
      'a body for an operation that takes none',
      ['call', 'lookup.containers', '--body', 'x.json'],
      /takes no request body/,
    ],
    ['no body for a POST', ['call', 'rates.boxes'], /needs a request body/],
    ['no service address', ['call', 'lookup.containers'], /no freight service address/],
    [
      'plain http to another computer',
      ['call', 'lookup.containers', '--base-url', 'http://example.com', '--api-key', 'k', '--api-secret', 's'],
      /https/,
    ],
    ['validate without a file', ['validate', 'lookup.ports'], /needs a file/],
    [
      'validate --request of an operation with no body',
      ['validate', 'lookup.ports', 'x.json', '--request'],
      /no request body/,
    ],
    ['validate of a missing file', ['validate', 'lookup.ports', 'no-such-file.json'], /not found/],
    ['a bad sandbox port', ['sandbox', '--port', 'http'], /--port/],
  ];
  it.each(cases)('%s', async (_, args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split(/\r?\n/).length).toBeGreaterThanOrEqual(2); // message + hint
    expect(run.stdout).toBe('');
  });
});

describe('--help', () => {
  it.each([[[] as string[]], [['call']], [['validate']], [['operations']], [['sandbox']]])(
    'freight-desk %s --help exits 0 with usage',
    async (args) => {
      const run = await runCli([...args, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Usage: freight-desk/);
    },
  );
});

describe('the bin without a build', () => {
  it('says in one line that the command line is not built and how to build it', async () => {
    // The bin in a copy of the package without out/: as after an install whose build did not run.
    const copy = await mkdtemp(join(tmpdir(), 'freight-desk-bin-'));
    try {
      await mkdir(join(copy, 'bin'));
      await copyFile(BIN, join(copy, 'bin', 'freight-desk.js'));
      const run = await runCli(['operations'], { bin: join(copy, 'bin', 'freight-desk.js') });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `freight-desk: the command line is not built (no out/cli/main.js): run npm run build in ${copy}\n`,
      );
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
