import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '@sandbox/demo-credentials';
import { startLoopbackProxy } from '../helpers/loopback-proxy';
import { addServiceProfile, openApp, SECOND_ACCOUNT, useProfile } from './support/accounts';
import type { HarnessHooks } from './support/harness-process';
import { expect, saveScreen, test } from './support/fixtures';

/**
 * The status bar says what the calls see: Connected, Signing in, Refused,
 * Unreachable, each with when the service last answered. Both clocks are
 * the test's: the page's (page.clock) and main's (the app-clock hook), so
 * the times shown never depend on the day the test runs.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

const at = (time: string) => new Date(`2031-05-14T${time}Z`);

async function setClocks(page: Page, hooks: HarnessHooks, time: string): Promise<void> {
  await page.clock.setFixedTime(at(time));
  await hooks.fixAppClock(at(time));
}

/** Any call to the service: the port search of Lookups. */
async function searchPorts(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookups' }).click();
  await page.getByLabel('City name').fill('Barcelona');
  await page.getByRole('region', { name: 'Ports', exact: true }).getByRole('button', { name: 'Search' }).click();
}

test('Connected, with the time of the last answer; still Connected after the tokens expire; Signing in while it signs in', async ({
  page,
  appUrl,
  hooks,
}) => {
  await setClocks(page, hooks, '09:30:00');
  await openApp(page, appUrl);
  await searchPorts(page);
  const status = page.getByRole('status').filter({ hasText: 'Sandbox' });
  await expect(status).toContainText('Connected');
  await expect(status).toContainText('Last answer 09:30');
  await saveScreen(page, 'status-connected');

  // The sandbox voids every token: the next call signs in again by itself, and the bar stays green.
  await hooks.expireTokens();
  await setClocks(page, hooks, '09:36:00');
  const tokens = await hooks.requestCount('auth.token');
  await searchPorts(page);
  await expect(
    page.getByRole('table', { name: /Ports for .Barcelona./ }).getByRole('rowheader', { name: 'ESBCN' }),
  ).toBeVisible();
  await expect(status).toContainText('Connected');
  await expect(status).toContainText('Last answer 09:36');
  expect(await hooks.requestCount('auth.token')).toBeGreaterThan(tokens);

  // A slow token answer: the bar says it is signing in, and when the service last answered.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(status).toContainText('Signed out');
  await hooks.setFault('auth.token', { latencyMs: 2_000, times: 1 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(status).toContainText('Signing in…');
  await expect(status).toContainText('Last worked 09:36');
  await expect(status).toContainText('Connected');
});

test('Refused when the service stops accepting the credentials, with one click to Settings', async ({
  page,
  appUrl,
  hooks,
}) => {
  await hooks.addAccount(SECOND_ACCOUNT);
  const { baseUrl } = await hooks.sandbox();
  await setClocks(page, hooks, '09:30:00');
  await openApp(page, appUrl);
  await addServiceProfile(page, { name: 'Second account', baseUrl, ...SECOND_ACCOUNT });
  await useProfile(page, 'Second account');
  const status = page.getByRole('status').filter({ hasText: 'Second account' });
  await expect(status).toContainText('Last answer 09:30');

  // The provider revokes the key: the token already held is refused too.
  await hooks.revokeAccount(SECOND_ACCOUNT.apiKey);
  await setClocks(page, hooks, '09:42:00');
  await searchPorts(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not search ports' })).toBeVisible();
  await expect(status).toContainText('Refused');
  await expect(status).toContainText('API key or secret');
  await expect(status).toContainText('Last worked 09:30');
  await saveScreen(page, 'status-refused');

  await page.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Edit “Second account”' })).toBeVisible();

  // The key is valid again: Retry signs in.
  await hooks.addAccount(SECOND_ACCOUNT);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(status).toContainText('Connected');
  await expect(status).toContainText('Last answer 09:42');
});

test('Unreachable when the service goes away: it says when it last worked, tries again backed off, and reconnects by itself', async ({
  page,
  appUrl,
  hooks,
}) => {
  const { baseUrl } = await hooks.sandbox();
  // The service this profile talks to: a relay the test stops and starts, in front of the sandbox.
  const relay = await startLoopbackProxy(baseUrl);
  try {
    await setClocks(page, hooks, '09:30:00');
    await openApp(page, appUrl);
    await addServiceProfile(page, { name: 'Relayed service', baseUrl: relay.url, ...DEMO_CREDENTIALS });
    await useProfile(page, 'Relayed service');
    const status = page.getByRole('status').filter({ hasText: 'Relayed service' });
    await expect(status).toContainText('Last answer 09:30');

    await relay.stop();
    await setClocks(page, hooks, '09:42:00');
    await searchPorts(page);
    await expect(status).toContainText('Unreachable');
    // Why is said once, under the top bar; the bar keeps it in its tooltip.
    await expect(page.getByRole('region', { name: 'The service cannot be reached' })).toContainText(
      'connection refused',
    );
    await expect(status).toHaveAttribute('title', /connection refused/);
    await expect(status).toContainText('Last worked 09:30');
    await expect(status).toContainText('next try in 1 s');
    await saveScreen(page, 'status-unreachable');

    // Main's timers run on the test's clock: each automatic attempt fails, and the next waits twice as long.
    const tries = [
      { wait: 1_000, at: '09:42:01', next: 'next try in 2 s' },
      { wait: 2_000, at: '09:42:03', next: 'next try in 4 s' },
      { wait: 4_000, at: '09:42:07', next: 'next try in 8 s' },
    ];
    for (const attempt of tries) {
      await page.clock.setFixedTime(at(attempt.at));
      await hooks.advanceAppClock(attempt.wait);
      await expect(status).toContainText(attempt.next);
      await expect(status).toContainText('Unreachable');
    }

    // The service is back: the next automatic attempt connects, with no click.
    await relay.start();
    await page.clock.setFixedTime(at('09:42:15'));
    await hooks.advanceAppClock(8_000);
    await expect(status).toContainText('Connected');
    await expect(status).toContainText('Last answer 09:42');

    // Gone again, and back: with main's clock standing still no automatic attempt can run, so Retry is what connects.
    await relay.stop();
    await searchPorts(page);
    await expect(status).toContainText('Unreachable');
    await relay.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(status).toContainText('Connected');
  } finally {
    await relay.stop();
  }
});
