import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveUpdateFeed } from '@main/updates/update-feed';
import { UpdateFlow, type UpdaterPort } from '@main/updates/update-flow';
import { ManualTimers } from '../helpers/manual-timers';

/*
 * The update flow against a feed this test serves on loopback, through
 * electron-updater's own code: the generic provider reading app-update.yml as
 * electron-builder writes it, fetching and parsing latest-*.yml, comparing
 * versions, downloading the installer and checking its sha512. It runs in
 * Node: electron-updater takes an app adapter instead of Electron's `app`,
 * and an HTTP executor on node:http instead of Electron's `net`.
 *
 * What only a packaged app can prove: electron-updater choosing the updater
 * for the platform (NSIS, DMG through Squirrel.Mac, AppImage, deb) and
 * installing. quitAndInstall is recorded here, never run: on this machine it
 * would call dpkg.
 */

const CURRENT = '0.1.0';

/** electron-updater's own HTTP executor (its download, its checks), sending through node:http instead of Electron's net. */
class NodeHttpExecutor extends ElectronHttpExecutor {
  override createRequest(
    options: RequestOptions,
    callback: (response: IncomingMessage) => void,
  ): Electron.ClientRequest {
    const request: ClientRequest = httpRequest(options, callback);
    // The executor uses only what both requests have (on, end, abort, setHeader); its type names Electron's.
    return request as unknown as Electron.ClientRequest;
  }
}

interface Feed {
  readonly url: string;
  /** Paths requested, in order. */
  readonly requested: string[];
  close(): Promise<void>;
}

/** A generic feed: every latest*.yml (the name depends on the platform) and the installer it names. */
async function serveFeed(latestYml: string, installer: { name: string; bytes: Buffer }): Promise<Feed> {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const file = path.posix.basename(decodeURIComponent(new URL(request.url ?? '/', 'http://feed').pathname));
    requested.push(file);
    if (/^latest.*\.yml$/.test(file)) {
      response.writeHead(200, { 'content-type': 'text/yaml' }).end(latestYml);
    } else if (file === installer.name) {
      response.writeHead(200, { 'content-length': installer.bytes.length }).end(installer.bytes);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/freight-desk`,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

/** latest-linux.yml as electron-builder writes it for one deb. */
function latestYml(version: string, name: string, bytes: Buffer, hash = sha512(bytes)): string {
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${name}`,
    `    sha512: ${hash}`,
    `    size: ${bytes.length}`,
    `path: ${name}`,
    `sha512: ${hash}`,
    "releaseDate: '2026-11-20T10:00:00.000Z'",
    '',
  ].join('\n');
}

let work: string;
let feed: Feed | undefined;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'fd-updates-'));
});

afterEach(async () => {
  await feed?.close();
  feed = undefined;
  await rm(work, { recursive: true, force: true });
});

/**
 * A real electron-updater updater for an installed Freight Desk 0.1.0 whose
 * build wrote app-update.yml naming `feedUrl` (as the publish block does),
 * and the feed the app resolves from that file.
 */
