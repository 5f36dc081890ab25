/*
 * Figures whose measured side is the app's own code in this process (the
 * FreightClient, the harness's wire codec), run in a child process from a
 * bundle made as the app bundles main (bundle-for-node.ts). Run from source
 * through tsx, the same code carries a keepNames wrapper on every function,
 * which the app's build does not: the client's response check then cost
 * 1.18x a raw request where the bundled one costs 1.11x (alternated runs).
 * The child is bundled-figures-child.ts; it prints the figures as JSON.
 */
import path from 'node:path';
import { bundleForNode, runNodeChild } from './bundle-for-node';
import type { GoalFigure } from './goal-figure';

/** The sets of figures that run bundled (bundled-figures-child.ts has one runner for each). */
export const BUNDLED_SETS = ['client-vs-raw', 'ipc-route'] as const;
export type BundledSet = (typeof BUNDLED_SETS)[number];

export async function bundledFigures(set: BundledSet): Promise<GoalFigure[]> {
  const file = await bundleForNode(path.join(__dirname, 'bundled-figures-child.ts'), 'bundled-figures-child');
  const lines = await runNodeChild(file, [set], ['--expose-gc']);
  return JSON.parse(lines.at(-1) ?? '[]') as GoalFigure[];
}
