import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { AccountRegistry } from './accounts';
import { DEFAULT_TOKEN_TTL_SECONDS, TokenAuthority } from './auth/tokens';
import { SimulatedClock, type SandboxClock } from './clock';
import { datasetFor, type Dataset } from './data/dataset';
import type { Port } from './data/schemas';
import { DEMO_CREDENTIALS } from './demo-credentials';
import { FaultTable, type FaultController } from './faults';
import type { SandboxServices } from './handlers/types';
import { holdFolder, type FolderHold, type FolderHolderKind } from './folder-hold';
import { holdPort } from './http/held-port';
import { DiskLedger } from './state/disk-ledger';
import { removeInterruptedWrites } from './state/json-lines-file';
import { findJsonLinesState, type JsonLinesState } from './state/json-lines-migration';
import { openStateDatabase } from './state/state-database';
import { memoryLedger } from './state/state-ledger';
import { loadState } from './state/state-loading';
import { Store } from './state/store';
import { RequestCounter } from './stats';

export { DEMO_CREDENTIALS } from './demo-credentials';
export { FolderInUseError, holdFolder, type FolderHold, type FolderHolderKind } from './folder-hold';
export type { Fault, FaultController, FaultStatus } from './faults';
export { bodyRewriteSchema, type BodyRewrite } from './body-rewrite';
export type { SandboxClock } from './clock';
export type { ErrorBody, FieldError } from './errors';
export { TARIFF_CSV_COLUMNS } from './engines/tariff-csv';

/**
 * How big each known place is (airports, ports, cities), from the data sets the
 * app ships (resources/data, or `resourcesDir`): what the desk ranks place
 * suggestions by, whichever service answered them. Read on first use.
 */
export function placeWeights(resourcesDir?: string): Dataset['placeWeights'] {
  return datasetFor(resourcesDir).placeWeights;
}

/**
 * A port of the data sets the app ships, by UN/LOCODE: its city, country and
 * the time zone its terminal counts days in (the desk's free-time clocks, for
 * whichever service tracks the shipment). Read on first use.
 */
export function portPlaces(resourcesDir?: string): (unLocCode: string) => Port | undefined {
  const data = datasetFor(resourcesDir);
  return (unLocCode) => data.port(unLocCode);
}

export interface SandboxOptions {
  /** Default 0: a random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The main account's credentials; default DEMO_CREDENTIALS. */
  apiKey?: string;
  apiSecret?: string;
  /** More accounts (each key is an account with its own quotes, shipments, documents, tariffs). */
  accounts?: Array<{ apiKey: string; apiSecret: string }>;
  /**
   * Keep the state in this folder across restarts (a SQLite database,
   * state/state-database.ts: each change on the disk before its answer
   * leaves); default in memory only. The folder is held while the sandbox
   * runs: a second start on it, in any process, throws FolderInUseError.
   */
  dataDir?: string;
  /** What this process is, as another process finding `dataDir` held is told; default 'sandbox'. */
  holder?: FolderHolderKind;
  /** Simulated clock speed (1 = real time; 3600 = an hour per second); default 60. Operator time always runs at 1. */
  clockSpeed?: number;
  /**
   * Where the simulated and the operator's clocks start, epoch ms; default the
   * real now. Tests pass a fixed moment so that nothing depends on the day they run.
   */
  clockStartAt?: number;
  /**
   * The real clock everything time-based runs on (both clocks, token lifetimes);
   * default Date.now. Tests pass their own to let real time pass without waiting.
   */
  realNow?: () => number;
  /**
   * How an injected latency (Fault.latencyMs) waits; default a real timer.
   * Tests pass their own to hold an answer and let it go when they choose.
   */
  wait?: (ms: number) => Promise<void>;
  /** Token lifetime in (real) seconds; default 43200. */
  tokenTtlSeconds?: number;
  /** Pre-create N shipments for the main account (a big list for benchmarks). */
  seedShipments?: number;
  /**
   * On a first start (no saved state, nothing booked or saved yet), give the
   * main account a few months of history: a few dozen shipments of every kind
   * in every tracking state, with documents and saved quotes (demo/demo-history.ts).
   * Default false (tests start from an empty account); the app turns it on.
   */
  demoHistory?: boolean;
  /** Enables the /__sandbox admin routes, guarded by the header X-Sandbox-Admin: <token>. */
  adminToken?: string;
  /** fastify's request log; default off. */
  logger?: boolean;
  /**
   * The data folder (ports.json, airports.json, ...); default resources/data
   * of the repository, or FREIGHT_DESK_SANDBOX_DATA. A packaged app passes its
   * resources path here.
   */
  resourcesDir?: string;
  /**
   * The saved shipments are read, and the demo history and seeded shipments
   * made, once this settles (default: at once). The app holds it until its
   * window's first screen is up (src/main/startup-gate.ts); requests wait.
   */
  prepareAfter?: Promise<void>;
}

