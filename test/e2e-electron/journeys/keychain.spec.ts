import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ElectronApplication } from '@playwright/test';
import { startFakeService, type FakeService } from '../../integration/helpers/fake-service';
import { bridgeCall } from '../../e2e/support/desk-setup';
import { expect, test } from '../support/desk';

/**
 * A service profile's key and secret round trip through the OS keychain
 * (the Windows Credential Manager, the macOS Keychain, the Secret Service):
 * saved in Settings, kept in the keychain and nowhere in the desk's files,
 * read back after a restart to sign in again, and deleted with the profile.
 * The desk runs with a keychain service name of the test's own.
 */

const KEY = 'desk-journey-key';
const SECRET = `desk-journey-secret-${process.pid}`;

let service: FakeService;
test.beforeEach(async () => {
  service = await startFakeService({}, { credentials: { apiKey: KEY, apiSecret: SECRET } });
});
test.afterEach(async () => {
  await service.close();
});

/** What the OS keychain holds for a profile, read through the packaged app's own keytar. */
async function keychainEntry(app: ElectronApplication, keychain: string, profileId: string): Promise<string | null> {
  return app.evaluate(
    async (_electron, { keychain, profileId }) => {
      // keytar as the packaged main process loads it; require answers any, this is its one call used here.
      const keytar = process.mainModule!.require('keytar') as {
        getPassword(service: string, account: string): Promise<string | null>;
      };
      return keytar.getPassword(keychain, profileId);
    },
    { keychain, profileId },
  );
}

/** Every file under `folder`, read whole. */
async function filesUnder(folder: string): Promise<Array<{ file: string; text: string }>> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    names
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, text: (await readFile(file)).toString('latin1') };
      }),
  );
}

test('a profile’s secret is kept by the OS keychain, signs in again after a restart, and leaves with the profile', async ({
  desk,
}) => {
  let { window } = desk;
  await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await window.getByLabel('Name', { exact: true }).fill('Head office');
  await window.getByLabel('Base URL').fill(service.baseUrl);
  await window.getByLabel('API key').fill(KEY);
  await window.getByLabel('API secret').fill(SECRET);
  await window.getByRole('button', { name: 'Save profile' }).click();
  const row = () =>
    window.getByRole('table', { name: 'Connection profiles' }).getByRole('row').filter({ hasText: 'Head office' });
  await expect(row()).toContainText('Stored in the system keychain');
  await row().getByRole('button', { name: 'Use this profile' }).click();
  await desk.connected('Head office');

  const profiles = await bridgeCall<Array<{ id: string; name: string }>>(window, 'profiles', 'list');
  const profileId = profiles.find((profile) => profile.name === 'Head office')!.id;
  expect(await keychainEntry(desk.app, desk.keychainService, profileId)).toContain(SECRET);
  await desk.quit();
  const holding = (await filesUnder(desk.dataDir)).filter(({ text }) => text.includes(SECRET));
  expect(
    holding.map(({ file }) => file),
    'the secret is in no file of the desk',
  ).toEqual([]);

  // Started again, the desk signs in to the profile it was using with what the keychain gave back.
  const signIns = service.hits('/v1/auth/token').length;
  await desk.start();
  window = desk.window;
  await desk.connected('Head office');
  expect(service.hits('/v1/auth/token').length).toBeGreaterThan(signIns);

  await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await row().getByRole('button', { name: 'Remove' }).click();
  await window.getByRole('button', { name: 'Remove profile' }).click();
  await expect(row()).toHaveCount(0);
  await expect.poll(() => keychainEntry(desk.app, desk.keychainService, profileId)).toBeNull();
});
