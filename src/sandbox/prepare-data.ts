import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SandboxServices } from './handlers/types';
import { keepTogether, loadOnDisk, type OnDisk } from './state/on-disk';

/** Seeded shipments made and kept per change. */
const SEEDS_PER_CHANGE = 500;

/** What the sandbox's data is made from, and how a close stops it. */
export interface DataToPrepare {
  readonly services: SandboxServices;
  readonly disk: OnDisk | undefined;
  /** The main account's key: the demo history and the seeded shipments are its. */
  readonly apiKey: string;
  readonly demoHistory: boolean;
  readonly seedShipments: number;
  /** True once close() began: a load still running stops at its next step, and nothing more is made. */
  readonly stopped: () => boolean;
}

/**
 * The saved shipments, then the demo history and the seeded shipments (on a
 * first start, or more seeds asked for). The handlers, their pricing engines
 * and the demo history load here and with the HTTP app (dynamic imports), not
 * with the sandbox's index: none is needed before it serves or prepares, and
 * the app's core loads the index before the window's first call.
 */
export async function prepareData(job: DataToPrepare): Promise<void> {
  if (job.disk) await loadOnDisk(job.disk, job.services.state, job.stopped);
  if (job.stopped()) return;
  if (job.demoHistory && untouched(job)) await writeFirstHistory(job);
  await seedShipmentsUpTo(job);
}

/** Nothing booked or saved in the main account yet. */
function untouched({ services: { state }, apiKey }: DataToPrepare): boolean {
  return state.shipmentsOf(apiKey).length === 0 && state.quotesOf(apiKey).length === 0;
}

async function writeFirstHistory({ services, disk, apiKey, stopped }: DataToPrepare): Promise<void> {
  const { writeDemoHistory } = await import('./demo/demo-history');
  const write = () => writeDemoHistory(services, apiKey);
  // Hundreds of changes kept as one: a first start's answers wait for them.
  if (disk) await keepTogether(disk, services.state, write, stopped);
  else await write();
}

async function seedShipmentsUpTo({ services, apiKey, seedShipments: seeds, stopped }: DataToPrepare): Promise<void> {
  const { state, data, clock } = services;
  let seeded = state.seededCount(apiKey);
  if (seeds <= seeded) return;
  const { seedShipments } = await import('./engines/seed-shipments');
  const now = clock.now();
  // A change per step: a long list is made with the event loop turning, and a stop keeps the steps made.
  while (seeded < seeds && !stopped()) {
    const from = seeded;
    const count = Math.min(SEEDS_PER_CHANGE, seeds - from);
    state.addSeededShipments((nextCode) => seedShipments(data, apiKey, from, count, now, nextCode));
    seeded += count;
    await nextTurn();
  }
}
