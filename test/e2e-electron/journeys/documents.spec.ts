import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bookBoxesShipment, dropFiles } from '../../e2e/support/desk-setup';
import { answerSaveDialogs, mainRecord } from '../support/main-process';
import { expect, test } from '../support/desk';

/**
 * A document as an operator handles it in the real window: a file from the
 * disk dropped on a shipment's document row goes up at once, and saved back
 * through the native save dialog (stood in for in main: a test cannot click
 * the OS's dialog) it is the same file, byte for byte, where the operator chose.
 */

test('a label dropped on a shipment goes up, and saved through the dialog it is the same file', async ({
  desk,
  folder,
}) => {
  const { app, window } = desk;
  const shipment = await bookBoxesShipment(window);
  const onDisk = path.join(folder, 'label.pdf');
  await writeFile(onDisk, '%PDF-1.4\r\n% the label of the parcels, with Windows line ends\r\n%%EOF\r\n');

  await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  await window.getByLabel('Shipment code').fill(shipment.shipmentCode);
  await window.getByRole('button', { name: 'Find' }).click();
  await window.getByRole('button', { name: `Show the documents of ${shipment.shipmentCode}` }).click();
  const checklist = window.getByRole('table', { name: `Document checklist of ${shipment.shipmentCode}` });
  const label = checklist.getByRole('row').filter({ has: window.getByRole('rowheader', { name: 'Label Required' }) });
  await expect(label).toContainText('Not uploaded');

  const bytes = await readFile(onDisk);
  await dropFiles(window, label, [
    { name: path.basename(onDisk), type: 'application/pdf', text: bytes.toString('utf8') },
  ]);
  const uploads = window.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'label.pdf' })).toContainText('Uploaded');
  await expect(label).toContainText('Awaiting validation');

  const chosen = path.join(folder, 'saved label.pdf');
  await answerSaveDialogs(app, { filePath: chosen });
  await label.getByRole('button', { name: 'Download Label' }).click();
  await expect(window.getByText(`Saved to ${chosen}`)).toBeVisible();
  expect((await readFile(chosen)).equals(bytes), 'the saved file is the dropped one, byte for byte').toBe(true);
  const downloads = await app.evaluate(({ app }) => app.getPath('downloads'));
  expect((await mainRecord(app)).saveDialogs).toEqual([path.join(downloads, `${shipment.shipmentCode} Label.pdf`)]);
});
