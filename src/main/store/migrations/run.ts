import type { Database } from 'better-sqlite3';
import { StoreError } from '../store-error';
import type { Migration } from './migration';

export function latestVersion(steps: readonly Migration[]): number {
  return steps.at(-1)?.version ?? 0;
}

/**
 * Runs every step above the database's user_version, each in its own
 * transaction together with the new user_version, so a crash during a step
 * leaves the previous version whole. IMMEDIATE takes the write lock first and
 * the version is read again inside: two connections opening one file at once
 * (the app and its sync worker) never run a step twice.
 */
export function runMigrations(db: Database, steps: readonly Migration[]): { from: number; to: number } {
  const from = Number(db.pragma('user_version', { simple: true }));
  for (const step of steps) {
    db.transaction(() => {
      const current = Number(db.pragma('user_version', { simple: true }));
      if (current >= step.version) return;
      if (current !== step.version - 1) {
        // Said in the desk's language: main quotes it when the store cannot open.
        throw new StoreError('unreadable', {
          key: 'migration-order',
          values: { version: String(step.version), needs: String(step.version - 1), at: String(current) },
        });
      }
      step.up(db);
      db.pragma(`user_version = ${step.version}`);
    }).immediate();
  }
  return { from, to: Number(db.pragma('user_version', { simple: true })) };
}
