import path from 'node:path';
import { build } from 'esbuild';

const PROJECT_ROOT = path.resolve(__dirname, '../..');

/**
 * A bench's child code (a worker, a process) as the app bundles its own:
 * our source in one CommonJS file, packages left to require(). Written under
 * out/bench, where node_modules resolves. Run from source through tsx
 * instead, every function would carry a keepNames wrapper (`__name`) that the
 * app's build does not: the figures would time tsx, not the app.
 */
export async function bundleForNode(entry: string, name: string): Promise<string> {
  const outfile = path.join(PROJECT_ROOT, 'out', 'bench', `${name}.js`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}
