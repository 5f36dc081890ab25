import type { FastifyInstance } from 'fastify';
import { AccountRegistry } from './accounts';
import { DEFAULT_TOKEN_TTL_SECONDS, TokenAuthority } from './auth/tokens';
import { SimulatedClock, type SandboxClock } from './clock';
import { datasetFor, type Dataset } from './data/dataset';
import type { Port } from './data/schemas';
import { DEMO_CREDENTIALS } from './demo-credentials';
import { FaultTable, type FaultController } from './faults';
import type { SandboxServices } from './handlers/types';
import type { FolderHolderKind } from './folder-hold';
import { holdPort, type HeldPort } from './http/held-port';
import { prepareData } from './prepare-data';
import { openOnDisk, type OnDisk } from './state/on-disk';
import { memoryLedger } from './state/state-ledger';
import { SandboxState } from './state/sandbox-state';
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
  // Read before the folder is held: a data folder that is not there lets nothing wait to be let go.
  const data = datasetFor(options.resourcesDir);
  const disk =
    options.dataDir === undefined ? undefined : openOnDisk(options.dataDir, options.holder ?? 'sandbox', () => clock);
  const clock = clockAfter(disk, options);
  const services = sandboxServices(options, {
    data,
    clock,
    state: new SandboxState(disk?.ledger ?? memoryLedger()),
    accounts: new AccountRegistry([credentials, ...(options.accounts ?? [])]),
  });

  /** Set by close(): a load still running stops at its next step, and nothing more is made. */
  let stopping = false;
  // After the sandbox listens, so the app around it starts at once; its requests wait for this (buildServer).
  const preparing = heldUntilStarted(() =>
    prepareData({
      services,
      disk,
      apiKey: credentials.apiKey,
      demoHistory: options.demoHistory ?? false,
      seedShipments: options.seedShipments ?? 0,
      stopped: () => stopping,
    }),
  );

  const stats = new RequestCounter();
  const host = options.host ?? '127.0.0.1';
  // The port first, the HTTP app later (http/held-port.ts): fastify is a third of an app's cold start.
  const held = await holdPort(host, options.port ?? 0, () => void http.serve()).catch((error: unknown) => {
    // No port, no sandbox: the folder is let go for the next start.
    disk?.close();
    throw error;
  });
  const http = httpAppOnDemand({ services, stats, held, ready: preparing.ready, options });
  await startServing(options.prepareAfter, preparing, http, async () => {
    await held.close();
    disk?.close();
  });

  // Every change is on the disk already; an exit without close() still keeps the clocks and lets the folder go.
  const closeOnExit = () => disk?.close();
  if (disk) process.once('exit', closeOnExit);

  let closing: Promise<void> | undefined;
  return {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${held.port}`,
    port: held.port,
    credentials,
    faults: services.faults,
    accounts: services.accounts,
    clock,
    stats,
    ready: preparing.ready,
    close: () =>
      (closing ??= (async () => {
        stopping = true;
        // Held (prepareAfter) and not started yet: it starts now and stops at once, not when it is let.
        preparing.start();
        await preparing.ready;
        // Never built (nothing asked before the close): only the port to let go.
        await (await http.built())?.close();
        await held.close();
        disk?.close();
        process.off('exit', closeOnExit);
      })()),
  };
}

/** The sandbox's two clocks, from where the state on disk left them. */
function clockAfter(disk: OnDisk | undefined, options: SandboxOptions): SimulatedClock {
  const realNow = options.realNow ?? Date.now;
  const startAt = options.clockStartAt ?? realNow();
  // Neither clock runs backwards across a restart: shipments do not "un-deliver", expired quotes stay expired.
  return new SimulatedClock({
    speed: options.clockSpeed ?? 60,
    startAt: Math.max(disk?.saved.simNow ?? startAt, startAt),
    operatorStartAt: Math.max(disk?.saved.operatorNow ?? startAt, startAt),
    realNow,
  });
}

/** What every handler is given: what was made before (the data sets, the clock, the state, the accounts), the tokens and the faults. */
function sandboxServices(
  options: SandboxOptions,
  made: Pick<SandboxServices, 'data' | 'clock' | 'state' | 'accounts'>,
): SandboxServices {
  const tokenTtlSeconds = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  const tokens = new TokenAuthority(tokenTtlSeconds, options.realNow ?? Date.now);
  return {
    ...made,
    tokens,
    faults: new FaultTable(() => tokens.expireAll()),
    tokenTtlSeconds,
  };
}

/** The data's preparation, held until start() (at once, or when the app's first screen is up). */
interface Preparing {
  readonly ready: Promise<void>;
  start(): void;
}

function heldUntilStarted(prepare: () => Promise<void>): Preparing {
  let start!: () => void;
  const ready = new Promise<void>((resolve) => (start = resolve)).then(prepare).catch((error: unknown) => {
    // The sandbox still answers (with what it has): say why its data is short.
    process.emitWarning(`sandbox could not load or make its data: ${(error as Error).message}`);
  });
  return { ready, start };
}

/** The HTTP app, built once when first asked for. */
interface HttpApp {
  /** Builds the app (null when it could not be) and hands it the port. */
  serve(): Promise<FastifyInstance | null>;
  /** The app if it was asked for; undefined when nothing asked before the close. */
  built(): Promise<FastifyInstance | null> | undefined;
}

function httpAppOnDemand(parts: {
  services: SandboxServices;
  stats: RequestCounter;
  held: HeldPort;
  ready: Promise<void>;
  options: SandboxOptions;
}): HttpApp {
  const { services, stats, held, ready, options } = parts;
  const { faults, clock } = services;
  let app: Promise<FastifyInstance | null> | undefined;
  // A dynamic import: fastify loads here, not with this module.
  const build = async (): Promise<FastifyInstance> => {
    const [{ buildServer }, { handlers }] = await Promise.all([import('./server'), import('./handlers')]);
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
  };
  return {
    serve: () =>
      (app ??= build().catch((error: unknown) => {
        const reason = (error as Error).message;
        held.fail(reason);
        process.emitWarning(`the sandbox could not start its HTTP app: ${reason}`);
        return null;
      })),
    built: () => app,
  };
}

/**
 * The app's start (`prepareAfter`): the HTTP app and the data both wait for its
 * first screen, unless a request comes first. Started on its own (the CLI,
 * tests): serving when this resolves, a failure to build thrown here.
 */
async function startServing(
  after: Promise<void> | undefined,
  preparing: Preparing,
  http: HttpApp,
  /** Lets the port and the folder go for the next start. */
  giveUp: () => Promise<void>,
): Promise<void> {
  if (after) {
    void after.then(() => {
      preparing.start();
      void http.serve();
    });
    return;
  }
  preparing.start();
  if ((await http.serve()) === null) {
    await giveUp();
    throw new Error('the sandbox could not start its HTTP app (see the warning above)');
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
