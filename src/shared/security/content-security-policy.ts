/**
 * The renderer's Content-Security-Policy. The built renderer is one module
 * script and one CSS file from app://freight-desk, so 'self' is all it needs:
 * no inline or eval'd script, no inline style, no plugin, no frame, no form
 * posting anywhere, and no connection beyond the app's own origin (the API is
 * reached only through main, never from the page).
 *
 * Svelte 5 needs no 'unsafe-inline': component CSS is emitted to a .css file,
 * `style:` directives and transitions use the CSSOM (not governed by CSP). A
 * literal `style="..."` attribute in markup IS blocked; use a class instead.
 */
const PRODUCTION_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
];

export interface ContentSecurityPolicyOptions {
  /**
   * Development only: the Vite dev server origin (http://localhost:5173). Vite
   * injects CSS through <style> elements and pushes updates over a websocket,
   * so the dev policy adds 'unsafe-inline' styles and ws:// to that host.
   */
  readonly devServerOrigin?: string | undefined;
}

/** The policy as one header value: `directive source source; directive ...`. */
export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const { devServerOrigin } = options;
  const directives = PRODUCTION_DIRECTIVES.map(([name, sources]): [string, string[]] => {
    if (devServerOrigin === undefined) return [name, [...sources]];
    if (name === 'style-src') return [name, [...sources, "'unsafe-inline'"]];
    if (name === 'connect-src') return [name, [...sources, devServerOrigin.replace(/^http/, 'ws')]];
    return [name, [...sources]];
  });
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
