import { buildContentSecurityPolicy } from '@shared/security/content-security-policy';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES } from './app-origin';
import { openExternalSafely, type ExternalShell } from './open-external';
import { isPermissionGranted } from './permission-policy';

/*
 * The app's Electron hardening, wired to the parts of App, WebContents and
 * Session it uses. Those parts are structural interfaces (Electron's objects
 * satisfy them), so this file never loads Electron and its wiring is tested
 * in Node with fakes (test/unit/electron/security.test.ts).
 */

/** An Electron event whose default action a handler can cancel. */
export interface PreventableEvent {
  preventDefault(): void;
}

/** will-navigate and will-redirect: the URL the page is about to load. */
export interface NavigationEvent extends PreventableEvent {
  readonly url: string;
}

/** The part of Electron's WebContents the hardening uses. */
export interface HardenableWebContents {
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  on(event: 'will-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { readonly url: string }) => { action: 'deny' }): void;
}

/** The part of Electron's Session whose permission handlers the hardening sets. */
export interface HardenableSession {
  setPermissionRequestHandler(
    handler: (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { readonly requestingUrl: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (
      contents: unknown,
      permission: string,
      requestingOrigin: string,
      details: { readonly requestingUrl?: string | undefined },
    ) => boolean,
  ): void;
  setDevicePermissionHandler(handler: () => boolean): void;
}

export type ResponseHeaders = Record<string, string | string[]>;

/** The part of Electron's Session that rewrites response headers (development only). */
export interface HeaderRewritingSession {
  readonly webRequest: {
    onHeadersReceived(
      filter: { urls: string[] },
      listener: (
        details: { readonly responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders: ResponseHeaders }) => void,
      ) => void,
    ): void;
  };
}

/** The part of Electron's App the hardening uses. */
export interface SecurableApp {
  enableSandbox(): void;
  on(event: 'web-contents-created', listener: (event: unknown, contents: HardenableWebContents) => void): unknown;
  whenReady(): Promise<unknown>;
}

/** The part of Electron's `protocol` that registers the app:// scheme's privileges. */
export interface SchemeRegistry {
  registerSchemesAsPrivileged(schemes: Array<{ scheme: string; privileges: Readonly<Record<string, boolean>> }>): void;
}

export interface SecureAppInput {
  readonly app: SecurableApp;
  readonly protocol: SchemeRegistry;
  readonly shell: ExternalShell;
  /** Electron's session.defaultSession; read only once the app is ready (Electron throws before). */
  readonly defaultSession: () => HardenableSession & HeaderRewritingSession;
  /** In development only: the Vite dev server the window loads from. */
  readonly devServerOrigin: string | undefined;
}

/**
 * Everything that makes the app's renderers safe, in the order Electron
 * requires. Call it at the top of main, before `ready`: synchronously it
 * registers app:// with its privileges, puts every renderer in the OS sandbox
 * (whatever a future window's options say) and hardens every WebContents the
 * app ever creates; once ready, it sets the session's permission handlers
 * (and, in development, the dev server's CSP). Resolves when all of it is in
 * place: await it before creating a window.
 */
export async function secureApp(input: SecureAppInput): Promise<void> {
  const { app, protocol, shell, devServerOrigin } = input;
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
  app.enableSandbox();
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, shell));

  await app.whenReady();
  const session = input.defaultSession();
  hardenSession(session, devServerOrigin);
  if (devServerOrigin !== undefined) {
    applyDevServerContentSecurityPolicy(session, devServerOrigin, buildContentSecurityPolicy({ devServerOrigin }));
  }
}

/**
 * Hardening for every WebContents the app ever creates (secureApp registers
 * it on app 'web-contents-created', so it also covers any future one):
 * - no <webview>: attaching one is refused outright;
 * - no new windows: window.open and target=_blank are denied; an http(s) link
 *   opens in the operator's browser instead;
 * - no navigation away from the page: the app never navigates its window
 *   (routes are in-page), so every navigation is cancelled; a clicked http(s)
 *   link opens in the browser, anything else is dropped; redirects are refused.
 */
export function hardenWebContents(contents: HardenableWebContents, shell: ExternalShell): void {
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openExternalSafely(shell, url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    openExternalSafely(shell, event.url);
  });
  contents.on('will-redirect', (event) => {
    event.preventDefault();
  });
}

/** Permissions for the session the window uses: see permission-policy.ts. */
export function hardenSession(session: HardenableSession, devServerOrigin: string | undefined): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl, devServerOrigin));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionGranted(permission, details.requestingUrl ?? requestingOrigin, devServerOrigin),
  );
  // USB, HID and serial devices: never.
  session.setDevicePermissionHandler(() => false);
}

/**
 * Development only: the Vite dev server sends no CSP, so add the (dev) policy
 * to its responses; a CSP violation then shows while developing, not first
 * in the packaged app. (app:// responses carry the policy themselves.)
 */
export function applyDevServerContentSecurityPolicy(
  session: HeaderRewritingSession,
  devServerOrigin: string,
  policy: string,
): void {
  session.webRequest.onHeadersReceived({ urls: [`${devServerOrigin}/*`] }, (details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
}
