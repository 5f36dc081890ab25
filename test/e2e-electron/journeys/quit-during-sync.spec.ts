import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { json, startFakeService, type FakeService } from '../../integration/helpers/fake-service';
import { bridgeCall, syncEnded } from '../../e2e/support/desk-setup';
import { expect, test } from '../support/desk';

/**
 * Quitting while a sync is on its way (the service slow to send the list):
 * the desk stops the sync, closes its store and ends, exit code 0, with no
 * error in its log; started again, it opens on what the last finished sync
 * kept. The service here answers the list once and holds every later list
 * request, so a sync is surely in flight when the desk quits.
 */

const LIST = '/v1/tracking/shipments';
const SHIPMENTS = [
  { shipmentId: 'held-1', shipmentCode: 'HD000001', agency: 'Courier', trackingStatus: 'InTransit', currency: 'EUR' },
  { shipmentId: 'held-2', shipmentCode: 'HD000002', agency: 'Courier', trackingStatus: 'Booked', currency: 'EUR' },
];

let service: FakeService;
const held: ServerResponse[] = [];
test.beforeEach(async () => {
  let answered = 0;
  service = await startFakeService(
    {
      [`GET ${LIST}`]: (_request, response) => {
        answered += 1;
        if (answered === 1) json(response, 200, { shipments: SHIPMENTS, totalElements: SHIPMENTS.length });
        else held.push(response);
      },
    },
    { credentials: { apiKey: 'held-list-key', apiSecret: 'held-list-secret' } },
  );
});
test.afterEach(async () => {
  for (const response of held.splice(0)) response.destroy();
  await service.close();
});

test('quitting with a sync in flight ends cleanly, and the next start opens on what was kept', async ({ desk }) => {
  let { window } = desk;
  const saved = await bridgeCall<{ id: string }>(window, 'profiles', 'save', {
    name: 'Slow list',
    baseUrl: service.baseUrl,
    apiKey: 'held-list-key',
    apiSecret: 'held-list-secret',
  });
  await bridgeCall(window, 'profiles', 'activate', { id: saved.id });
  await desk.connected('Slow list');
  await syncEnded(window);

  // The next sync asks for the list, which the service holds.
  await bridgeCall(window, 'sync', 'start');
  await expect.poll(() => service.hits(LIST).length).toBeGreaterThanOrEqual(2);
  expect(await bridgeCall<{ running: unknown }>(window, 'sync', 'status')).toMatchObject({
    running: expect.anything(),
  });

  expect(await desk.quit(), 'the desk ends with exit code 0').toBe(0);
  const log = await readFile(desk.logFile, 'utf8');
  expect(log.split(/\r?\n/).filter((line) => line.includes('[error]'))).toEqual([]);
  // Its store was closed, not left: SQLite folds the write-ahead log into the file when the last connection closes.
  const storeFiles = await readdir(path.join(desk.dataDir, 'store'));
  expect(storeFiles.filter((name) => name.endsWith('-wal'))).toEqual([]);

  await desk.start();
  window = desk.window;
  await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  const list = window.getByRole('grid', { name: 'Shipments' });
  for (const shipment of SHIPMENTS) await expect(list.getByText(shipment.shipmentCode)).toBeVisible();
});
