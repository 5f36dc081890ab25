import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDataChoice, HarnessUsageError, parseHarnessArgs, USAGE } from '@harness/harness-args';

const where = (env: Record<string, string> = {}) => ({
  platform: 'linux' as const,
  env,
  home: '/home/ana',
  cwd: '/work/desk',
});

describe('the web harness command line: where the data lives', () => {
  it('by default keeps its data in the per-user folder the app uses, and says so', () => {
    const args = parseHarnessArgs([], where());
    expect(args.data).toEqual({ kind: 'folder', dir: '/home/ana/.config/Freight Desk', source: 'per-user' });
    expect(describeDataChoice(args.data, '/home/ana/.config/Freight Desk')).toMatch(/per-user folder/);
  });

  it('honours FREIGHT_DESK_DATA_DIR, and --data over it', () => {
    const env = { FREIGHT_DESK_DATA_DIR: '/srv/desk-data' };
    expect(parseHarnessArgs([], where(env)).data).toEqual({
      kind: 'folder',
      dir: '/srv/desk-data',
      source: 'environment',
    });
    expect(parseHarnessArgs(['--data', 'runs/a'], where(env)).data).toEqual({
      kind: 'folder',
      dir: path.resolve('/work/desk/runs/a'),
      source: 'flag',
    });
  });

  it('--temp is a throwaway folder, even with FREIGHT_DESK_DATA_DIR set', () => {
    const args = parseHarnessArgs(['--temp'], where({ FREIGHT_DESK_DATA_DIR: '/srv/desk-data' }));
    expect(args.data).toEqual({ kind: 'temp' });
    expect(describeDataChoice(args.data, path.join(tmpdir(), 'x'))).toMatch(/temporary.*removed/);
  });

  it('--seed-shipments N adds N shipments (0 by default)', () => {
    expect(parseHarnessArgs([], where()).seedShipments).toBe(0);
    expect(parseHarnessArgs(['--seed-shipments', '100000'], where()).seedShipments).toBe(100_000);
  });

  it('--dated-sync-from N sets from how many listed shipments the syncs between whole ones ask since a date', () => {
    expect(parseHarnessArgs([], where()).datedSyncFrom).toBe(100_000);
    expect(parseHarnessArgs(['--dated-sync-from', '1'], where()).datedSyncFrom).toBe(1);
    expect(USAGE).toContain('--dated-sync-from');
  });

  it('--no-demo-history starts a new sandbox account empty (the demo history is on by default)', () => {
    expect(parseHarnessArgs([], where()).demoHistory).toBe(true);
    expect(parseHarnessArgs(['--no-demo-history'], where()).demoHistory).toBe(false);
    expect(USAGE).toContain('--no-demo-history');
  });

  it.each([
    [['--data', 'a', '--temp'], /--data and --temp/],
    [['--no-demo-history=yes'], /no-demo-history/],
    [['--data', ' '], /--data needs a folder/],
    [['--seed-shipments=-3'], /--seed-shipments must be a whole number/],
    [['--seed-shipments', '1.5'], /--seed-shipments must be a whole number/],
    [['--port', '70000'], /--port must be/],
    [['--dated-sync-from', '0'], /--dated-sync-from must be a whole number of shipments from 1/],
    [['--dated-sync-from', 'many'], /--dated-sync-from must be a whole number/],
    [['--start-at', '2026-11-23T10:00:00'], /--start-at must be a date-time with its zone/],
    [['--tmp'], /--tmp/],
    [['stray'], /stray/],
  ])('refuses %j with a message that says what is wrong', (argv, message) => {
    expect(() => parseHarnessArgs(argv, where())).toThrow(HarnessUsageError);
    expect(() => parseHarnessArgs(argv, where())).toThrow(message);
  });
});
