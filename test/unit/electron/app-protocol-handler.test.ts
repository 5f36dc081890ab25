import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler } from '@main/electron/app-protocol-handler';
import { buildContentSecurityPolicy } from '@shared/security/content-security-policy';

const policy = buildContentSecurityPolicy();
let workDir: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  // A built renderer, and a secret beside it that must never be served.
  workDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-protocol-'));
  const rendererDir = path.join(workDir, 'out', 'renderer');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><div id="app"></div>');
  await writeFile(path.join(rendererDir, 'assets', 'index-abc.js'), 'console.log("app")');
  await writeFile(path.join(rendererDir, 'assets', 'index-abc.css'), 'body{margin:0}');
  await mkdir(path.join(workDir, 'out', 'main'), { recursive: true });
  await writeFile(path.join(workDir, 'out', 'main', 'index.js'), 'SECRET MAIN SOURCE');
  handle = createAppProtocolHandler({ rootDir: rendererDir, contentSecurityPolicy: policy });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

describe('the app:// protocol handler', () => {
  it('serves the entry page with its type and the CSP', async () => {
    const response = await get('app://freight-desk/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<div id="app">');
  });

  it('serves the module script as JavaScript and the stylesheet as CSS', async () => {
    const script = await get('app://freight-desk/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log("app")');
    const style = await get('app://freight-desk/assets/index-abc.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('refuses to climb out of the renderer folder, with the CSP still on the answer', async () => {
    const response = await get('app://freight-desk/..%2fmain%2findex.js');
    expect(response.status).toBe(403);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(await response.text()).not.toContain('SECRET');
  });

  it('keeps dot segments inside the app origin: ../main/index.js is looked up in the renderer folder', async () => {
    const response = await get('app://freight-desk/%2e%2e/%2e%2e/main/index.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('SECRET');
  });

  it('answers 404 for a file that is not there', async () => {
    const response = await get('app://freight-desk/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(policy);
  });

  it('answers 404 for a folder', async () => {
    expect((await get('app://freight-desk/assets')).status).toBe(404);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('app://freight-desk/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('app://freight-desk/index.html', 'POST')).status).toBe(405);
  });

  it('answers 500 (not 404) when the disk fails for another reason', async () => {
    const failing = createAppProtocolHandler({
      rootDir: '/renderer',
      contentSecurityPolicy: policy,
      readFile: () => Promise.reject(Object.assign(new Error('EACCES'), { code: 'EACCES' })),
    });
    expect((await failing(new Request('app://freight-desk/index.html'))).status).toBe(500);
  });
});
