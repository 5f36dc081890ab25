import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStores, StoreError, storeFile, storeFiles } from '@main/store';
import { connectionOf, listItem, openStore, syncList, tempDataDir } from './store-helpers';

describe('store files', () => {
  it('keeps one database per profile at <dataDir>/store/<profileId>.sqlite', () => {
    const dir = tempDataDir();
    const store = openStore(dir, 'sandbox');
    expect(store.file).toBe(join(dir, 'store', 'sandbox.sqlite'));
    expect(storeFile(dir, '6f1c2a9e-58b1-4c1e-9a57-3d1e0c2b7f10')).toBe(
      join(dir, 'store', '6f1c2a9e-58b1-4c1e-9a57-3d1e0c2b7f10.sqlite'),
    );
    expect(existsSync(store.file)).toBe(true);
  });

  it.each(['', '../x', 'a/b', 'a\\b', '.hidden', 'a.b', 'CON', 'nul', 'com1', 'x'.repeat(101), 'a b', 'é'])(
    'refuses the profile id %j as a file name',
    (profileId) => {
      const dir = tempDataDir();
      expect(() => storeFile(dir, profileId)).toThrow(StoreError);
      expect(() => storeFile(dir, profileId)).toThrow(/cannot name a local store/);
      expect(existsSync(join(dir, 'store'))).toBe(false);
    },
  );

  it.runIf(process.platform !== 'win32')(
    'makes the database (and so its -wal and -shm) readable by its user only',
    () => {
      const dir = tempDataDir();
      const store = openStore(dir);
      syncList(store, [listItem({ shipmentId: 's1' })], '2026-03-01T10:00:00.000Z');
      expect(statSync(store.file).mode & 0o777).toBe(0o600);
      expect(statSync(`${store.file}-wal`).mode & 0o777).toBe(0o600);
      expect(statSync(join(dir, 'store')).mode & 0o777).toBe(0o700);
    },
  );

  it('runs in WAL mode with foreign keys on', () => {
    const store = openStore(tempDataDir());
    syncList(store, [listItem({ shipmentId: 's1' })], '2026-03-01T10:00:00.000Z');
    expect(existsSync(`${store.file}-wal`)).toBe(true);
    expect(store.integrityCheck()).toEqual(['ok']);
  });

  it('empties the log at a checkpoint, unless a reader still holds it', () => {
    const dir = tempDataDir();
    const store = openStore(dir, 'profile-a', { busyTimeoutMs: 20 });
    syncList(store, [listItem({ shipmentId: 's1' }), listItem({ shipmentId: 's2' })], '2026-03-01T10:00:00.000Z');
    expect(statSync(`${store.file}-wal`).size).toBeGreaterThan(0);

    const reader = openStore(dir, 'profile-a', { busyTimeoutMs: 20 });
    const reading = connectionOf(reader);
    reading.exec('BEGIN');
    reading.prepare('SELECT count(*) FROM shipments').get();
    syncList(store, [listItem({ shipmentId: 's3' })], '2026-03-01T10:05:00.000Z');
    expect(store.checkpoint()).toBe(false);
    reading.exec('COMMIT');

    expect(store.checkpoint()).toBe(true);
    expect(statSync(`${store.file}-wal`).size).toBe(0);
    expect(store.shipments.pages.page({ offset: 0, limit: 10 }).total).toBe(3);
  });

  it('deleting a profile closes its store and removes the database, its -wal and its -shm', () => {
    const dir = tempDataDir();
    const stores = new LocalStores(dir);
    const store = stores.get('profile-a');
    syncList(store, [listItem({ shipmentId: 's1' })], '2026-03-01T10:00:00.000Z');
    const other = stores.get('profile-b');
    for (const file of storeFiles(dir, 'profile-a').filter((f) => !f.endsWith('-journal')))
      expect(existsSync(file)).toBe(true);

    stores.delete('profile-a');

    expect(store.isOpen).toBe(false);
    expect(readdirSync(join(dir, 'store')).filter((f) => f.startsWith('profile-a'))).toEqual([]);
    expect(other.isOpen).toBe(true);
    // Opened again, the profile starts empty.
    expect(stores.get('profile-a').shipments.pages.page({ offset: 0, limit: 10 }).total).toBe(0);
    stores.closeAll();
  });

  it('says a file that is not a database is damaged, and leaves it as it is (main sets it aside)', () => {
    const dir = tempDataDir();
    const file = storeFile(dir, 'profile-a');
    mkdirSync(join(dir, 'store'));
    writeFileSync(file, 'this is not SQLite '.repeat(300));
    expect(() => openStore(dir)).toThrow(
      expect.objectContaining({
        code: 'store-damaged',
        reason: 'file is not a database',
        message: expect.stringContaining(`The local store ${file} is damaged (file is not a database).`),
      }),
    );
    expect(readFileSync(file, 'utf8')).toBe('this is not SQLite '.repeat(300));
  });
});
