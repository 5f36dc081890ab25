/**
 * Builds the command line (src/cli) into out/cli/main.js, plain JavaScript
 * that Node runs with no TypeScript loader: bin/freight-desk.js requires it.
 * Part of `npm run build`; `npm install` runs it too (the `prepare` script),
 * so `npx freight-desk` works right after an install.
 */
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { NODE_BUNDLE, runBuild } from './node-bundle';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'out', 'cli');

async function main(): Promise<void> {
  await rm(OUT, { recursive: true, force: true });
  await build({ ...NODE_BUNDLE, entryPoints: { main: path.join(ROOT, 'src/cli/main.ts') }, outdir: OUT });
}

runBuild('the command line', main);
