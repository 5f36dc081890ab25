import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppRequestPath } from '@main/electron/app-request-path';
import { FALLBACK_MIME_TYPE, mimeTypeFor } from '@main/mime-types';

const root = path.resolve('/srv/freight-desk/out/renderer');

function served(url: string): string {
  const target = resolveAppRequestPath(url, root);
  if (!target.ok) throw new Error(`expected ${url} to be served, got ${target.status} (${target.reason})`);
  return path.relative(root, target.filePath).split(path.sep).join('/');
}

function refusal(url: string): number {
  const target = resolveAppRequestPath(url, root);
  if (target.ok) throw new Error(`expected ${url} to be refused, got ${target.filePath}`);
  return target.status;
}

describe('resolveAppRequestPath: app:// URL -> built renderer file', () => {
  it('serves index.html for the origin itself', () => {
    expect(served('app://freight-desk/')).toBe('index.html');
    expect(served('app://freight-desk')).toBe('index.html');
  });

  it('serves files under the renderer folder, ignoring query and fragment', () => {
    expect(served('app://freight-desk/index.html')).toBe('index.html');
    expect(served('app://freight-desk/assets/index-3f2a.js')).toBe('assets/index-3f2a.js');
    expect(served('app://freight-desk/assets/index.css?v=2#x')).toBe('assets/index.css');
  });

  it('decodes percent-encoded names', () => {
    expect(served('app://freight-desk/assets/port%20list.json')).toBe('assets/port list.json');
  });

  it.each([
    'app://freight-desk/..%2f..%2fmain%2findex.js',
    'app://freight-desk/assets/..%2F..%2F..%2Fetc%2Fpasswd',
    'app://freight-desk/%2e%2e%2f%2e%2e%2fmain%2findex.js',
    'app://freight-desk/..%5c..%5cmain%5cindex.js',
    'app://freight-desk/assets%5c..%5c..%5csecret.txt',
    'app://freight-desk/index.html%00.png',
  ])('refuses the traversal %s (hidden from the URL parser by encoding)', (url) => {
    expect(refusal(url)).toBe(403);
  });

  it('never resolves outside the renderer folder: dot segments the URL parser sees are resolved within the origin', () => {
    const tricky = [
      'app://freight-desk/../../main/index.js',
      'app://freight-desk/%2e%2e/%2e%2e/main/index.js',
      'app://freight-desk/assets/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
      'app://freight-desk/assets/../../../../etc/passwd',
      'app://freight-desk/C:/Windows/win.ini',
      'app://freight-desk//etc/passwd',
    ];
    for (const url of tricky) {
      const target = resolveAppRequestPath(url, root);
      if (target.ok) {
        const fromRoot = path.relative(root, target.filePath);
        expect(fromRoot.startsWith('..') || path.isAbsolute(fromRoot), url).toBe(false);
      }
    }
    expect(served('app://freight-desk/%2e%2e/%2e%2e/main/index.js')).toBe('main/index.js');
  });

  it.each([
    ['another host', 'app://other/index.html'],
    ['a port', 'app://freight-desk:8080/index.html'],
    ['credentials', 'app://user:pw@freight-desk/index.html'],
    ['another scheme', 'https://freight-desk/index.html'],
  ])('refuses %s', (_label, url) => {
    expect(refusal(url)).toBe(403);
  });

  it('answers 400 to malformed percent-encoding and 404 to a folder', () => {
    expect(refusal('app://freight-desk/assets/%E0%A4%A.js')).toBe(400);
    expect(refusal('app://freight-desk/assets/')).toBe(404);
  });

  it('gives each file its content type', () => {
    const target = resolveAppRequestPath('app://freight-desk/assets/index-3f2a.js', root);
    expect(target.ok && target.mimeType).toBe('text/javascript; charset=utf-8');
  });
});

describe('mimeTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['index-3f2a.js', 'text/javascript; charset=utf-8'],
    ['chunk.mjs', 'text/javascript; charset=utf-8'],
    ['index-3f2a.css', 'text/css; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['icon.PNG', 'image/png'],
    ['photo.jpeg', 'image/jpeg'],
    ['favicon.ico', 'image/x-icon'],
    ['inter.woff2', 'font/woff2'],
    ['data.json', 'application/json; charset=utf-8'],
    ['module.wasm', 'application/wasm'],
  ])('%s is %s', (file, type) => {
    expect(mimeTypeFor(file)).toBe(type);
  });

  it('serves unknown and extension-less files as opaque bytes, never as script or HTML', () => {
    expect(mimeTypeFor('payload.exe')).toBe(FALLBACK_MIME_TYPE);
    expect(mimeTypeFor('LICENSE')).toBe(FALLBACK_MIME_TYPE);
  });
});
