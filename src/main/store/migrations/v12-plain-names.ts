import type { Migration } from './migration';

/**
 * Version 12: two names that said something else, renamed with their rows.
 * - `desk_marks` ("desk" is the app) is `operator_marks`: small named values
 *   the operator leaves (the last look at Today);
 * - `free_time_sources.kept_at` ("kept" is a service answer the store stands
 *   in for) is `saved_at`: when the operator saved the rate the conditions
 *   came with.
 */
export const v12PlainNames: Migration = {
  version: 12,
  summary: 'desk_marks is operator_marks, and free_time_sources.kept_at is saved_at',
  up(db) {
    db.exec(`
      ALTER TABLE desk_marks RENAME TO operator_marks;
      ALTER TABLE free_time_sources RENAME COLUMN kept_at TO saved_at;
    `);
  },
};
