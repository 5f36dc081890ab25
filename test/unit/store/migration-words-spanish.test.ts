import Sqlite from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { runMigrations } from '@main/store/migrations/run';
import { useLanguageSource } from '@shared/i18n/desk-language';

/**
 * Migrations that cannot run in their order (a step missing below one) stop
 * the store from opening; main quotes why inside its own sentence, so the
 * why is said in the desk's language too.
 */
afterEach(() => useLanguageSource(() => 'en'));

it('a migration that needs a version the store is not at says so in the desk’s language', () => {
  useLanguageSource(() => 'es');
  const db = new Sqlite(':memory:');
  try {
    const gap = [{ version: 2, summary: 'a step above a missing one', up: () => undefined }];
    expect(() => runMigrations(db, gap)).toThrow(
      'El almacén local está en la versión 0 y su actualización a la versión 2 necesita la versión 1: Freight Desk no puede actualizarlo en ese orden.',
    );
    expect(db.pragma('user_version', { simple: true })).toBe(0);
  } finally {
    db.close();
  }
});
