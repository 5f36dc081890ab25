/*
 * The local store's figures on their own (npm run bench runs them too), a
 * column per size:
 *   node --expose-gc --import tsx test/bench/store.ts
 * STORE_BENCH_SIZES=100000 (sizes joined by commas) for other sizes. Printed, never asserted.
 */
import { loadAverage, printSizedTable } from './bench-sizes';
import { storeFiguresBySize } from './store-figures';

async function main(): Promise<void> {
  const before = loadAverage();
  const runs = await storeFiguresBySize();
  console.log(
    `Local store (Node ${process.version}); load average before ${before}, after ${loadAverage()} (a shared machine)`,
  );
  printSizedTable(runs);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
