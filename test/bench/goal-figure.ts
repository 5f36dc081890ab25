import path from 'node:path';

/** One row of the bench's table and of bench-results.json. */
export interface GoalFigure {
  /** Stable key of the figure, for comparing runs (bench-results.json). */
  readonly id: string;
  readonly name: string;
  readonly unit: string;
  /** The issue's goal: the figure's p95 (or its one value) must stay below it; null: no goal, shown for insight. */
  readonly goal: number | null;
  readonly median: number;
  /** null when the figure is one value, not a set of samples. */
  readonly p95: number | null;
  readonly note?: string;
}

/** The p-th percentile (nearest rank) of some samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** A figure from samples: median and p95. */
export function fromSamples(fields: Omit<GoalFigure, 'median' | 'p95'>, samples: readonly number[]): GoalFigure {
  return {
    ...fields,
    median: percentile(samples, 50),
    p95: percentile(samples, 95),
    note: `${samples.length} samples${fields.note ? `; ${fields.note}` : ''}`,
  };
}

/** Whether a figure meets its goal (null: it has none). The p95 when there is one, else the one value. */
export function meetsGoal(figure: GoalFigure): boolean | null {
  if (figure.goal === null) return null;
  const value = figure.p95 ?? figure.median;
  return Number.isFinite(value) && value < figure.goal;
}

function formatNumber(value: number | null, unit: string): string {
  if (value === null) return '';
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'x') return `${value.toFixed(2)}x`;
  return `${value.toFixed(value >= 100 ? 0 : 2)} ${unit}`;
}

/** The table: one row per figure with its goal, median, p95 and verdict; the notes below it. */
export function printFigureTable(figures: readonly GoalFigure[]): void {
  const verdict = (f: GoalFigure) => ({ true: 'ok', false: 'MISS', null: '' })[String(meetsGoal(f)) as 'true'];
  const rows = [
    ['FIGURE', 'GOAL', 'MEDIAN', 'P95', 'VERDICT'],
    ...figures.map((f) => [
      f.name,
      f.goal === null ? '' : `< ${f.goal} ${f.unit}`,
      formatNumber(f.median, f.unit),
      formatNumber(f.p95, f.unit),
      verdict(f),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  }
  console.log('');
  for (const f of figures) if (f.note) console.log(`${f.name.trim()}: ${f.note}`);
}

/** The rows as bench-results.json holds them. */
export function resultsJson(figures: readonly GoalFigure[]): string {
  const rows = figures.map((f) => ({
    id: f.id,
    goal: f.goal,
    unit: f.unit,
    median: Number.isFinite(f.median) ? f.median : null,
    p95: f.p95 !== null && Number.isFinite(f.p95) ? f.p95 : null,
    ok: meetsGoal(f),
  }));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/**
 * One side over the other, from samples of both taken alternately in one
 * run: the ratio of the medians, one value (the goal is on it); the ratio of
 * the p95s is in the note.
 */
export function ratioFigure(
  fields: { id: string; name: string; goal: number | null; note?: string },
  over: readonly number[],
  under: readonly number[],
): GoalFigure {
  const p95 = percentile(over, 95) / percentile(under, 95);
  return {
    id: fields.id,
    name: fields.name,
    unit: 'x',
    goal: fields.goal,
    median: percentile(over, 50) / percentile(under, 50),
    p95: null,
    note: `median over median of ${over.length} alternated pairs (p95 over p95: ${p95.toFixed(2)}x)${fields.note ? `; ${fields.note}` : ''}`,
  };
}

/**
 * Prints a bench file's figures when that file is the one run (`node --import
 * tsx test/bench/<file>.ts`). Named by its source file's name, not
 * __filename: bundled into a child (bundled-figures.ts), every module's
 * __filename is the bundle's, which is the one run.
 */
export function printWhenRunAlone(sourceFile: string, figures: () => Promise<GoalFigure[]>): void {
  if (!process.argv[1] || path.basename(process.argv[1]) !== sourceFile) return;
  figures()
    .then((rows) => printFigureTable(rows))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
