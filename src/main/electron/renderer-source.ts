import { APP_ENTRY_URL } from './app-origin';

/** Where the main window loads its page from. */
export type RendererSource =
  | { readonly kind: 'app-protocol'; readonly url: string }
  | { readonly kind: 'dev-server'; readonly url: string; readonly origin: string };

export interface RendererSourceInput {
  /** app.isPackaged: an installed app never takes its page from an environment variable. */
  readonly isPackaged: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `electron-vite dev` sets ELECTRON_RENDERER_URL to its Vite server; then the
 * window loads that (hot reload). Otherwise, and always in a packaged app, the
 * built renderer is served from app://freight-desk. A dev URL that is not
 * http(s) on this computer is ignored rather than trusted: whatever origin the
 * window loads is the origin allowed to call IPC.
 */
export function resolveRendererSource({ isPackaged, env }: RendererSourceInput): RendererSource {
  const devUrl = env['ELECTRON_RENDERER_URL'];
  if (!isPackaged && devUrl) {
    const origin = loopbackHttpOrigin(devUrl);
    if (origin !== null) return { kind: 'dev-server', url: devUrl, origin };
  }
  return { kind: 'app-protocol', url: APP_ENTRY_URL };
}

/** The origin of an http(s) URL on loopback without credentials, else null. */
export function loopbackHttpOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (!LOOPBACK_HOSTS.has(parsed.hostname)) return null;
  return parsed.origin;
}
