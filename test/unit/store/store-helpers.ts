import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite, { type Database } from 'better-sqlite3';
import { afterAll, afterEach } from 'vitest';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import { LocalStore, type LocalStoreOptions } from '@main/store';
import type { NewStoredFile } from '@main/store/document-records';

const opened: LocalStore[] = [];
const dirs: string[] = [];
const suiteStores: LocalStore[] = [];
const suiteDirs: string[] = [];

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  for (const store of suiteStores.splice(0)) store.close();
  for (const dir of suiteDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A store file in its own data directory, written by a later version of the desk (its schema version beyond any). */
export function storeOfNewerVersion(): string {
  const file = join(tempDataDir(), 'newer.sqlite');
  const raw = new Sqlite(file);
  raw.pragma('user_version = 9999');
  raw.close();
  return file;
}

/** A data directory removed after the test. */
export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fd-store-'));
  dirs.push(dir);
  return dir;
}

/** A store in its own data directory that lasts for the whole file's tests (opened in beforeAll). */
export function openSuiteStore(options: LocalStoreOptions = {}): LocalStore {
  const dir = mkdtempSync(join(tmpdir(), 'fd-store-'));
  suiteDirs.push(dir);
  const store = LocalStore.open(dir, 'profile-a', { now: () => FIXED_NOW, ...options });
  suiteStores.push(store);
  return store;
}

/** A fixed clock: tests never read the wall clock. */
export const FIXED_NOW = new Date('2026-03-01T12:00:00.000Z');

/** Opens a profile's store (closed after the test). */
export function openStore(dataDir: string, profileId = 'profile-a', options: LocalStoreOptions = {}): LocalStore {
  const store = LocalStore.open(dataDir, profileId, { now: () => FIXED_NOW, ...options });
  opened.push(store);
  return store;
}

/**
 * A whole sync of the list, in batches, as the sync's worker runs it: then,
 * unless `catchUp` is false, the search index catches up with the rows the
 * sync left out of it.
 */
export function syncList(
  store: LocalStore,
  items: readonly ShipmentListItem[],
  fetchedAt: string,
  batchSize = 400,
  { catchUp = true }: { catchUp?: boolean } = {},
): ShipmentChange[] {
  const sync = store.shipments.beginSync({ fetchedAt, count: items.length });
  const changes: ShipmentChange[] = [];
  for (let i = 0; i < items.length; i += batchSize) changes.push(...sync.writeBatch(items.slice(i, i + batchSize)));
  changes.push(...sync.finish(items.length));
  if (catchUp) while (store.shipments.catchUpSearch(batchSize) > 0);
  return changes;
}

export { listItem } from '../../helpers/list-item';

/**
 * A record with only the fields a test reads. The store keeps whatever value
 * it is given, so the other fields would be noise; the cast is that shortcut.
 */
export function partial<T>(fields: Partial<T>): T {
  return fields as T;
}

/** The store's connection, for tests that look under it (statements run, rows written, a reader's snapshot). */
export function connectionOf(store: LocalStore): Database {
  // LocalStore keeps its connection private: only tests reach in.
  return (store as unknown as { db: Database }).db;
}

/** An invoice the operator uploaded to shipment s-1 (a template's document, not yet on the service), with these bytes. */
export function uploadedInvoice(bytes: Uint8Array, storedAt: string): NewStoredFile {
  return {
    shipmentId: 's-1',
    documentId: null,
    documentKey: 'template:t-1',
    documentName: 'Invoice',
    fileName: 'invoice.pdf',
    extension: 'pdf',
    source: 'uploaded',
    bytes,
    storedAt,
  };
}
