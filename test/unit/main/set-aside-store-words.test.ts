import { describe, expect, it } from 'vitest';
import { DESK_RECORDS } from '@main/store';
import { setAsideStoreMessage } from '@main/store-access/set-aside-store-words';
import { DESK_RECORD_NAMES, deskRecordKinds } from '@shared/domain/desk-record-names';
import { diskFaultMessage, diskFaultOf } from '@shared/domain/disk-faults';
import { useLanguageSource } from '@shared/i18n/desk-language';

const FILE = '/data/store/sandbox.sqlite';
const KEPT = '/data/store/sandbox.sqlite.broken-2026-03-01T12-00-00-000Z';
const [drafts, freeTime, lastLook, documents, ratings] = deskRecordKinds;

describe('what the operator is told of a store set aside', () => {
  it('says what was found, where the file is now, what came back and what did not', () => {
    const message = setAsideStoreMessage({
      file: FILE,
      setAsidePath: KEPT,
      reason: 'database disk image is malformed',
      rescue: { readable: true, copied: [drafts, lastLook], lost: [documents] },
    });
    expect(message).toBe(
      `Freight Desk found its local store ${FILE} damaged (database disk image is malformed). ` +
        `The damaged file was set aside unchanged as ${KEPT}, and a new store is filled again from the service: ` +
        'the shipment list by the next sync, other records as you open them. ' +
        'Copied from the damaged file into the new store: drafts of forms not yet sent; ' +
        "Today's last look and the changes found since. " +
        'Could not be rebuilt: document files kept to open offline (download them again).',
    );
  });

  it('says nothing was lost when everything only it held came back', () => {
    const message = setAsideStoreMessage({
      file: FILE,
      setAsidePath: KEPT,
      reason: "SQLite's check found: Page 12: btreeInitPage() returns error code 11",
      rescue: { readable: true, copied: [freeTime], lost: [] },
    });
    expect(message).toMatch(/Nothing was lost that the service cannot give back\.$/);
  });

  it('says a file nothing could be read from cost whatever it held of each kind', () => {
    const message = setAsideStoreMessage({
      file: FILE,
      setAsidePath: KEPT,
      reason: 'file is not a database',
      rescue: { readable: false, copied: [], lost: [drafts, ratings] },
    });
    expect(message).toMatch(
      new RegExp(
        `Nothing could be read from the damaged file, so what only it held could not be rebuilt: ${DESK_RECORD_NAMES[drafts]()}; your last ratings`,
      ),
    );
    expect(message).not.toMatch(/Copied/);
  });

  it('says all of it in Spanish on a Spanish desk, the records by their Spanish names', () => {
    useLanguageSource(() => 'es');
    try {
      const message = setAsideStoreMessage({
        file: FILE,
        setAsidePath: KEPT,
        reason: 'database disk image is malformed',
        rescue: { readable: true, copied: [drafts, freeTime], lost: [ratings] },
      });
      expect(message).toBe(
        `Freight Desk encontró dañado su almacén local ${FILE} (database disk image is malformed). ` +
          `El fichero dañado se apartó sin cambios como ${KEPT}, y un almacén nuevo se vuelve a llenar desde el servicio: ` +
          'la lista de envíos con la próxima sincronización y los demás registros a medida que los abra. ' +
          'Copiado del fichero dañado al almacén nuevo: borradores de formularios aún no enviados; ' +
          'las condiciones de tiempo libre de las tarifas guardadas y de los envíos reservados. ' +
          'No se pudo reconstruir: sus últimas tarificaciones (vuelva a tarificar para crear el PDF de una cotización).',
      );
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

describe('a write the disk refused', () => {
  it('is named by SQLite’s and the OS’s codes alike', () => {
    expect(['SQLITE_FULL', 'ENOSPC', 'EDQUOT'].map((code) => diskFaultOf({ code }))).toEqual(
      Array(3).fill('disk-full'),
    );
    expect(
      ['SQLITE_READONLY', 'SQLITE_READONLY_DIRECTORY', 'EROFS', 'EACCES'].map((code) => diskFaultOf({ code })),
    ).toEqual(Array(4).fill('read-only'));
    // A connection whose file was moved under it is not a read-only folder.
    expect(diskFaultOf({ code: 'SQLITE_READONLY_DBMOVED' })).toBeNull();
    expect(diskFaultOf(new Error('no code'))).toBeNull();
  });

  it('is said with the folder and what to do', () => {
    expect(diskFaultMessage('disk-full', '/data/store')).toBe(
      'The disk is full: Freight Desk could not write to /data/store. Free some space on that disk, then try again.',
    );
    expect(diskFaultMessage('read-only', '/data')).toBe(
      'The data folder is read-only: Freight Desk could not write to /data. Make the folder writable (or start Freight Desk with a data folder it can write to), then try again.',
    );
  });
});

describe('the kinds of records a store holds', () => {
  it('are the kinds the store rescues, each with a name in both languages', () => {
    expect(DESK_RECORDS.map((record) => record.kind).sort()).toEqual([...deskRecordKinds].sort());
  });
});
