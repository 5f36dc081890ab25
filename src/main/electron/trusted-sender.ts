import { isAppUrl } from './app-origin';

/**
 * Whether a URL is a page of the app itself: app://freight-desk, or in
 * development the Vite dev server the window was loaded from.
 */
export function isOwnPageUrl(url: string | null | undefined, devServerOrigin?: string): boolean {
  if (typeof url !== 'string' || url === '') return false;
  if (isAppUrl(url)) return true;
  if (devServerOrigin === undefined) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === devServerOrigin;
}

export interface TrustedSenderOptions {
  /**
   * Whether the sending frame is the top frame of the app's own window (not an
   * iframe, not another window). The caller knows this from the IPC event.
   */
  readonly isMainFrame: boolean;
  /** In development only: the Vite dev server origin the window was loaded from. */
  readonly devServerOrigin?: string | undefined;
}

/**
 * Whether an IPC message may be served: it must come from the main frame of the
 * app's window, showing a page of the app's own origin (app://freight-desk, or
 * the dev server in development). Anything else (an iframe, a page the window
 * was somehow navigated to, a frame that is gone) is refused, so a foreign page
 * can never reach the profiles or the API through the bridge.
 */
export function isTrustedSender(frameUrl: string | null | undefined, options: TrustedSenderOptions): boolean {
  return options.isMainFrame && isOwnPageUrl(frameUrl, options.devServerOrigin);
}
