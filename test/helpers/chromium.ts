/**
 * The Chromium every browser test and bench drives: Debian's, never one
 * Playwright downloads. The closed network refuses Chromium's background
 * connections, so it is kept from trying; no GPU and no sandbox in CI's
 * container.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
} as const;
