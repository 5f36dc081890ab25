import { describe, expect, it } from 'vitest';
import { resolveRendererSource } from '@main/electron/renderer-source';

describe('resolveRendererSource: where the window loads its page from', () => {
  it('loads the built renderer through app:// by default', () => {
    expect(resolveRendererSource({ isPackaged: false, env: {} })).toEqual({
      kind: 'app-protocol',
      url: 'app://freight-desk/index.html',
    });
  });

  it('loads the Vite dev server in development', () => {
    expect(
      resolveRendererSource({ isPackaged: false, env: { ELECTRON_RENDERER_URL: 'http://localhost:5173' } }),
    ).toEqual({
      kind: 'dev-server',
      url: 'http://localhost:5173',
      origin: 'http://localhost:5173',
    });
  });

  it('never takes its page from the environment in a packaged app', () => {
    const source = resolveRendererSource({ isPackaged: true, env: { ELECTRON_RENDERER_URL: 'http://localhost:5173' } });
    expect(source.kind).toBe('app-protocol');
  });

  it.each([
    'https://evil.example/',
    'file:///tmp/index.html',
    'http://192.168.1.10:5173/',
    'http://user:pw@localhost:5173/',
    'not a url',
  ])('ignores a dev URL that is not http(s) on this computer: %s', (url) => {
    expect(resolveRendererSource({ isPackaged: false, env: { ELECTRON_RENDERER_URL: url } }).kind).toBe('app-protocol');
  });
});
