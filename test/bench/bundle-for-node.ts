import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { LEFT_TO_NODE_MODULES } from '../../scripts/node-bundle';

const PROJECT_ROOT = path.resolve(__dirname, '../..');
/**
 * The bench's own tools, which a child may use (a child that starts another
 * child bundles it): never part of the app, so left to node_modules rather
 * than bundled with what is measured.
 */
const BENCH_TOOLS = ['esbuild', 'vite', 'electron-vite', 'playwright-core'] as const;

/**
 * A bench's child code (a worker, a process) as the app bundles its own:
 * our source and the JavaScript packages in one CommonJS file, the packages
 * main's build leaves to node_modules (the same list) left to require(). Written under
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
    external: [...LEFT_TO_NODE_MODULES, ...BENCH_TOOLS],
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Entries built exactly as main is: the main build of electron.vite.config.ts
 * (its packages bundled or left out, its chunks: what is imported dynamically,
 * such as the sandbox's HTTP app or the API client, a file read only when
 * first needed), with these entries into out/bench/<dir>. For the figures
 * about main's own start, which depend on how main is cut into files; the
 * other benches' children use bundleForNode. Resolves with the folder.
 */
export async function bundleAsMain(entries: Record<string, string>, dir: string): Promise<string> {
  // ES modules only: loaded when asked, not with every bench.
  const { loadConfigFromFile, MainConfigFactory } = await import('electron-vite');
  const { build: viteBuild } = await import('vite');
  const outDir = path.join(PROJECT_ROOT, 'out', 'bench', dir);
  const env = { command: 'build', mode: 'production' } as const;
  const loaded = await loadConfigFromFile(env, undefined, PROJECT_ROOT, 'warn');
  const main = loaded.config.main;
  if (!main?.build) throw new Error('electron.vite.config.ts has no main build');
  const asMain = { ...main, build: { ...main.build, outDir, lib: { entry: entries, formats: ['cjs' as const] } } };
  const inline = { configFile: false as const, root: PROJECT_ROOT, logLevel: 'warn' as const, mode: env.mode };
  await viteBuild(await new MainConfigFactory(asMain, inline, { root: PROJECT_ROOT }).build());
  return outDir;
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
      resolve(out.trim().split(/\r?\n/));
    });
  });
}
