import { m } from '../i18n/messages';

/**
 * The kinds of the desk's own records a store holds (those the service
 * cannot give back), by the key main sends when a damaged store is set
 * aside; the screen and main's log say them in the desk's language of the
 * moment, so a change of language redraws them.
 */
export const deskRecordKinds = ['drafts', 'free-time', 'last-look', 'document-files', 'ratings'] as const;
export type DeskRecordKind = (typeof deskRecordKinds)[number];

/** Each kind by what the operator calls it: "drafts of forms not yet sent". */
export const DESK_RECORD_NAMES: Readonly<Record<DeskRecordKind, () => string>> = {
  drafts: m.store_record_drafts,
  'free-time': m.store_record_free_time,
  'last-look': m.store_record_last_look,
  'document-files': m.store_record_document_files,
  ratings: m.store_record_ratings,
};

/** Kinds named one after the other: "; " apart, as their names hold commas of their own. */
export function deskRecordNames(kinds: readonly DeskRecordKind[]): string {
  return kinds.map((kind) => DESK_RECORD_NAMES[kind]()).join('; ');
}
