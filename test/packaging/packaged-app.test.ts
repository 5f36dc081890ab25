import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACES } from '@main/services/quote-pdf/sheet-fonts';

/*
 * The packaging check: electron-builder packs the app as the installers do
 * (electron-builder.yml), for Linux, unpacked (`--linux dir`), against a
 * stand-in Electron distribution: a folder with a stub `electron` executable
 * and a `version` file, as no Electron binary can be downloaded here. Then
 * the test reads app.asar and the folder around it, and starts the packaged
 * main bundle in Node with Electron stood in.
 *
 * Two settings differ from a real build, both on the command line: the native
 * modules are not rebuilt for Electron (npmRebuild=false: that needs Electron's
 * headers from the network, and the Node build is what lets this test load
 * them), and the fuses are off (electronFuses: null), because flipping them
 * needs the sentinel a real Electron binary carries and the stub has not. The
 * packaged app's smoke test (test/e2e-electron) reads the fuses back from a
 * real build.
 *
 * It needs `npm run build` (npm test builds first); run alone, it builds the app when out/main is missing.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const requireHere = createRequire(__filename);
// @electron/asar as electron-builder brings it (its newest major needs Node 22): only for reading here.
const asar = requireHere('@electron/asar') as {
  listPackage(archive: string, options?: { isPack: boolean }): string[];
  statFile(archive: string, filename: string, followLinks?: boolean): { size?: number; unpacked?: boolean };
  extractFile(archive: string, filename: string): Buffer;
  extractAll(archive: string, dest: string): void;
};

/** Packages of package.json's dependencies that nothing loads at run time, left out by electron-builder.yml. */
const BUILD_ONLY = ['node-addon-api'];

let work: string;
let resources: string;
let archive: string;
/** Every path in app.asar, relative, with '/'. */
let entries: string[];

function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'out', 'main', 'index.js'))) {
    // Only what app.asar takes (out/main, preload, renderer): the rest of `npm run build` rewrites
    // out/cli, which the command-line tests may be running at the same moment.
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('electron-vite build failed: the packaging check needs its output');
  }
  work = await mkdtemp(path.join(tmpdir(), 'freight-desk-pack-'));
  const electronDist = path.join(work, 'electron-dist');
  await mkdir(electronDist);
  const stub = path.join(electronDist, 'electron');
  writeFileSync(stub, '#!/bin/sh\necho "a stand-in for Electron, for packaging tests only" >&2\nexit 1\n');
  await chmod(stub, 0o755);
  const electronVersion = (requireHere('electron/package.json') as { version: string }).version;
  writeFileSync(path.join(electronDist, 'version'), electronVersion);
  // The project's config with the fuses off (see above): a file, as the command line cannot set null.
  const config = path.join(work, 'electron-builder.yml');
  writeFileSync(config, `extends: ${JSON.stringify(path.join(ROOT, 'electron-builder.yml'))}\nelectronFuses: null\n`);

  const builder = await run(
    process.execPath,
    [
      requireHere.resolve('electron-builder/cli.js'),
      '--linux',
      'dir',
      '--publish',
      'never',
      '--config',
      config,
      `-c.electronDist=${electronDist}`,
      '-c.npmRebuild=false',
      `-c.directories.output=${path.join(work, 'dist')}`,
    ],
    ROOT,
  );
  if (builder.code !== 0) throw new Error(`electron-builder failed (exit ${builder.code}):\n${builder.output}`);
  resources = path.join(work, 'dist', 'linux-unpacked', 'resources');
  archive = path.join(resources, 'app.asar');
  entries = asar.listPackage(archive).map((entry) => entry.split(path.sep).join('/').replace(/^\//, ''));
  console.log(`app.asar: ${(readFileSync(archive).length / 1e6).toFixed(1)} MB, ${entries.length} entries`);
}, 240_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const isFile = (entry: string): boolean => asar.statFile(archive, entry).size !== undefined;

/** The folders of the packages in app.asar: node_modules/<name> and node_modules/@scope/<name>, nested too. */
function packagedPackages(): Set<string> {
  const names = new Set<string>();
  for (const entry of entries) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/package\.json$/.exec(entry);
    if (match && !entry.slice(0, match.index).includes('/package/')) names.add(match[1]!);
  }
  return names;
}

/** The installed packages package.json's dependencies need, found the way Node finds them. */
function productionPackages(): Set<string> {
  const names = new Set<string>();
  const visit = (fromDir: string, name: string, optional: boolean): void => {
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) {
        const key = `${candidate}`;
        if (visited.has(key)) return;
        visited.add(key);
        names.add(name);
        const manifest = JSON.parse(readFileSync(path.join(candidate, 'package.json'), 'utf8')) as {
          dependencies?: Record<string, string>;
          optionalDependencies?: Record<string, string>;
        };
        for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(candidate, dependency, false);
        for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(candidate, dependency, true);
        return;
      }
      if (path.dirname(dir) === dir) {
        if (optional) return;
        throw new Error(`${name} is not installed`);
      }
    }
  };
  const visited = new Set<string>();
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(manifest.dependencies)) visit(ROOT, name, false);
  return names;
}

