import { readFile as readFileFromDisk } from 'node:fs/promises';
import { resolveAppRequestPath } from './app-request-path';

export interface AppProtocolHandlerOptions {
  /** The built renderer folder (out/renderer; inside app.asar when packaged). */
  readonly rootDir: string;
  /** The Content-Security-Policy header value sent with every response. */
  readonly contentSecurityPolicy: string;
  /** Reads a file; injectable for tests. Electron's fs reads inside app.asar. */
  readonly readFile?: (filePath: string) => Promise<Uint8Array>;
}

/**
 * The handler for `protocol.handle('app', ...)`: serves the built renderer's
 * files with their exact content type and the security headers on EVERY
 * response (errors too, so no response ever lacks the CSP). It uses only the
 * web Request/Response types, so it runs (and is tested) in plain Node.
 */
export function createAppProtocolHandler(options: AppProtocolHandlerOptions): (request: Request) => Promise<Response> {
  const readFile = options.readFile ?? readFileFromDisk;
  const securityHeaders = {
    'Content-Security-Policy': options.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The files change only when the app is updated; never serve a stale build.
    'Cache-Control': 'no-cache',
  };
  const plain = (status: number, text: string): Response =>
    new Response(text, { status, headers: { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const target = resolveAppRequestPath(request.url, options.rootDir);
    if (!target.ok) return plain(target.status, target.status === 404 ? 'Not found' : 'Forbidden');

    let body: Uint8Array;
    try {
      body = await readFile(target.filePath);
    } catch (error) {
      // Missing files and folders are a 404; anything else is a real fault worth seeing.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return plain(404, 'Not found');
      return plain(500, 'Could not read the file');
    }
    const headers = { ...securityHeaders, 'Content-Type': target.mimeType, 'Content-Length': String(body.byteLength) };
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
