import { deskRecordNames } from '@shared/domain/desk-record-names';
import { m } from '@shared/i18n/messages';
import type { DeskRecordsRescue } from '@main/store';

/** What the operator is told of a damaged store file set aside: what, where, what came back and what did not. */
export interface SetAsideStoreFacts {
  readonly file: string;
  readonly setAsidePath: string;
  /** What SQLite found, in its words. */
  readonly reason: string;
  readonly rescue: DeskRecordsRescue;
}

/**
 * The words of a store set aside (SetAsideStore.message), for the screen and
 * the log: what was found, where the damaged file is now, that the service's
 * records come back by themselves, and which of the desk's own records did
 * not (they were only in the file).
 */
export function setAsideStoreMessage({ file, setAsidePath, reason, rescue }: SetAsideStoreFacts): string {
  const sentences = [m.main_store_found_damaged({ file, reason }), m.main_store_set_aside_as({ setAsidePath })];
  if (rescue.copied.length > 0) sentences.push(m.main_store_copied({ what: deskRecordNames(rescue.copied) }));
  if (!rescue.readable) sentences.push(m.main_store_nothing_readable({ what: deskRecordNames(rescue.lost) }));
  else if (rescue.lost.length > 0) sentences.push(m.main_store_not_rebuilt({ what: deskRecordNames(rescue.lost) }));
  else sentences.push(m.store_nothing_lost());
  return sentences.join(' ');
}
