import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleWebBridge } from '@harness/bridge-bundle';
import type { CoreChannels } from '@main/ipc/core-channels';
import { startHarnessServer, type RunningHarness } from '@harness/server';
import { lookupStatic, RendererMissingError } from '@harness/static';
import type { TestHookSandbox } from '@harness/test-hooks';
import { decodeWire, encodeWire, encodeWireFrame, WIRE_FRAME_JSON_HEADER, WIRE_FRAME_TYPE } from '@harness/wire-codec';
import { MAX_UPLOAD_BYTES } from '@shared/domain/upload-limits';
import type { Fault } from '@sandbox';
import type { EventName } from '@shared/ipc/contract';
import { fail, ok, type IpcResult } from '@shared/ipc/result';

/** A stand-in for AppCore: records calls, echoes input, emits events on demand. */
class StandInCore implements CoreChannels {
  readonly calls: { channel: string; input: unknown }[] = [];
  private readonly listeners = new Set<(event: EventName, payload: unknown) => void>();

  async invoke(channel: string, input: unknown): Promise<IpcResult<unknown>> {
    this.calls.push({ channel, input });
    if (channel === 'lookups.ports')
      return fail({ code: 'validation', message: 'Type at least 2 letters of a city name' });
    return ok({ channel, echoed: input });
  }
  onEvent(listener: (event: EventName, payload: unknown) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(event: EventName, payload: unknown): void {
    for (const listener of this.listeners) listener(event, payload);
  }
  get listenerCount(): number {
    return this.listeners.size;
  }
}

/** A stand-in for the sandbox the test hooks drive. */
class StandInSandbox implements TestHookSandbox {
  readonly baseUrl = 'http://127.0.0.1:1/';
  readonly faultsSet = new Map<string, Fault>();
  advancedMs = 0;
  tokensExpired = 0;
  readonly faults = {
    set: (operationId: string, fault: Fault) => void this.faultsSet.set(operationId, fault),
    clear: (operationId?: string) =>
      operationId === undefined ? this.faultsSet.clear() : void this.faultsSet.delete(operationId),
    expireTokens: () => void (this.tokensExpired += 1),
  };
  readonly accountsOpen = new Map<string, string>();
  readonly accounts = {
    add: ({ apiKey, apiSecret }: { apiKey: string; apiSecret: string }) =>
      void this.accountsOpen.set(apiKey, apiSecret),
    revoke: (apiKey: string) => this.accountsOpen.delete(apiKey),
  };
  readonly stats = { count: (operationId: string) => (operationId === 'lookup.ports' ? 3 : 0) };
  readonly clock = {
    speed: 60,
    advance: (ms: number) => void (this.advancedMs += ms),
    now: () => 5_000_000 + this.advancedMs,
    operatorNow: () => 1_000_000 + this.advancedMs,
    setSpeed(speed: number): void {
      this.speed = speed;
    },
  };
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** node:http rather than fetch: fetch would not let a test send a foreign Host or a raw `..` path. */
function raw(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

let workDir: string;
let rendererDir: string;
let bridgeScript: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'harness-test-'));
  rendererDir = path.join(workDir, 'renderer');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>FD</title><script type="module" crossorigin src="./assets/app.js"></script>' +
      '<link rel="stylesheet" href="./assets/app.css"></head><body><div id="app"></div></body></html>',
  );
  await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("app");');
  await writeFile(path.join(rendererDir, 'assets', 'app.css'), 'body{}');
  // A file beside the renderer that no path may reach.
  await writeFile(path.join(workDir, 'outside.txt'), 'TOP SECRET');
  bridgeScript = await bundleWebBridge();
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('harness server', () => {
  let harness: RunningHarness;
  let core: StandInCore;
  let sandbox: StandInSandbox;

  const start = async (withHooks: boolean) => {
    core = new StandInCore();
    sandbox = new StandInSandbox();
    harness = await startHarnessServer({
      core,
      rendererDir,
      bridgeScript,
      port: 0,
      ...(withHooks ? { testHooks: { sandbox, openedLinks: () => ['https://example.com/track/1'] } } : {}),
    });
  };
  const invoke = (channel: string, body: unknown, headers: Record<string, string> = {}) =>
    raw(harness.port, {
      method: 'POST',
      path: `/__harness/invoke/${channel}`,
      headers: { 'content-type': 'application/json', 'x-harness-secret': harness.secret, ...headers },
      body: encodeWire(body),
    });

  afterEach(async () => {
    await harness.close();
  });

  it('listens on loopback and prints a URL with a 64-hex-digit secret', async () => {
    await start(false);
    expect(harness.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?secret=[0-9a-f]{64}$/);
    expect(harness.url).toBe(`${harness.origin}/?secret=${harness.secret}`);
  });

  it('refuses every /__harness call and the page without the secret', async () => {
    await start(true);
    const noSecret = await invoke('profiles.list', {}, { 'x-harness-secret': '' });
    expect(noSecret.status).toBe(403);
    const wrongSecret = await invoke('profiles.list', {}, { 'x-harness-secret': 'f'.repeat(64) });
    expect(wrongSecret.status).toBe(403);
    expect((await raw(harness.port, { path: '/__harness/bridge.js' })).status).toBe(403);
    expect((await raw(harness.port, { path: '/__harness/events?secret=nope' })).status).toBe(403);
    expect((await raw(harness.port, { path: '/__harness/test/sandbox' })).status).toBe(403);
    expect(core.calls).toEqual([]);

    const page = await raw(harness.port, { path: '/' });
    expect(page.status).toBe(403);
    expect(page.body).toContain('npm run web');
    expect(page.body).not.toContain(harness.secret);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin even with the secret', async () => {
    await start(false);
    const rebound = await invoke('profiles.list', {}, { host: `evil.example:${harness.port}` });
    expect(rebound.status).toBe(403);
    const otherPort = await raw(harness.port, { path: `/?secret=${harness.secret}`, headers: { host: '127.0.0.1:1' } });
    expect(otherPort.status).toBe(403);
    const crossSite = await invoke('profiles.list', {}, { origin: 'http://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(core.calls).toEqual([]);

    const byName = await invoke(
      'profiles.list',
      {},
      { host: `localhost:${harness.port}`, origin: `http://localhost:${harness.port}` },
    );
    expect(byName.status).toBe(200);
  });

  it('passes a call to the core and returns its IpcResult, bytes and dates intact', async () => {
    await start(false);
    const input = { name: 'x', file: new Uint8Array([0, 1, 254, 255]), at: new Date('2026-01-02T03:04:05.000Z') };
    const response = await invoke('profiles.save', { input });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(decodeWire(response.body)).toEqual({ ok: true, value: { channel: 'profiles.save', echoed: input } });
    expect(core.calls).toEqual([{ channel: 'profiles.save', input }]);

    // A channel without input sends `{}`: the core must see undefined, as over Electron IPC.
    await invoke('profiles.list', {});
    expect(core.calls[1]).toEqual({ channel: 'profiles.list', input: undefined });

    // An error result is an answer, not an HTTP failure.
    const refused = await invoke('lookups.ports', { input: { cityName: 'B' } });
    expect(refused.status).toBe(200);
    expect(decodeWire(refused.body)).toMatchObject({ ok: false, error: { code: 'validation' } });
  });

  it('takes an upload as a frame: its bytes after the JSON, unencoded, arrive as bytes', async () => {
    await start(false);
    const file = new Uint8Array([0, 1, 2, 253, 254, 255]);
    const frame = encodeWireFrame({ input: { fileName: 'a.pdf', content: file } });
    expect(frame.json).not.toContain('base64');
    const json = Buffer.from(frame.json);
    const sendFrame = (headers: Record<string, string>, body: Buffer) =>
      raw(harness.port, {
        method: 'POST',
        path: '/__harness/invoke/documents.upload',
        headers: { 'content-type': WIRE_FRAME_TYPE, 'x-harness-secret': harness.secret, ...headers },
        body,
      });
    const framed = await sendFrame(
      { [WIRE_FRAME_JSON_HEADER]: String(json.length) },
      Buffer.concat([json, ...frame.parts]),
    );
    expect(framed.status).toBe(200);
    const seen = core.calls[0]?.input as { fileName: string; content: Uint8Array };
    expect(seen.fileName).toBe('a.pdf');
    expect(seen.content).toBeInstanceOf(Uint8Array);
    expect([...seen.content]).toEqual([...file]);

    // A frame whose JSON length is missing, or whose bytes are cut short, is refused before the core.
    expect((await sendFrame({}, Buffer.concat([json, ...frame.parts]))).status).toBe(400);
    expect((await sendFrame({ [WIRE_FRAME_JSON_HEADER]: String(json.length) }, json)).status).toBe(400);
    expect(core.calls).toHaveLength(1);
  });

  it('refuses a body larger than an upload may be before reading it', async () => {
    await start(false);
    const tooLarge = await raw(harness.port, {
      method: 'POST',
      path: '/__harness/invoke/documents.upload',
      headers: {
        'content-type': WIRE_FRAME_TYPE,
        'x-harness-secret': harness.secret,
        'content-length': String(MAX_UPLOAD_BYTES + 2 * 1024 * 1024),
      },
      body: '',
    });
    expect(tooLarge.status).toBe(413);
    expect(core.calls).toEqual([]);
  });

  it('rejects unknown channels, non-JSON bodies and malformed JSON without calling the core', async () => {
    await start(false);
    expect((await invoke('profiles.hack', {})).status).toBe(404);
    expect((await invoke('profiles.list', {}, { 'content-type': 'text/plain' })).status).toBe(415);
    const malformed = await raw(harness.port, {
      method: 'POST',
      path: '/__harness/invoke/profiles.list',
      headers: { 'content-type': 'application/json', 'x-harness-secret': harness.secret },
      body: '{"input":',
    });
    expect(malformed.status).toBe(400);
    expect(core.calls).toEqual([]);
  });

  it('delivers main events over server-sent events and unsubscribes when the page goes', async () => {
    await start(false);
    const received = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: harness.port,
          path: `/__harness/events?secret=${harness.secret}`,
          headers: { host: `127.0.0.1:${harness.port}`, accept: 'text/event-stream' },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toContain('text/event-stream');
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes(': connected'))
              core.emit('session.changed', { profileId: 'sandbox', state: 'connected' });
            if (text.includes('event: session.changed')) {
              req.destroy();
              resolve(text);
            }
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    const block = received.split('\n\n').find((b) => b.startsWith('event: session.changed'));
    expect(block).toBeDefined();
    const data = block!
      .split(/\r?\n/)
      .find((line) => line.startsWith('data: '))!
      .slice('data: '.length);
    expect(decodeWire(data)).toEqual({ profileId: 'sandbox', state: 'connected' });
    await expect.poll(() => core.listenerCount).toBe(0);
  });

  it('serves the page with the secret, the bridge script first and the CSP header', async () => {
    await start(false);
    const page = await raw(harness.port, { path: `/?secret=${harness.secret}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const bridgeAt = page.body.indexOf(`<script src="/__harness/bridge.js?secret=${harness.secret}"></script>`);
    const appAt = page.body.indexOf('<script type="module"');
    expect(bridgeAt).toBeGreaterThan(0);
    expect(bridgeAt).toBeLessThan(appAt);

    const bridge = await raw(harness.port, { path: `/__harness/bridge.js?secret=${harness.secret}` });
    expect(bridge.status).toBe(200);
    expect(bridge.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bridge.body).toContain('freightDesk');
    // The bundle is the same for every run: the secret is read from the script's own URL.
    expect(bridge.body).not.toContain(harness.secret);
  });

  it('serves renderer files with their MIME types and refuses paths that leave the renderer', async () => {
    await start(false);
    const js = await raw(harness.port, { path: '/assets/app.js' });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect((await raw(harness.port, { path: '/assets/app.css' })).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );
    expect((await raw(harness.port, { path: '/assets/missing.js' })).status).toBe(404);

    for (const attempt of [
      '/../outside.txt',
      '/assets/../../outside.txt',
      '/%2e%2e/outside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/..%5coutside.txt',
    ]) {
      const response = await raw(harness.port, { path: attempt });
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(response.body, attempt).not.toContain('TOP SECRET');
    }
    // A symlink inside the renderer that points outside it is refused too.
    await symlink(path.join(workDir, 'outside.txt'), path.join(rendererDir, 'assets', 'link.txt'));
    try {
      const viaLink = await raw(harness.port, { path: '/assets/link.txt' });
      expect(viaLink.status).toBe(403);
      expect(viaLink.body).not.toContain('TOP SECRET');
    } finally {
      await rm(path.join(rendererDir, 'assets', 'link.txt'));
    }
  });

  it('lets the browser keep built files named after their content, and reads each once', async () => {
    await start(false);
    const hashed = path.join(rendererDir, 'assets', 'TrackingScreen-T07whCRT.js');
    await writeFile(hashed, 'export const v = 1;');
    try {
      const first = await raw(harness.port, { path: '/assets/TrackingScreen-T07whCRT.js' });
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Named after its content, it never changes under that name: the bytes read first are served.
      await writeFile(hashed, 'export const v = 2;');
      expect((await raw(harness.port, { path: '/assets/TrackingScreen-T07whCRT.js' })).body).toBe(
        'export const v = 1;',
      );
      // Anything else is asked for again each time, and read again.
      const plain = await raw(harness.port, { path: '/assets/app.js' });
      expect(plain.headers['cache-control']).toBe('no-cache');
      await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("app 2");');
      expect((await raw(harness.port, { path: '/assets/app.js' })).body).toBe('console.log("app 2");');
    } finally {
      await rm(hashed);
      await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("app");');
    }
  });

  it('refuses traversal in the static lookup itself, whatever the URL parser left', async () => {
    for (const attempt of [
      '/../outside.txt',
      '/assets/%2e%2e/%2e%2e/outside.txt',
      '/..%2foutside.txt',
      '/a%5c..%5coutside.txt',
      '/x%00.js',
      '/%E0%A4%A',
    ]) {
      expect((await lookupStatic(rendererDir, attempt)).kind, attempt).toBe('refused');
    }
    expect((await lookupStatic(rendererDir, '/assets/app.js')).kind).toBe('file');
  });

  it('has no test hooks unless asked for them', async () => {
    await start(false);
    const response = await raw(harness.port, {
      path: '/__harness/test/sandbox',
      headers: { 'x-harness-secret': harness.secret },
    });
    expect(response.status).toBe(404);
  });

  it('drives the sandbox through the test hooks', async () => {
    await start(true);
    const hook = (method: string, hookPath: string, body?: unknown) =>
      raw(harness.port, {
        method,
        path: `/__harness/test/${hookPath}`,
        headers: { 'x-harness-secret': harness.secret, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    expect(JSON.parse((await hook('GET', 'sandbox')).body)).toEqual({ baseUrl: sandbox.baseUrl });
    expect((await hook('POST', 'faults', { operationId: 'lookup.ports', fault: { status: 503 } })).status).toBe(204);
    expect(sandbox.faultsSet.get('lookup.ports')).toEqual({ status: 503 });
    await hook('POST', 'faults', { operationId: '*', fault: { latencyMs: 100 } });
    expect((await hook('DELETE', 'faults?operationId=lookup.ports')).status).toBe(204);
    expect([...sandbox.faultsSet.keys()]).toEqual(['*']);
    expect((await hook('DELETE', 'faults')).status).toBe(204);
    expect(sandbox.faultsSet.size).toBe(0);
    expect((await hook('POST', 'expire-tokens')).status).toBe(204);
    expect(sandbox.tokensExpired).toBe(1);

    // A misspelt fault field is the test's mistake and is said so, not silently ignored.
    const typo = await hook('POST', 'faults', { operationId: 'lookup.ports', fault: { stauts: 503 } });
    expect(typo.status).toBe(400);
    expect(sandbox.faultsSet.size).toBe(0);
    expect(JSON.parse((await hook('GET', 'stats?operationId=lookup.ports')).body)).toEqual({
      operationId: 'lookup.ports',
      count: 3,
    });
    expect((await hook('POST', 'clock', { advanceMs: 60_000 })).status).toBe(204);
    expect(sandbox.advancedMs).toBe(60_000);
    expect((await hook('POST', 'clock', { speed: 3600 })).status).toBe(204);
    expect(sandbox.clock.speed).toBe(3600);
    expect(sandbox.advancedMs).toBe(60_000);
    expect(JSON.parse((await hook('GET', 'clock')).body)).toEqual({
      now: 5_060_000,
      operatorNow: 1_060_000,
      speed: 3600,
    });
    expect((await hook('POST', 'clock', {})).status).toBe(400);

    expect(JSON.parse((await hook('GET', 'opened-links')).body)).toEqual({ urls: ['https://example.com/track/1'] });

    const bad = await hook('POST', 'clock', { advanceMs: -5 });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toContain('advanceMs');

    expect((await hook('POST', 'accounts', { apiKey: 'second-key', apiSecret: 'second-secret' })).status).toBe(204);
    expect(sandbox.accountsOpen.get('second-key')).toBe('second-secret');
    expect((await hook('POST', 'revoke-account', { apiKey: 'second-key' })).status).toBe(204);
    expect(sandbox.accountsOpen.has('second-key')).toBe(false);
    // Revoking an account that is not there is a mistake in the test, said plainly.
    expect((await hook('POST', 'revoke-account', { apiKey: 'second-key' })).status).toBe(404);
    // This harness was started without a settable app clock.
    expect((await hook('POST', 'app-clock', { fixedMs: 0 })).status).toBe(404);
  });

  it("sets main's clock through the app-clock hook", async () => {
    let fixed: number | null | undefined;
    let advanced = 0;
    core = new StandInCore();
    sandbox = new StandInSandbox();
    harness = await startHarnessServer({
      core,
      rendererDir,
      bridgeScript,
      port: 0,
      testHooks: {
        sandbox,
        appClock: { fix: (ms) => void (fixed = ms), advance: (ms) => void (advanced += ms) },
        openedLinks: () => [],
      },
    });
    const hook = (body: unknown) =>
      raw(harness.port, {
        method: 'POST',
        path: '/__harness/test/app-clock',
        headers: { 'x-harness-secret': harness.secret, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await hook({ fixedMs: 1_900_000_000_000 })).status).toBe(204);
    expect(fixed).toBe(1_900_000_000_000);
    expect((await hook({ fixedMs: null })).status).toBe(204);
    expect(fixed).toBeNull();
    expect((await hook({ fixedMs: 'noon' })).status).toBe(400);
    expect((await hook({ advanceMs: 2_000 })).status).toBe(204);
    expect(advanced).toBe(2_000);
  });

  it('says to build first when the renderer is missing', async () => {
    const attempt = startHarnessServer({
      core: new StandInCore(),
      rendererDir: path.join(workDir, 'nope'),
      bridgeScript,
      port: 0,
    });
    await expect(attempt).rejects.toBeInstanceOf(RendererMissingError);
    await expect(attempt).rejects.toThrow('run npm run build first');
    harness = { close: async () => {} } as RunningHarness;
  });
});
