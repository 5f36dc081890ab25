import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium every browser test and bench drives (playwright.config.ts, the
 * web bridge test, the first-paint bench), found the same way everywhere:
 *   1. FREIGHT_DESK_CHROMIUM, a Chromium or Chrome executable named by hand;
 *   2. Debian's /usr/bin/chromium where it exists (CI, `.ci/run`);
 *   3. Playwright's own Chromium, which `npx playwright install chromium`
 *      downloads (a developer's Windows or macOS machine).
 * With none of them, `npm test` stops at its preflight with one line saying
 * so (scripts/preflight.ts).
 */
export const CHROMIUM_ENV = 'FREIGHT_DESK_CHROMIUM';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_CHROMIUM = 'npx playwright install chromium';

export type ChromiumChoice =
  | { readonly found: true; readonly executablePath: string; readonly source: 'environment' | 'debian' | 'playwright' }
  | { readonly found: false; readonly problem: string };

export interface ChromiumInputs {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly exists: (file: string) => boolean;
  /** Where Playwright keeps the Chromium it downloads (chromium.executablePath()). */
  readonly playwrightChromium: string;
}

export function findChromium(inputs: ChromiumInputs): ChromiumChoice {
  const named = inputs.env[CHROMIUM_ENV]?.trim();
  if (named) {
    return inputs.exists(named)
      ? { found: true, executablePath: named, source: 'environment' }
      : { found: false, problem: `${CHROMIUM_ENV} names ${named}, which does not exist` };
  }
  if (inputs.exists(DEBIAN_CHROMIUM)) return { found: true, executablePath: DEBIAN_CHROMIUM, source: 'debian' };
  if (inputs.exists(inputs.playwrightChromium)) {
    return { found: true, executablePath: inputs.playwrightChromium, source: 'playwright' };
  }
  return {
    found: false,
    problem: `no Chromium found: run "${INSTALL_CHROMIUM}", or set ${CHROMIUM_ENV} to a Chromium or Chrome executable`,
  };
}

/** This machine's choice. */
export const CHROMIUM: ChromiumChoice = findChromium({
  env: process.env,
  exists: existsSync,
  playwrightChromium: chromium.executablePath(),
});

/**
 * Launch options for that Chromium. The closed network refuses Chromium's
 * background connections, so it is kept from trying; no GPU and no sandbox
 * in CI's container. Without a Chromium, Playwright's own error follows the
 * preflight's line.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM.found ? CHROMIUM.executablePath : undefined,
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
