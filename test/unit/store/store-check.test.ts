import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESK_RECORDS, checkStoreFile } from '@main/store';
import { digestOf, damagePagesOf, wholeFileDamage } from '../../helpers/store-damage';
import { listItem, openStore, syncList, tempDataDir } from './store-helpers';

/**
 * The check of a store file (PRAGMA quick_check, on a thread of its own in
 * the app) finds damage that opening the file does not, and what the desk's
 * own records a damaged file still gives are copied into a new store.
 */
function populated(): { dir: string; file: string } {
  const dir = tempDataDir();
  const store = openStore(dir);
  syncList(
    store,
    Array.from({ length: 300 }, (_, i) => listItem({ shipmentId: `s${i}`, shipmentCode: `C${i}`, agency: 'Maersk' })),
    '2026-03-01T10:00:00.000Z',
  );
  store.drafts.save('booking/boxes', { pieces: 4 });
  store.marks.set('today.last-look', '2026-03-01T09:00:00.000Z');
  store.checkpoint();
  store.close();
  return { dir, file: store.file };
}

describe('checkStoreFile', () => {
  it('finds a sound file sound', () => {
    expect(checkStoreFile(populated().file)).toEqual({ damaged: false });
  });

  it('finds damage in the middle of a file that opens as if nothing were wrong', () => {
    const { dir, file } = populated();
    damagePagesOf(file, 'shipments');
    openStore(dir, 'profile-a').close();
    expect(checkStoreFile(file)).toEqual({ damaged: true, finding: expect.stringMatching(/\S/) });
  });

  it('throws when there is no file to check', () => {
    expect(() => checkStoreFile(join(tempDataDir(), 'none.sqlite'))).toThrow();
  });
});

describe('rescueDeskRecordsFrom', () => {
  const [drafts, , lastLook] = DESK_RECORDS.map((record) => record.kind);

  it('copies the desk’s own records a damaged file still gives into a new store, and changes nothing in it', () => {
    const { file } = populated();
    damagePagesOf(file, 'shipments');
    const damaged = digestOf(file);
    const fresh = openStore(tempDataDir(), 'profile-a');
    const rescue = fresh.rescueDeskRecordsFrom(file);
    expect(rescue).toEqual({ readable: true, copied: [drafts, lastLook], lost: [] });
    expect(fresh.drafts.get('booking/boxes')).toMatchObject({ value: { pieces: 4 } });
    expect(fresh.marks.get('today.last-look')).toBe('2026-03-01T09:00:00.000Z');
    // Read, not written: no byte of the copy changed, and no -wal or -shm was left beside it.
    expect(digestOf(file)).toEqual(damaged);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('names a kind whose pages are damaged as lost, not half copied', () => {
    const { file } = populated();
    damagePagesOf(file, 'drafts');
    const fresh = openStore(tempDataDir(), 'profile-a');
    const rescue = fresh.rescueDeskRecordsFrom(file);
    expect(rescue.lost).toContain(drafts);
    expect(rescue.copied).toEqual([lastLook]);
    expect(fresh.drafts.list()).toEqual([]);
  });

  it('says a file it cannot read at all holds what it may have held, lost', () => {
    const { file } = populated();
    wholeFileDamage['a garbage header'](file);
    const rescue = openStore(tempDataDir(), 'profile-a').rescueDeskRecordsFrom(file);
    expect(rescue).toEqual({ readable: false, copied: [], lost: DESK_RECORDS.map((record) => record.kind) });
  });
});
