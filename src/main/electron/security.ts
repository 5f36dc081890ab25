import type { Session, WebContents } from 'electron';
import { isPermissionGranted } from './permission-policy';
import { openExternalSafely } from './open-external';

/**
 * Hardening for every WebContents the app ever creates (registered on
 * app 'web-contents-created', so it also covers any future one):
 * - no <webview>: attaching one is refused outright;
 * - no new windows: window.open and target=_blank are denied; an http(s) link
 *   opens in the operator's browser instead;
 * - no navigation away from the app: a clicked http(s) link opens in the
 *   browser, anything else is dropped; redirects are refused.
 */
export function hardenWebContents(contents: WebContents): void {
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openExternalSafely(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    openExternalSafely(event.url);
  });
  contents.on('will-redirect', (event) => {
    event.preventDefault();
  });
}

/** Permissions for the session the window uses: see permission-policy.ts. */
export function hardenSession(session: Session, devServerOrigin: string | undefined): void {
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
export function applyDevServerContentSecurityPolicy(session: Session, devServerOrigin: string, policy: string): void {
  session.webRequest.onHeadersReceived({ urls: [`${devServerOrigin}/*`] }, (details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
}
