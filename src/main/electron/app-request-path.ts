import path from 'node:path';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { mimeTypeFor } from '@main/mime-types';

export type AppRequestTarget =
  | { readonly ok: true; readonly filePath: string; readonly mimeType: string }
  | { readonly ok: false; readonly status: 400 | 403 | 404; readonly reason: string };

/**
 * Maps an app://freight-desk/... request to a file under `rootDir` (the built
 * renderer, out/renderer), or says why it is refused.
 *
 * Refused: another scheme or host, credentials, a path that is not valid
 * percent-encoding, NUL bytes, backslashes (a separator on Windows), any `..`
 * segment (also when percent-encoded: it is decoded first), and, as a last
 * guard, anything that resolves outside `rootDir`. The query and fragment are
 * ignored. `/` is the entry page, index.html.
 */
export function resolveAppRequestPath(requestUrl: string, rootDir: string): AppRequestTarget {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { ok: false, status: 400, reason: 'unparsable URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.hostname !== APP_HOST || url.port !== '') {
    return { ok: false, status: 403, reason: 'not an app://freight-desk URL' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, status: 403, reason: 'credentials in URL' };
  }

  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'invalid percent-encoding' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) {
    return { ok: false, status: 403, reason: 'forbidden character in path' };
  }

  const relative = decoded.replace(/^\/+/, '');
  const segments = relative === '' ? ['index.html'] : relative.split('/');
  if (segments.some((segment) => segment === '..')) {
    return { ok: false, status: 403, reason: 'path traversal' };
  }
  if (segments[segments.length - 1] === '') {
    return { ok: false, status: 404, reason: 'directory listing' };
  }

  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, ...segments);
  const fromRoot = path.relative(root, filePath);
  if (fromRoot === '' || fromRoot.startsWith('..') || path.isAbsolute(fromRoot)) {
    return { ok: false, status: 403, reason: 'outside the renderer folder' };
  }
  return { ok: true, filePath, mimeType: mimeTypeFor(filePath) };
}
