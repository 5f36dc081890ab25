/*
 * The local store's figures on their own (npm run bench runs them too):
 *   node --expose-gc --import tsx test/bench/store.ts
 * STORE_BENCH_SHIPMENTS=... for another size. Printed, never asserted.
 */
import { loadavg } from 'node:os';
import { printFigureTable } from './goal-figure';
import { storeFigures } from './store-figures';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const before = load();
  const figures = await storeFigures();
  console.log(
    `Local store (Node ${process.version}); load average before ${before}, after ${load()} (a shared machine)`,
  );
  printFigureTable(figures);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
