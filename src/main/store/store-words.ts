import { m } from '@shared/i18n/messages';

/*
 * What the store says of a failure, as data: a message's key and its values.
 * A worker thread speaks no desk language, so a StoreError made there is
 * posted as these and said again in main, in the desk's language of the moment.
 */
const STORE_WORDS = {
  damaged: m.main_store_damaged,
  'not-set-aside': m.main_store_not_set_aside,
  'disk-full': m.store_disk_full,
  'read-only': m.store_read_only,
  'newer-version': m.main_store_newer_version,
  'not-wal': m.main_store_not_wal,
  'not-a-database': m.main_store_not_a_database,
  'row-without-item': m.main_store_row_without_item,
  'profile-id': m.main_store_profile_id,
  'draft-key': m.main_store_draft_key,
  'draft-not-json': m.main_store_draft_not_json,
  'page-offset': m.main_store_page_offset,
  'page-limit': m.main_store_page_limit,
  'filter-date': m.main_store_filter_date,
  'sync-ended': m.main_store_sync_ended,
  'migration-order': m.main_store_migration_order,
} as const;

type StoreWordsTable = typeof STORE_WORDS;
export type StoreWordsKey = keyof StoreWordsTable;

/** One of the store's sentences as data, its values plain text or numbers (they cross a thread). */
export type StoreWords = {
  readonly [K in StoreWordsKey]: { readonly key: K; readonly values: Parameters<StoreWordsTable[K]>[0] };
}[StoreWordsKey];

/** The sentence in the language of the moment. */
export function storeText(words: StoreWords): string {
  // Each key's values are typed by its own message's inputs (StoreWords), which the union loses here.
  const say = STORE_WORDS[words.key] as (values: StoreWords['values']) => string;
  return say(words.values);
}

/** Words a thread posted, if they are the store's (a key of the table): anything else is not said. */
export function isStoreWords(value: unknown): value is StoreWords {
  if (typeof value !== 'object' || value === null) return false;
  const { key, values } = value as { key?: unknown; values?: unknown };
  return typeof key === 'string' && Object.hasOwn(STORE_WORDS, key) && typeof values === 'object' && values !== null;
}
