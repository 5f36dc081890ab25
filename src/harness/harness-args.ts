import path from 'node:path';
import { parseArgs } from 'node:util';
import { appDataDir, DATA_DIR_ENV, type DataDirInputs } from '@main/app-data-dir';
import { momentWithZone } from '@shared/domain/datetime';
import { DATED_SYNC_RULE } from '@main/sync/dated-sync';

export const DEFAULT_PORT = 5180;

export const USAGE = `usage: npm run web -- [--port N] [--data DIR | --temp] [--downloads DIR] [--seed-shipments N]
                      [--no-demo-history] [--dated-sync-from N] [--test-hooks] [--start-at ISO]
  --data DIR            keep the app's data (profiles, local store, sandbox state) in DIR
  --temp                a throwaway data folder, removed when the harness stops
                        default: ${DATA_DIR_ENV} when set, else the per-user folder the app uses
  --seed-shipments N    add N more shipments to the sandbox's demo account (a long list for benches)
  --no-demo-history     a new sandbox account starts empty, without its months of demo history
  --dated-sync-from N   from N shipments listed on, the syncs between whole ones ask the list
                        since a date (default ${DATED_SYNC_RULE.fromListed})
  --downloads DIR       where "save" puts files (default ~/Downloads)
  --port N              the port to listen on (default ${DEFAULT_PORT}; 0 = any free port)`;

/** Where this run keeps its data, and why there (the start line says it). */
export type DataChoice =
  | { readonly kind: 'folder'; readonly dir: string; readonly source: 'flag' | 'environment' | 'per-user' }
  | { readonly kind: 'temp' };

export interface HarnessArgs {
  readonly port: number;
  readonly data: DataChoice;
  readonly testHooks: boolean;
  readonly downloadsDir: string | undefined;
  /** Shipments the sandbox adds at start beyond its demo history (a long tracking list for the bench); 0 = none. */
  readonly seedShipments: number;
  /** A new sandbox account starts with its demo history (false: empty, for tests about exact totals). */
  readonly demoHistory: boolean;
  /** From this many listed, the syncs between whole ones ask the list since a date (src/main/sync/dated-sync.ts). */
  readonly datedSyncFrom: number;
  /** Epoch ms the process's calendar starts at (tests); undefined = the real now. */
  readonly startAt: number | undefined;
}

/** A command line the harness cannot run with: main prints the message and the usage. */
export class HarnessUsageError extends Error {}

/** Reads the command line; `where` is the process's platform, environment, home and working folder. */
export function parseHarnessArgs(argv: readonly string[], where: DataDirInputs): HarnessArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        temp: { type: 'boolean', default: false },
        'test-hooks': { type: 'boolean', default: false },
        downloads: { type: 'string' },
        'seed-shipments': { type: 'string' },
        'no-demo-history': { type: 'boolean', default: false },
        'dated-sync-from': { type: 'string' },
        'start-at': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Unknown flags, a flag without its value, stray words: node's own message says which.
    throw new HarnessUsageError((error as Error).message);
  }
  const port = values.port === undefined ? DEFAULT_PORT : wholeNumber(values.port);
  if (port === null || port > 65535) {
    throw new HarnessUsageError(
      `--port must be a whole number from 0 to 65535 (0 = any free port), not ${values.port}`,
    );
  }
  const seedShipments = values['seed-shipments'] === undefined ? 0 : wholeNumber(values['seed-shipments']);
  if (seedShipments === null) {
    throw new HarnessUsageError(
      `--seed-shipments must be a whole number of shipments, not ${values['seed-shipments']}`,
    );
  }
  const datedSyncFrom =
    values['dated-sync-from'] === undefined ? DATED_SYNC_RULE.fromListed : wholeNumber(values['dated-sync-from']);
  if (datedSyncFrom === null || datedSyncFrom < 1) {
    throw new HarnessUsageError(
      `--dated-sync-from must be a whole number of shipments from 1, not ${values['dated-sync-from']}`,
    );
  }
  if (values.data !== undefined && values.data.trim() === '') throw new HarnessUsageError('--data needs a folder');
  if (values.data !== undefined && values.temp) {
    throw new HarnessUsageError('--data and --temp contradict each other: keep the data in a folder, or throw it away');
  }
  return {
    port,
    seedShipments,
    demoHistory: values['no-demo-history'] !== true,
    datedSyncFrom,
    startAt: values['start-at'] === undefined ? undefined : parseStartAt(values['start-at']),
    data: dataChoice(values.data, values.temp === true, where),
    testHooks: values['test-hooks'] === true,
    downloadsDir: values.downloads === undefined ? undefined : path.resolve(where.cwd, values.downloads),
  };
}

/** --data wins over FREIGHT_DESK_DATA_DIR, which wins over the per-user folder; --temp over all. */
function dataChoice(flag: string | undefined, temp: boolean, where: DataDirInputs): DataChoice {
  if (temp) return { kind: 'temp' };
  if (flag !== undefined) return { kind: 'folder', dir: path.resolve(where.cwd, flag.trim()), source: 'flag' };
  const { dir, source } = appDataDir(where);
  return { kind: 'folder', dir, source };
}

/** What the start line says about the data folder. */
export function describeDataChoice(choice: DataChoice, dir: string): string {
  switch (choice.kind) {
    case 'temp':
      return `${dir} (temporary: --temp; removed when the harness stops)`;
    case 'folder':
      return `${dir} (${
        choice.source === 'flag'
          ? 'from --data'
          : choice.source === 'environment'
            ? `from ${DATA_DIR_ENV}`
            : "the app's per-user folder; --data DIR or --temp for another"
      })`;
  }
}

function wholeNumber(text: string): number | null {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** An ISO date-time WITH its zone: a zoneless one would mean a different moment on each machine. */
function parseStartAt(text: string): number {
  const ms = momentWithZone(text);
  if (ms === null) {
    throw new HarnessUsageError(
      `--start-at must be a date-time with its zone, such as 2026-11-23T10:00:00Z, not ${text}`,
    );
  }
  return ms;
}