describe('what app.asar holds', () => {
  it("holds the app's build (main, preload, renderer) and package.json, not the harness, the CLI or our sources", () => {
    const ours = entries.filter((entry) => !entry.startsWith('node_modules') && isFile(entry));
    expect(ours).toContain('package.json');
    expect(ours).toContain('out/main/index.js');
    expect(ours).toContain('out/main/worker-thread.js');
    expect(ours).toContain('out/preload/index.js');
    expect(ours).toContain('out/renderer/index.html');
    const outside = ours.filter((entry) => entry !== 'package.json' && !/^out\/(main|preload|renderer)\//.test(entry));
    expect(outside).toEqual([]);
    expect(ours.filter((entry) => /\.(ts|mts|cts|svelte|map)$/.test(entry))).toEqual([]);
  });

  it('holds the production dependencies, and no development tool (tsx, esbuild, electron ...)', () => {
    const expected = [...productionPackages()].filter((name) => !BUILD_ONLY.includes(name)).sort();
    expect([...packagedPackages()].sort()).toEqual(expected);
    for (const tool of ['tsx', 'esbuild', 'electron', 'electron-builder', 'vite', 'typescript', 'vitest'])
      expect(entries.some((entry) => entry.startsWith(`node_modules/${tool}/`))).toBe(false);
    expect(entries.some((entry) => entry.startsWith('node_modules/@esbuild/'))).toBe(false);
  });

  it('holds no TypeScript, source maps or C/C++ sources of the packages, only what runs', () => {
    const leftovers = entries.filter((entry) => /\.(ts|mts|cts|map|c|cc|cpp|h|hpp|gyp|gypi)$/.test(entry));
    expect(leftovers).toEqual([]);
  });

  it('holds the faces the quote PDF embeds (sheet-fonts.ts), and no other font file', () => {
    const fonts = entries.filter((entry) => /\.(ttf|otf|woff2?)$/.test(entry)).sort();
    expect(fonts).toEqual(
      Object.values(FACES)
        .flatMap((face) => [face.regular, face.bold])
        .filter((file): file is NonNullable<typeof file> => file !== null)
        .map((file) => `node_modules/${file}`)
        .sort(),
    );
  });

  it("keeps keytar's and better-sqlite3's native binaries unpacked beside app.asar, where they can load", () => {
    for (const binary of [
      'node_modules/keytar/build/Release/keytar.node',
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    ]) {
      expect(asar.statFile(archive, binary).unpacked, binary).toBe(true);
      expect(existsSync(path.join(`${archive}.unpacked`, binary)), binary).toBe(true);
    }
  });

  it("puts the sandbox's data sets in <resources>/data, where the packaged app looks (process.resourcesPath)", async () => {
    const source = path.join(ROOT, 'resources', 'data');
    const files = (await readdir(source)).sort();
    expect(files).toContain('ports.json');
    expect((await readdir(path.join(resources, 'data'))).sort()).toEqual(files);
    for (const file of files)
      expect(
        (await readFile(path.join(resources, 'data', file))).equals(await readFile(path.join(source, file))),
        file,
      ).toBe(true);
  });
});

describe('the packaged main bundle', () => {
  it('starts its core from the packaged layout, answers the window over IPC, refuses a foreign page, serves the page and holds its data folder', async () => {
    const app = path.join(work, 'extracted');
    asar.extractAll(archive, app);
    const dataDir = path.join(work, 'user-data');
    await mkdir(dataDir);
    const tsx = pathToFileURL(requireHere.resolve('tsx')).href;
    // From a folder outside the repo, so nothing can fall back to the repo's resources/data.
    const env = { ...process.env };
    delete env.FREIGHT_DESK_SANDBOX_DATA;
    delete env.FREIGHT_DESK_DATA_DIR;
    const started = await run(
      process.execPath,
      ['--import', tsx, path.join(__dirname, 'support', 'start-packaged-main.ts'), app, resources, dataDir],
      work,
      env,
    );
    expect(started.code, started.output).toBe(0);
    const report = JSON.parse(
      started.output
        .trim()
        .split(/\r?\n/)
        .find((line) => line.startsWith('{'))!,
    ) as {
      channels: number;
      pageUrl: string;
      lookup: { ok: boolean; value?: { value: Array<{ unLocCode: string }> } };
      foreign: { ok: boolean; error?: { code: string } };
      page: { status: number; type: string; html: string };
      preload: { file: string; exists: boolean };
      sandboxBeside: { status: number | null; stderr: string; pid: number };
      unmodelled: string[];
    };
    expect(report.channels).toBeGreaterThan(30);
    expect(report.pageUrl).toBe('app://freight-desk/index.html');
    // The embedded sandbox answers from the data sets beside app.asar.
    expect(report.lookup.ok).toBe(true);
    expect(report.lookup.value!.value.map((port) => port.unLocCode)).toContain('ESBCN');
    expect(report.foreign).toMatchObject({ ok: false, error: { code: 'untrusted-sender' } });
    expect(report.page.status).toBe(200);
    expect(report.page.type).toMatch(/^text\/html/);
    expect(report.page.html).toContain('<title>Freight Desk</title>');
    expect(report.preload).toEqual({ file: path.join('out', 'preload', 'index.js'), exists: true });
    // The app holds its data folder: a sandbox started on it meanwhile is refused, naming the app.
    expect(report.sandboxBeside.status).toBe(1);
    expect(report.sandboxBeside.stderr.trimEnd().split(/\r?\n/)).toEqual([
      `freight-desk: ${dataDir} is in use by the desktop app (pid ${report.sandboxBeside.pid}): stop it first, or use another data folder`,
    ]);
    // The local store and the sandbox's state went to the data folder Electron gave it (userData).
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['sandbox', 'store']));
    if (report.unmodelled.length > 0)
      console.log(`Electron members the stand-in does not model: ${report.unmodelled.join(', ')}`);
  }, 120_000);
});
