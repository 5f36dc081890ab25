import { spawn } from 'node:child_process';
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

/** Runs a bundled child with Node and resolves with the lines it printed; a failure carries its stderr. */
export function runNodeChild(
  file: string,
  args: readonly string[],
  nodeArgs: readonly string[] = [],
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, file, ...args], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${path.basename(file)} failed (${code}):\n${err}`));
      resolve(out.trim().split('\n'));
    });
  });
}
