import { channelNames } from '@shared/ipc/contract';
import { expect, saveScreen, test } from './support/fixtures';

/**
 * The app's skeleton, as an operator meets it in a browser through the web
 * harness: it opens connected to the embedded sandbox, looks up ports and
 * container types, and says clearly when a service profile's credentials are
 * refused. Each test has a harness of its own (fresh data, Sandbox active).
 */

test('opens on Today, on the Sandbox profile, connected', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  const status = page.getByRole('status').filter({ hasText: 'Sandbox' });
  await expect(status).toContainText('Sandbox');
  await expect(status).toContainText('Connected');
  // The day starts with what needs the operator: Today is the default address.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page).toHaveURL(/#\/today$/);
  await saveScreen(page, 'start-connected');
});

test('finds the port of Barcelona in Lookups', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookups' }).click();
  await expect(page.getByRole('heading', { name: 'Ports', exact: true })).toBeVisible();

  await page.getByLabel('City name').fill('Barcelona');
  await page.getByRole('region', { name: 'Ports', exact: true }).getByRole('button', { name: 'Search' }).click();

  const results = page.getByRole('table', { name: /Ports for .Barcelona./ });
  await expect(results.getByRole('rowheader', { name: 'ESBCN' })).toBeVisible();
  await saveScreen(page, 'lookups-ports-barcelona');
});

test('says when the port search fails, and finds the port once the service is back', async ({
  page,
  appUrl,
  hooks,
}) => {
  await page.goto(appUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookups' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await hooks.setFault('lookup.ports', { status: 503 });

  await page.getByLabel('City name').fill('Barcelona');
  await page.getByRole('region', { name: 'Ports', exact: true }).getByRole('button', { name: 'Search' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Could not search ports' });
  await expect(problem).toContainText('503');
  await saveScreen(page, 'lookups-ports-service-down');

  await hooks.clearFaults();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('table', { name: /Ports for .Barcelona./ }).getByRole('rowheader', { name: 'ESBCN' }),
  ).toBeVisible();
});

test('lists the 18 container types', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookups' }).click();
  const table = page.getByRole('table', { name: 'Container types' });
  // Body rows only: the header row is not a container type.
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(18);
  await saveScreen(page, 'lookups-container-types');
});

test('says clearly when a service profile is refused at sign-in', async ({ page, appUrl, hooks }) => {
  // Pointed at the embedded sandbox, so the refusal comes from a real service over HTTP.
  const { baseUrl } = await hooks.sandbox();
  await page.goto(appUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();

  await page.getByLabel('Name', { exact: true }).fill('Wrong keys');
  await page.getByLabel('Base URL').fill(baseUrl);
  await page.getByLabel('API key').fill('not-a-real-key');
  await page.getByLabel('API secret').fill('not-the-secret');
  await page.getByRole('button', { name: 'Save profile' }).click();

  const profiles = page.getByRole('table', { name: 'Connection profiles' });
  const row = profiles.getByRole('row').filter({ hasText: 'Wrong keys' });
  await expect(row).toContainText('Stored in the system keychain');
  await saveScreen(page, 'settings-profile-added');

  const tokenRequests = await hooks.requestCount('auth.token');
  await row.getByRole('button', { name: 'Use this profile' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Wrong keys' });
  await expect(status).toContainText('Refused');
  // A reason the operator can act on, not just "failed".
  await expect(status).toContainText('API key');
  // The refusal is the service's answer, not a check in the app.
  expect(await hooks.requestCount('auth.token')).toBeGreaterThan(tokenRequests);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await saveScreen(page, 'settings-sign-in-refused');
  // One click to the profile whose key was refused.
  await page.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Edit “Wrong keys”' })).toBeVisible();
});

test('exposes only the IPC contract to the page, and no Node', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toBeVisible();
  const exposed = await page.evaluate(() => {
    const g = globalThis as unknown as Record<string, unknown> & { freightDesk: Record<string, object> };
    const areas = Object.keys(g.freightDesk).filter((key) => key !== 'on');
    return {
      channels: areas.flatMap((area) => Object.keys(g.freightDesk[area]!).map((method) => `${area}.${method}`)),
      on: typeof g.freightDesk.on,
      require: typeof g.require,
      process: typeof g.process,
      module: typeof g.module,
    };
  });
  expect(exposed.channels.sort()).toEqual([...channelNames].sort());
  expect(exposed).toMatchObject({ on: 'function', require: 'undefined', process: 'undefined', module: 'undefined' });
});

test('shows every screen of the sidebar', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    // The screen's title is the name the sidebar gave it.
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    expect(await link.innerText()).toContain(title);
    await saveScreen(page, `screen-${href.replace(/^#\/?/, '') || i}`);
  }
});

test('a screen left for another is not drawn once more on the way out', async ({ page, appUrl }) => {
  const menu = page.getByRole('navigation', { name: 'Main' });
  // Settings holds the app's own profiles, Tracking an account's records: the two ways a screen is drawn.
  for (const [from, to] of [
    ['Settings', 'Tracking'],
    ['Tracking', 'Settings'],
  ] as const) {
    await page.goto(`${appUrl}#/${from.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1, name: from })).toBeVisible();
    await expect(page.locator('main h2').first()).toBeVisible();
    // Every section title of the screen being left; any of them added again after the click is a redraw.
    await page.evaluate(() => {
      const titles = new Set([...document.querySelectorAll('main h2')].map((h) => h.textContent?.trim()));
      const redrawn: string[] = [];
      (globalThis as unknown as { redrawn: string[] }).redrawn = redrawn;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const h of [node, ...node.querySelectorAll('h2')])
              if (h.tagName === 'H2' && titles.has(h.textContent?.trim())) redrawn.push(h.textContent!.trim());
          }
      }).observe(document.querySelector('main')!, { childList: true, subtree: true });
    });
    await menu.getByRole('link', { name: to }).click();
    await expect(page.getByRole('heading', { level: 1, name: to })).toBeVisible();
    await expect(page.locator('main h2').first()).toBeVisible();
    expect(
      await page.evaluate(() => (globalThis as unknown as { redrawn: string[] }).redrawn),
      `${from} → ${to}`,
    ).toEqual([]);
  }
});

test('the menu opens a screen at once, and Back and Forward still move between the screens', async ({
  page,
  appUrl,
}) => {
  const menu = page.getByRole('navigation', { name: 'Main' });
  await page.goto(`${appUrl}#/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The screen is opened in the click's own task: its address and title are there when the click returns.
  const opened = await page.evaluate(() => {
    const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent?.trim() === 'Lookups');
    (link as HTMLAnchorElement).click();
    return window.location.hash;
  });
  expect(opened).toBe('#/lookups');
  await expect(page.getByRole('heading', { level: 1, name: 'Lookups' })).toBeVisible();

  await menu.getByRole('link', { name: 'Tracking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tracking' })).toBeVisible();
  // One history entry per screen opened, as before: Back goes to Lookups, then Settings; Forward returns.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Lookups' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Lookups' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Lookups' })).toHaveAttribute('aria-current', 'page');
});
