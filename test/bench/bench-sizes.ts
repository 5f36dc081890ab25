/*
 * The list sizes the store's benches measure side by side (issue 30: 100,000
 * and 1,000,000 on one table), and the two ways their rows are printed: a
 * column per size when a bench file runs alone, a row per size in
 * `npm run bench`'s one table.
 */
import { loadavg } from 'node:os';
import { meetsGoal, type GoalFigure } from './goal-figure';

/** The load average over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** STORE_BENCH_SIZES=100000 for a quick run; by default both sizes of the issue. */
export function benchSizes(fallback: readonly number[] = [100_000, 1_000_000]): number[] {
  const asked = process.env.STORE_BENCH_SIZES;
  if (!asked) return [...fallback];
  const sizes = asked.split(',').map((text) => Number(text.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0))
    throw new Error(`STORE_BENCH_SIZES must be whole numbers above 0 joined by commas, not "${asked}"`);
  return sizes;
}

/** One size's figures, with the same ids at every size. */
export interface SizedFigures {
  readonly size: number;
  /** The machine's load average before and after this size's run (2 shared cores). */
  readonly load: string;
  readonly figures: readonly GoalFigure[];
}

const sizeTag = (size: number) =>
  size % 1_000_000 === 0 ? `${size / 1_000_000}m` : size % 1_000 === 0 ? `${size / 1_000}k` : String(size);

/** Every figure id in the order it first comes, whatever size has it. */
function idsInOrder(runs: readonly SizedFigures[]): string[] {
  const ids: string[] = [];
  for (const run of runs) for (const figure of run.figures) if (!ids.includes(figure.id)) ids.push(figure.id);
  return ids;
}

/** The rows of every size as one list, each figure's sizes one under the other; ids and names carry the size. */
export function rowsBySize(runs: readonly SizedFigures[]): GoalFigure[] {
  const rows: GoalFigure[] = [];
  for (const id of idsInOrder(runs)) {
    for (const run of runs) {
      const figure = run.figures.find((f) => f.id === id);
      if (figure)
        rows.push({ ...figure, id: `${id}.${sizeTag(run.size)}`, name: `${figure.name} [${run.size.toLocaleString('en')}]` });
    }
  }
  return rows;
}

function cell(value: number | null, unit: string): string {
  if (value === null) return '';
  if (!Number.isFinite(value)) return 'n/a';
  return `${value.toFixed(value >= 100 ? 0 : 2)} ${unit}`;
}

/** One table, a row per figure and median, p95 and verdict per size; then each size's notes. */
export function printSizedTable(runs: readonly SizedFigures[]): void {
  const verdict = (f: GoalFigure | undefined) =>
    f === undefined ? '-' : ({ true: 'ok', false: 'MISS', null: '' } as const)[String(meetsGoal(f)) as 'true'];
  const header = ['FIGURE', 'GOAL'];
  for (const run of runs) header.push(`${sizeTag(run.size)} MEDIAN`, `${sizeTag(run.size)} P95`, '');
  const rows = [header];
  for (const id of idsInOrder(runs)) {
    const each = runs.map((run) => run.figures.find((f) => f.id === id));
    const any = each.find((f) => f !== undefined) as GoalFigure; // idsInOrder took the id from one of them
    const row = [any.name, any.goal === null ? '' : `< ${any.goal} ${any.unit}`];
    for (const f of each) row.push(f ? cell(f.median, f.unit) : '-', f ? cell(f.p95, f.unit) : '-', verdict(f));
    rows.push(row);
  }
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] as string).length)));
  for (const row of rows)
    console.log(row.map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join('  '));
  for (const run of runs) {
    console.log(`\nAt ${run.size.toLocaleString('en')} (load average ${run.load}):`);
    for (const f of run.figures) if (f.note) console.log(`${f.name.trim()}: ${f.note}`);
  }
}
