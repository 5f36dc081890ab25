/** The median of a list of numbers (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Times one async call in milliseconds. */
export async function timeMs(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * Times two calls in `rounds` pairs, which goes first swapping every pair: a
 * call pays for part of the garbage the call before it left (the collector
 * runs when it runs), so a fixed order flatters whichever always runs first.
 */
export async function alternated(
  rounds: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<{ first: number[]; second: number[] }> {
  const times = { first: [] as number[], second: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      times.first.push(await timeMs(first));
      times.second.push(await timeMs(second));
    } else {
      times.second.push(await timeMs(second));
      times.first.push(await timeMs(first));
    }
  }
  return times;
}
