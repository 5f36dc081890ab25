import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '@sandbox/demo-credentials';
import { startLoopbackProxy } from '../helpers/loopback-proxy';
import { addServiceProfile, openApp, useProfile } from './support/accounts';
import { bookBoxesShipment, dropFiles, saveBoxesQuote } from './support/desk-setup';
import { expect, saveScreen, test } from './support/fixtures';
import { startHarnessProcess, type HarnessProcess } from './support/harness-process';

/**
 * Offline review, as the issue asks for it: a service profile pointed at a
 * server the test then stops, and the desk restarted on the same data
 * folder. Everything shown after the restart comes from the local store.
 */
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

const LABEL = '%PDF-1.4\n% the label of the parcels, kept for offline review\n';

test('after a restart without the service: Tracking, a shipment, its messages and checklist, a downloaded document, quotes, and why rating waits', async ({
  page,
  harness,
}) => {
  const { baseUrl } = await harness.hooks.sandbox();
  const relay = await startLoopbackProxy(baseUrl);
  let restarted: HarnessProcess | undefined;
  try {
    // Online: the operator works with the service profile; the desk keeps what it fetched.
    await openApp(page, harness.url);
    await addServiceProfile(page, { name: 'Desk service', baseUrl: relay.url, ...DEMO_CREDENTIALS });
    await useProfile(page, 'Desk service');
    const booked = await bookBoxesShipment(page);
    await saveBoxesQuote(page);

    await page.goto(`${harness.url}#/tracking`);
    const list = page.getByRole('grid', { name: 'Shipments' });
    await expect(list.getByText(booked.shipmentCode)).toBeVisible();
    await expect(page.getByText(/\bSynced\b/)).toBeVisible();

    await page.goto(`${harness.url}#/tracking?shipment=${booked.shipmentId}`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(booked.shipmentCode) })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Tracking messages/ })).toBeVisible();

    await page.goto(`${harness.url}#/documents?shipment=${booked.shipmentId}`);
    const checklist = page.getByRole('table', { name: `Document checklist of ${booked.shipmentCode}` });
    const labelRow = checklist
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Label Required' }) });
    await dropFiles(page, labelRow, [{ name: 'label.pdf', type: 'application/pdf', text: LABEL }]);
    await expect(labelRow).toContainText('Awaiting validation');

    await nav(page, 'Quotes').click();
    await expect(page.getByRole('table').first()).toBeVisible();

    // The service goes away, and the desk is closed and opened again on the same data.
    const { operatorNow } = await harness.hooks.clock();
    await relay.stop();
    await harness.stop({ keepData: true });
    restarted = await startHarnessProcess({ workDir: harness.workDir, startAt: operatorNow });
    await page.goto(restarted.url);

    const banner = page.getByRole('region', { name: 'The service cannot be reached' });
    await expect(banner).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Desk service' }).filter({ hasText: 'Unreachable' }),
    ).toBeVisible();

    // Tracking lists what the last sync stored (the booking and the account's history), as of then.
    await nav(page, 'Tracking').click();
    await expect(list.getByText(booked.shipmentCode)).toBeVisible();
    await expect(page.getByText(/\b(As of|Saved copy as of)\b/).first()).toBeVisible();
    expect(Number(await list.getAttribute('aria-rowcount'))).toBeGreaterThan(10);
    await saveScreen(page, 'offline-restart-tracking');

    // The shipment's detail and its messages open from the store, with the stamp of their fetch.
    await page.goto(`${restarted.url}#/tracking?shipment=${booked.shipmentId}`);
    const detail = page.getByRole('region', { name: new RegExp(booked.shipmentCode) });
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(booked.shipmentCode) })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Tracking messages/ })).toBeVisible();
    await expect(detail.getByText(/Saved copy as of/).first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Tracking updates' })).toBeDisabled();
    await saveScreen(page, 'offline-restart-detail');

    // The checklist opens, and the uploaded label opens from the store, byte for byte.
    await page.goto(`${restarted.url}#/documents?shipment=${booked.shipmentId}`);
    await expect(checklist).toBeVisible();
    await labelRow.getByRole('button', { name: 'Download Label' }).click();
    const notice = page.getByText(/Saved copy: the file this desk kept was saved to /);
    await expect(notice).toBeVisible();
    const saved = (await notice.innerText())
      .replace(/^[\s\S]*Saved copy: the file this desk kept was saved to /, '')
      .trim();
    expect(path.dirname(saved)).toBe(restarted.downloadsDir);
    expect((await readFile(saved)).equals(Buffer.from(LABEL))).toBe(true);
    await saveScreen(page, 'offline-restart-documents');

    // The saved quotes list shows; the rating form says why it cannot rate.
    await nav(page, 'Quotes').click();
    await expect(page.getByText(/Saved copy as of/).first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await nav(page, 'Rating').click();
    await expect(page.getByRole('button', { name: 'Get rates' })).toBeDisabled();
    await expect(page.getByText('Getting rates needs the service.')).toBeVisible();
    await saveScreen(page, 'offline-restart-rating');
  } finally {
    await relay.stop().catch(() => undefined);
    await restarted?.stop();
  }
});
