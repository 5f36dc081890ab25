/**
 * Whether a URL the renderer asked to open may be handed to the OS browser.
 *
 * Only plain web pages qualify: http: or https:, parsed by URL (so tricks such as
 * " javascript:", "JAVASCRIPT:" or embedded tabs are normalised before the check),
 * with a host and no user name or password (a URL like
 * https://bank.example@evil.example/ misleads the operator about where it goes).
 * Everything else (file:, javascript:, data:, custom schemes that launch other
 * programs, smb: shares ...) is refused: shell.openExternal would run it.
 */
export function isSafeExternalUrl(url: unknown): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.hostname === '') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  return true;
}
