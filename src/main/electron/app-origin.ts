/**
 * Where the renderer lives: a custom `app://freight-desk` origin instead of
 * file://, so the page has a real origin (a CSP 'self' that means something,
 * no access to the whole disk) and main can tell its own frames from others.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'freight-desk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * The privileges the scheme is registered with, before `ready`:
 * - standard: parsed like http (host, path, relative URLs, its own origin and storage);
 * - secure: treated like https (no mixed-content downgrade, secure-context APIs work);
 * - supportFetchAPI: fetch() of app files works;
 * - corsEnabled: Vite emits `<script type="module" crossorigin>`; Chromium only runs a
 *   CORS-mode module fetch for schemes on its CORS list. Our handler never sends
 *   Access-Control-Allow-Origin, so no other origin can read app files because of this;
 * - codeCache: V8 caches the compiled bundle between starts (a faster second start).
 * Not granted: bypassCSP, allowServiceWorkers, stream, allowExtensions.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
  codeCache: true,
} as const;

/**
 * `scheme://host[:port]` of a URL, for any scheme. Node's URL reports the origin of
 * a non-special scheme such as app: as the opaque "null", while Chromium (which
 * registered app: as standard) gives `app://freight-desk`; this computes the latter.
 * Returns null for an unparsable URL or one that carries credentials.
 */
export function schemeOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/** True when `url` is a page of the app's own origin (any path). */
export function isAppUrl(url: string): boolean {
  return schemeOrigin(url) === APP_ORIGIN;
}