export interface RunningSandbox {
  /** http://127.0.0.1:PORT */
  readonly baseUrl: string;
  readonly port: number;
  readonly credentials: { apiKey: string; apiSecret: string };
  readonly faults: FaultController;
  /** Open more accounts, or revoke one's credentials (what a provider does to a key). */
  readonly accounts: Pick<AccountRegistry, 'add' | 'revoke'>;
  readonly clock: SandboxClock;
  /** Requests served per operation id (faulted ones included). */
  readonly stats: { count(operationId: string): number; reset(): void };
  /**
   * Settles once the saved shipments are loaded and the demo history and
   * seeded shipments made. The sandbox listens before (startSandbox returns
   * then), holding every request until this.
   */
  readonly ready: Promise<void>;
  /** Stops listening and, with a dataDir, closes its state and lets the folder go. */
  close(): Promise<void>;
}

/**
 * Starts the embedded sandbox of the freight API on loopback: every
 * operation of src/shared/api/operations.ts, with believable behaviour and
 * injectable faults. Used by the app's "Sandbox" profile, the CLI
 * (`freight-desk sandbox`), the web harness and the tests.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const credentials = {
    apiKey: options.apiKey ?? DEMO_CREDENTIALS.apiKey,
    apiSecret: options.apiSecret ?? DEMO_CREDENTIALS.apiSecret,
  };
  const accounts = new AccountRegistry([credentials, ...(options.accounts ?? [])]);
  const data = datasetFor(options.resourcesDir);

  const realNow = options.realNow ?? Date.now;
  const startAt = options.clockStartAt ?? realNow();
  const disk =
    options.dataDir === undefined ? undefined : openOnDisk(options.dataDir, options.holder ?? 'sandbox', () => clock);
  // Neither clock runs backwards across a restart: shipments do not "un-deliver", expired quotes stay expired.
  const clock: SimulatedClock = new SimulatedClock({
    speed: options.clockSpeed ?? 60,
    startAt: Math.max(disk?.saved.simNow ?? startAt, startAt),
    operatorStartAt: Math.max(disk?.saved.operatorNow ?? startAt, startAt),
    realNow,
  });
  const store = new Store(disk?.ledger ?? memoryLedger());

  const tokens = new TokenAuthority(options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS, realNow);
  const faults = new FaultTable(() => tokens.expireAll());
  const services: SandboxServices = {
    data,
    store,
    clock,
    tokens,
    accounts,
    faults,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
  };

  /** Set by close(): a load still running stops at its next step, and nothing more is made. */
  let stopping = false;
  /**
   * The saved shipments, then the demo history and the seeded shipments (on a
   * first start, or more seeds asked for): after the sandbox listens, so the
   * app around it starts at once; its requests wait for this (buildServer).
   */
  const prepare = async (): Promise<void> => {
    if (disk) await loadOnDisk(disk, store, () => stopping);
    if (stopping) return;
    const untouched =
      store.shipmentsOf(credentials.apiKey).length === 0 && store.quotesOf(credentials.apiKey).length === 0;
    // The handlers, their pricing engines and the demo history load here and with the HTTP app
    // (dynamic imports), not with this module: none is needed before the sandbox serves or prepares,
    // and the app's core loads this module before the window's first call.
    if (options.demoHistory && untouched) {
      const { writeDemoHistory } = await import('./demo/demo-history');
      const write = () => writeDemoHistory(services, credentials.apiKey);
      // Hundreds of changes kept as one: a first start's answers wait for them.
      if (disk) await keepTogether(disk, store, write, () => stopping);
      else await write();
    }

    const seeds = options.seedShipments ?? 0;
    let seeded = store.seededCount(credentials.apiKey);
    if (seeds > seeded) {
      const { seedShipments } = await import('./engines/seed-shipments');
      const now = clock.now();
      // A change per step: a long list is made with the event loop turning, and a stop keeps the steps made.
      while (seeded < seeds && !stopping) {
        const from = seeded;
        const count = Math.min(SEEDS_PER_CHANGE, seeds - from);
        store.addSeededShipments((nextCode) => seedShipments(data, credentials.apiKey, from, count, now, nextCode));
        seeded += count;
        await nextTurn();
      }
    }
  };
  let startPreparing!: () => void;
  const ready = new Promise<void>((resolve) => (startPreparing = resolve)).then(prepare).catch((error: unknown) => {
    // The sandbox still answers (with what it has): say why its data is short.
    process.emitWarning(`sandbox could not load or make its data: ${(error as Error).message}`);
  });

  const stats = new RequestCounter();
  const host = options.host ?? '127.0.0.1';
  // The port first, the HTTP app later (http/held-port.ts): fastify is a third of an app's cold start.
  const held = await holdPort(host, options.port ?? 0, () => void serve()).catch((error: unknown) => {
    // No port, no sandbox: the folder is let go for the next start.
    disk?.close();
    throw error;
  });
  let app: Promise<FastifyInstance | null> | undefined;
  /** Builds the HTTP app once (a dynamic import: fastify loads here, not with this module) and hands it the port. */
  const serve = (): Promise<FastifyInstance | null> =>
    (app ??= Promise.all([import('./server'), import('./handlers')])
      .then(async ([{ buildServer }, { handlers }]) => {
        const built = buildServer(
          { services, handlers, stats, faults, wait: options.wait ?? sleep },
          {
            logger: options.logger ?? false,
            ready,
            admin: { token: options.adminToken, faults, stats, clock },
            heldPort: held,
          },
        );
        await built.ready();
        held.open();
        return built;
      })
      .catch((error: unknown) => {
        const reason = (error as Error).message;
        held.fail(reason);
        process.emitWarning(`the sandbox could not start its HTTP app: ${reason}`);
        return null;
      }));
  if (options.prepareAfter) {
    // The app's start: the HTTP app and the data both wait for its first screen, unless a request comes first.
    void options.prepareAfter.then(() => {
      startPreparing();
      void serve();
    });
  } else {
    startPreparing();
    // Started on its own (the CLI, tests): serving when this resolves, a failure to build thrown here.
    if ((await serve()) === null) {
      await held.close();
      disk?.close();
      throw new Error('the sandbox could not start its HTTP app (see the warning above)');
    }
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;

  // Every change is on the disk already; an exit without close() still keeps the clocks and lets the folder go.
  const closeOnExit = () => disk?.close();
  if (disk) process.once('exit', closeOnExit);

  let closing: Promise<void> | undefined;
  return {
    baseUrl: `http://${urlHost}:${held.port}`,
    port: held.port,
    credentials,
    faults,
    accounts,
    clock,
    stats,
    ready,
    close: () =>
      (closing ??= (async () => {
        stopping = true;
        // Held (prepareAfter) and not started yet: it starts now and stops at once, not when it is let.
        startPreparing();
        await ready;
        // Never built (nothing asked before the close): only the port to let go.
        await (await app)?.close();
        await held.close();
        disk?.close();
        process.off('exit', closeOnExit);
      })()),
  };
}

