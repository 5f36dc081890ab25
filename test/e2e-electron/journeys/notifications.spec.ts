import { FreightClient } from '@main/api/freight-client';
import { DEMO_CREDENTIALS } from '@sandbox/demo-credentials';
import { bookBoxesShipment, bridgeCall, syncStore } from '../../e2e/support/desk-setup';
import { mainRecord, watchNotifications } from '../support/main-process';
import { expect, test } from '../support/desk';

/**
 * A sync that finds a shipment changed tells the operator with an OS
 * notification (src/main/notifications, src/main/electron/desktop.ts), not a
 * notice in the page: here a colleague switches off the tracking of a
 * shipment this desk booked, from their own desk on the same account, and
 * this desk's Refresh finds it.
 */

test('a sync that changed a shipment shows an OS notification naming it and what changed', async ({ desk }) => {
  const { app, window } = desk;
  const booked = await bookBoxesShipment(window);
  await syncStore(window);
  expect(await watchNotifications(app), 'this system offers OS notifications (Linux: libnotify)').toBe(true);

  // The colleague's desk: the same account on the desk's embedded sandbox.
  const profiles = await bridgeCall<Array<{ kind: string; baseUrl: string }>>(window, 'profiles', 'list');
  const sandbox = profiles.find((profile) => profile.kind === 'sandbox')!;
  const colleague = new FreightClient({ baseUrl: sandbox.baseUrl, getCredentials: async () => DEMO_CREDENTIALS });
  try {
    await colleague.call('tracking.switch', { params: { shipmentId: booked.shipmentId, status: false } });
  } finally {
    await colleague.close();
  }

  await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  await window.getByRole('button', { name: 'Refresh' }).click();
  await expect
    .poll(async () => (await mainRecord(app)).notifications)
    .toEqual([{ title: `Shipment ${booked.shipmentCode}`, body: expect.stringMatching(/^Status: .+ → No updates$/) }]);
  // The OS showed it: the page shows no notice of its own.
  await expect(window.getByRole('region', { name: 'Notifications' }).getByRole('article')).toHaveCount(0);
});