async function installedApp(feedUrl: string) {
  const resources = path.join(work, 'resources');
  await mkdir(resources, { recursive: true });
  const appUpdateYml = `provider: generic\nurl: ${feedUrl}\nupdaterCacheDirName: freight-desk-updater\n`;
  await writeFile(path.join(resources, 'app-update.yml'), appUpdateYml);
  const adapter: AppAdapter = {
    version: CURRENT,
    name: 'Freight Desk',
    isPackaged: true,
    appUpdateConfigPath: path.join(resources, 'app-update.yml'),
    userDataPath: path.join(work, 'user-data'),
    baseCachePath: path.join(work, 'cache'),
    whenReady: async () => undefined,
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  const updater = new DebUpdater(null, adapter);
  // Not in electron-updater's typings (internal): with an app adapter it leaves the executor to the caller.
  Object.assign(updater, { httpExecutor: new NodeHttpExecutor() });
  const updaterLines: string[] = [];
  updater.logger = {
    info: (m: unknown) => updaterLines.push(String(m)),
    warn: (m: unknown) => updaterLines.push(String(m)),
    error: (m: unknown) => updaterLines.push(String(m)),
  };
  updater.autoDownload = false;
  return { updater, resolved: resolveUpdateFeed({ env: {}, appUpdateYml }), updaterLines };
}

/** The flow over the real updater, with the install recorded instead of run. */
function flowOver(updater: DebUpdater, busy: { reason: string | null }) {
  const installs: string[] = [];
  const asked: string[] = [];
  const log: string[] = [];
  const timers = new ManualTimers();
  const port: UpdaterPort = {
    checkForUpdates: () => updater.checkForUpdates(),
    downloadUpdate: () => updater.downloadUpdate(),
    quitAndInstall: () => installs.push('quitAndInstall'),
  };
  const flow = new UpdateFlow({
    updater: port,
    prompt: {
      askToRestart: async (version) => {
        asked.push(version);
        return true;
      },
    },
    activity: { busyWith: () => busy.reason },
    log: { info: (m) => log.push(m), error: (c, e) => log.push(`${c}: ${(e as Error).message}`) },
    timers,
    busyRetryMs: 60_000,
  });
  return { flow, installs, asked, log, timers };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('updates from a generic feed', () => {
  it('finds a newer version, downloads and checks it, and offers the restart only once no booking is under way', async () => {
    const installer = { name: 'freight-desk_0.2.0_amd64.deb', bytes: randomBytes(64 * 1024) };
    feed = await serveFeed(latestYml('0.2.0', installer.name, installer.bytes), installer);
    const { updater, resolved } = await installedApp(feed.url);
    expect(resolved).toEqual({ kind: 'feed', url: feed.url, source: 'build' });

    const busy: { reason: string | null } = { reason: 'a booking form holds input not yet booked' };
    const { flow, installs, asked, log, timers } = flowOver(updater, busy);
    await flow.checkNow();

    expect(flow.phase).toEqual({ phase: 'ready', version: '0.2.0', declined: false });
    expect(feed.requested).toEqual([expect.stringMatching(/^latest.*\.yml$/), installer.name]);
    const downloaded = (await filesUnder(path.join(work, 'cache', 'freight-desk-updater'))).filter((f) =>
      f.endsWith(installer.name),
    );
    expect(downloaded).toHaveLength(1);
    expect((await readFile(downloaded[0] as string)).equals(installer.bytes)).toBe(true);
    // Mid-booking: no prompt, and no restart.
    expect(asked).toEqual([]);
    expect(log).toContain('updates: the restart prompt waits: a booking form holds input not yet booked');

    await timers.advance(60_000);
    expect(asked).toEqual([]);
    busy.reason = null;
    await timers.advance(60_000);
    expect(asked).toEqual(['0.2.0']);
    expect(installs).toEqual(['quitAndInstall']);
  });

  it('downloads nothing when the feed has the running version', async () => {
    const installer = { name: 'freight-desk_0.1.0_amd64.deb', bytes: randomBytes(1024) };
    feed = await serveFeed(latestYml(CURRENT, installer.name, installer.bytes), installer);
    const { updater } = await installedApp(feed.url);
    const { flow, asked, log, timers } = flowOver(updater, { reason: null });
    await flow.checkNow();
    expect(flow.phase).toEqual({ phase: 'idle' });
    expect(feed.requested).toHaveLength(1);
    expect(log).toEqual(['updates: none newer (the feed has 0.1.0)']);
    expect(asked).toEqual([]);
    // The next check is scheduled.
    expect(timers.pending()).toBe(1);
  });

  it('refuses a download whose sha512 does not match the feed, logs it, offers nothing and tries again later', async () => {
    const installer = { name: 'freight-desk_0.2.0_amd64.deb', bytes: randomBytes(4096) };
    const wrong = sha512(Buffer.from('another file'));
    feed = await serveFeed(latestYml('0.2.0', installer.name, installer.bytes, wrong), installer);
    const { updater } = await installedApp(feed.url);
    const { flow, asked, installs, log, timers } = flowOver(updater, { reason: null });
    await flow.checkNow();
    expect(flow.phase).toEqual({ phase: 'idle' });
    expect(log.some((line) => /^updates: .*sha512 checksum mismatch/.test(line))).toBe(true);
    expect(asked).toEqual([]);
    expect(installs).toEqual([]);
    expect(timers.pending()).toBe(1);
  });
});
