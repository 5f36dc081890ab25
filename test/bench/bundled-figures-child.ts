/*
 * The child process of bundled-figures.ts: runs one set of figures from the
 * app's code bundled as the app bundles it, and prints them as one JSON line.
 * Not run by hand.
 */
import { BUNDLED_SETS, type BundledSet } from './bundled-figures';
import { clientVsRawFigures } from './client-vs-raw';
import type { GoalFigure } from './goal-figure';
import { ipcRouteFigures } from './ipc-route';

const runners: Record<BundledSet, () => Promise<GoalFigure[]>> = {
  'client-vs-raw': clientVsRawFigures,
  'ipc-route': ipcRouteFigures,
};

const set = process.argv[2] ?? '';
// The includes() check makes the name one of the sets; TypeScript does not narrow a string by it.
const run = (BUNDLED_SETS as readonly string[]).includes(set) ? runners[set as BundledSet] : undefined;
if (!run) {
  console.error(`usage: bundled-figures-child ${Object.keys(runners).join('|')}`);
  process.exit(2);
}
run()
  .then((figures) => process.stdout.write(`${JSON.stringify(figures)}\n`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
