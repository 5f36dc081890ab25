import { isOwnPageUrl } from './trusted-sender';

/**
 * Which web permissions the renderer gets: none, except writing sanitised text
 * to the clipboard from the app's own page (so a "copy booking code" button
 * works; this permission cannot read the clipboard and writes only plain,
 * sanitised data). Camera, microphone, geolocation, notifications, MIDI, HID,
 * serial, USB, screen capture, reading the clipboard ... are refused for every origin.
 */
const ALLOWED_FOR_OWN_PAGES: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function isPermissionGranted(
  permission: string,
  requestingUrl: string | null | undefined,
  devServerOrigin?: string,
): boolean {
  return ALLOWED_FOR_OWN_PAGES.has(permission) && isOwnPageUrl(requestingUrl, devServerOrigin);
}
