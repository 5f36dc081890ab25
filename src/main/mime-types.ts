import path from 'node:path';

/**
 * Content types of the files a built renderer contains (served by the app's
 * protocol handler and by the web harness alike). A module script served
 * with the wrong type does not run (Chromium enforces strict MIME checking for
 * modules), and with `nosniff` a stylesheet must be text/css, so this is exact.
 */
const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

/** Unknown types are served as opaque bytes, which the browser will not execute. */
export const FALLBACK_MIME_TYPE = 'application/octet-stream';

export function mimeTypeFor(filePath: string): string {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? FALLBACK_MIME_TYPE;
}
