import { readFileSync, realpathSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { mimeTypeFor } from '@main/mime-types';
import type { DeskTheme } from '@shared/ipc/channels/settings';

export class RendererMissingError extends Error {
  constructor(rendererDir: string) {
    super(`The built renderer is missing (${path.join(rendererDir, 'index.html')}): run npm run build first.`);
    this.name = 'RendererMissingError';
  }
}

/** Fails fast, with the fix in the message, when the renderer has not been built. */
export async function assertRendererBuilt(rendererDir: string): Promise<void> {
  try {
    if ((await stat(path.join(rendererDir, 'index.html'))).isFile()) return;
  } catch {
    // fall through to the error below
  }
  throw new RendererMissingError(rendererDir);
}

export type StaticLookup =
  | { readonly kind: 'file'; readonly body: Buffer; readonly contentType: string }
  | { readonly kind: 'refused' }
  | { readonly kind: 'not-found' };

/** The real path of each renderer folder served: it does not move while the harness runs. */
const realRoots = new Map<string, string>();

/**
 * Maps a URL path to a file inside `rootDir`, refusing anything that would
 * leave it: `..` segments (also percent-encoded), backslashes, NUL, and
 * symlinks that point outside.
 *
 * Synchronous file calls, on purpose: asynchronous, each file cost seven
 * round trips through libuv's thread pool (two realpaths, a stat, the open,
 * fstat, read and close of a read), each waiting for its turn of the event
 * loop. A cold start's first screen asks for some 40 files at once over the
 * browser's 6 connections, the window's first calls queued behind them, and
 * on a busy machine every one of those turns waited for the CPU. The files
 * are the built renderer's, small and in the OS cache: read in microseconds.
 */
export async function lookupStatic(rootDir: string, urlPath: string): Promise<StaticLookup> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'refused' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'refused' };
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return { kind: 'refused' };

  let root = realRoots.get(rootDir);
  if (root === undefined) {
    root = realpathSync(rootDir);
    realRoots.set(rootDir, root);
  }
  const candidate = path.join(root, ...segments);
  let real: string;
  try {
    real = realpathSync(candidate);
    if (!statSync(real).isFile()) return { kind: 'not-found' };
  } catch {
    return { kind: 'not-found' };
  }
  if (real !== root && !real.startsWith(root + path.sep)) return { kind: 'refused' };
  return { kind: 'file', body: readFileSync(real), contentType: mimeTypeFor(real) };
}

/**
 * The bundler names what it builds under assets/ after its content
 * (`TrackingScreen-T07whCRT.js`): such a file never changes under its name, so
 * the browser may keep it (and the harness its bytes) for good, as the app's
 * own protocol serves local files without asking again. Anything else
 * (index.html, the favicon) is asked for again each time.
 */
export function isImmutableAsset(urlPath: string): boolean {
  return /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(urlPath);
}

/**
 * index.html with the harness bridge loaded first: a classic script runs
 * before the app's module scripts (which are deferred), so window.freightDesk
 * exists when the app starts, as the preload guarantees in Electron.
 */
export function injectBridgeScript(indexHtml: string, bridgeSrc: string): string {
  const tag = `<script src="${escapeAttribute(bridgeSrc)}"></script>`;
  const firstScript = indexHtml.search(/<script\b/i);
  if (firstScript >= 0) return indexHtml.slice(0, firstScript) + tag + '\n    ' + indexHtml.slice(firstScript);
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd >= 0) return indexHtml.slice(0, headEnd) + tag + '\n' + indexHtml.slice(headEnd);
  return tag + '\n' + indexHtml;
}

/**
 * The page with the theme chosen in Settings on its <html> (data-theme, which
 * tokens.css reads): drawn in it from the first paint, before any script
 * runs. The system's theme needs no attribute.
 */
export function withTheme(indexHtml: string, theme: DeskTheme): string {
  if (theme === 'system') return indexHtml;
  return indexHtml.replace(/<html\b/i, `<html data-theme="${escapeAttribute(theme)}"`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
