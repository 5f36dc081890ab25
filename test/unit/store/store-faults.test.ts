import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreError, postedFailure, storeFaultFrom } from '@main/store';
import { openDatabase } from '@main/store/database';
import type { StoreFaultListener } from '@main/store/store-faults';
import { damagePagesOf } from '../../helpers/store-damage';
import { tempDataDir } from './store-helpers';

/**
 * Every statement of a store's connection says a fault in words: SQLite's
 * own errors, met for real (a page overwritten, a page count the file may
 * not pass, a connection that may not write), become StoreErrors naming the
 * file or its folder, and the connection's listener is told.
 */
function openWithListener(): { file: string; db: ReturnType<typeof openDatabase>; told: StoreError[] } {
  const file = join(tempDataDir(), 'store', 'profile-a.sqlite');
  const told: StoreError[] = [];
  const onFault: StoreFaultListener = (fault) => told.push(fault);
  return { file, db: openDatabase(file, { onFault }), told };
}

describe('a store connection’s faults', () => {
  it('a read of a damaged page: "damaged", with SQLite’s words, told once', () => {
    const { file, db, told } = openWithListener();
    const insert = db.prepare('INSERT INTO drafts (form_key, draft_json, saved_at) VALUES (?, ?, ?)');
    for (let i = 0; i < 200; i++) insert.run(`form/${i}`, JSON.stringify({ text: 'x'.repeat(200) }), '2026-01-01');
    db.pragma('wal_checkpoint(TRUNCATE)');
    damagePagesOf(file, 'drafts');
    // Another connection's commit: this one reads its pages from the file again.
    const other = openDatabase(file);
    other.prepare(`INSERT INTO operator_marks (name, value) VALUES ('touch', 'x')`).run();
    other.close();

    let thrown: unknown;
    try {
      db.prepare('SELECT draft_json FROM drafts').all();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StoreError);
    expect(thrown).toMatchObject({ code: 'store-damaged', reason: 'database disk image is malformed' });
    expect((thrown as Error).message).toContain(
      `The local store ${file} is damaged (database disk image is malformed).`,
    );
    expect(told).toEqual([thrown]);
    db.close();
  });

  it('a write the file has no room for: "the disk is full", naming the store’s folder', () => {
    const { file, db, told } = openWithListener();
    db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
    const insert = db.prepare('INSERT INTO drafts (form_key, draft_json, saved_at) VALUES (?, ?, ?)');
    const fill = db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(`form/${i}`, 'y'.repeat(2_000), '2026-01-01');
    });
    expect(() => fill.immediate()).toThrow(
      expect.objectContaining({
        code: 'disk-full',
        message: `The disk is full: Freight Desk could not write to ${join(file, '..')}. Free some space on that disk, then try again.`,
      }),
    );
    expect(told.map((fault) => fault.code)).toEqual(['disk-full']);
    db.close();
  });

  it('a write the connection may not make: "the data folder is read-only"', () => {
    const { db, told } = openWithListener();
    db.pragma('query_only = ON');
    expect(() => db.exec(`INSERT INTO operator_marks (name, value) VALUES ('a', 'b')`)).toThrow(
      expect.objectContaining({ code: 'read-only', message: expect.stringMatching(/^The data folder is read-only/) }),
    );
    expect(told).toHaveLength(1);
    db.close();
  });

  it('any other failure is thrown as it came, and nobody is told', () => {
    const { db, told } = openWithListener();
    const insert = db.prepare(`INSERT INTO operator_marks (name, value) VALUES ('same', 'x')`);
    insert.run();
    expect(() => insert.run()).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }));
    expect(told).toEqual([]);
    db.close();
  });

  it('a fault a thread posts to main is the same StoreError again; another failure is not one', () => {
    const fault = new StoreError('store-damaged', { key: 'damaged', values: { file: 'f', reason: 'x' } });
    expect(fault.message).toBe(
      'The local store f is damaged (x). Freight Desk sets it aside and fills a new one from the service: try again in a moment.',
    );
    expect(storeFaultFrom(postedFailure(fault))).toMatchObject({
      code: 'store-damaged',
      message: fault.message,
      reason: 'x',
    });
    expect(storeFaultFrom(postedFailure(Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' })))).toBeNull();
  });
});