/** Seeded shipments made and kept per change. */
const SEEDS_PER_CHANGE = 500;

/** The sandbox's state on disk, opened: its folder held, its ledger, and a JSON-lines state still to move in. */
interface OnDisk {
  readonly ledger: DiskLedger;
  /** The clocks the state was left at. */
  readonly saved: { readonly simNow: number; readonly operatorNow: number };
  readonly jsonLines: JsonLinesState | undefined;
  /** Closes the state and lets the folder go. */
  close(): void;
}

/**
 * Holds `dir` for this process, removes what interrupted writes left there,
 * and opens the state database (a migration of a JSON-lines state is found
 * now, made once the sandbox prepares).
 */
function openOnDisk(dir: string, holder: FolderHolderKind, clock: () => SandboxClock): OnDisk {
  const hold: FolderHold = holdFolder(dir, holder);
  let ledger: DiskLedger | undefined;
  try {
    removeInterruptedWrites(dir);
    ledger = new DiskLedger(openStateDatabase(dir), dir, () => ({
      simNow: clock().now(),
      operatorNow: clock().operatorNow(),
    }));
    const kept = ledger.savedClocks();
    const jsonLines = findJsonLinesState(dir, ledger);
    const opened = ledger;
    return {
      ledger,
      saved: {
        simNow: Math.max(kept.simNow, jsonLines?.simNow ?? 0),
        operatorNow: Math.max(kept.operatorNow, jsonLines?.operatorNow ?? 0),
      },
      jsonLines,
      close: () => {
        opened.close();
        hold.release();
      },
    };
  } catch (error) {
    ledger?.db.close();
    hold.release();
    throw error;
  }
}

/**
 * Keeps the changes `work` makes as one change, synced once. When it fails,
 * none is kept: the store forgets what it holds and reads the disk again, so
 * it never answers what the disk does not hold.
 */
async function keepTogether(disk: OnDisk, store: Store, work: () => Promise<unknown>, stopped: () => boolean) {
  try {
    await disk.ledger.changeInSteps(async () => {
      await work();
      return true;
    });
  } catch (error) {
    store.forgetAll();
    await loadState(disk.ledger.db, store, stopped);
    throw error;
  }
}

/** Moves a JSON-lines state in (once), then reads the database into the store. */
async function loadOnDisk(disk: OnDisk, store: Store, stopped: () => boolean): Promise<void> {
  try {
    await disk.jsonLines?.move(disk.ledger, stopped);
  } catch (error) {
    // The file stays where it was, to move at the next start; what the database holds is still read.
    process.emitWarning(`sandbox could not move its saved state into its database: ${(error as Error).message}`);
  }
  if (!stopped()) await loadState(disk.ledger.db, store, stopped);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
