import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { storedShipmentCount, syncEnded } from '../../e2e/support/desk-setup';
import { csvRecords } from '../../e2e/support/saved-files';
import { answerSaveDialogs, mainRecord } from '../support/main-process';
import { expect, test } from '../support/desk';

/**
 * Exporting the tracking list through the native save dialog (stood in for
 * in main through electronApp.evaluate: a test cannot click the OS's dialog):
 * the dialog proposes the file's name in the operator's Downloads folder, the
 * file lands where the operator chose and the screen says where; a cancelled
 * dialog writes nothing and says so.
 */

test('the tracking list is saved where the operator chose, and a cancelled dialog saves nothing', async ({
  desk,
  folder,
}) => {
  const { app, window } = desk;
  await syncEnded(window);
  const listed = await storedShipmentCount(window);
  expect(listed, 'the sandbox account lists its demo shipments').toBeGreaterThan(0);
  await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
  const exports = window.getByRole('group', { name: 'Export the list' });

  const chosen = path.join(folder, 'shipments for the audit.csv');
  await answerSaveDialogs(app, { filePath: chosen });
  await exports.getByRole('button', { name: 'Export CSV' }).click();
  await expect(exports.getByText(`Saved to ${chosen}`)).toBeVisible();
  const records = await csvRecords(chosen);
  expect(records[0]).toBe('Code,Agency,Origin,Destination,Pickup,Delivery,Price,Currency,Status');
  expect(records).toHaveLength(listed + 1);

  const [proposed] = (await mainRecord(app)).saveDialogs;
  const downloads = await app.evaluate(({ app }) => app.getPath('downloads'));
  expect(path.dirname(proposed ?? '')).toBe(downloads);
  expect(path.basename(proposed ?? '')).toMatch(/^shipments \d{4}-\d{2}-\d{2}\.csv$/);

  await answerSaveDialogs(app, 'cancel');
  await exports.getByRole('button', { name: 'Export CSV' }).click();
  await expect(exports.getByText('Not saved: the export was cancelled.')).toBeVisible();
  expect((await mainRecord(app)).saveDialogs).toHaveLength(2);
  expect(await readdir(folder)).toEqual([path.basename(chosen)]);
});
