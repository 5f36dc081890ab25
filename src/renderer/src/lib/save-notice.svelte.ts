import type { SavedFile } from '@shared/ipc/channels/files';
import { m } from '@shared/i18n/messages';
import { AppError } from './api';

/** What the last save did, in words, and how it reads: done, cancelled (info) or failed. */
export interface SaveNotice {
  readonly tone: 'ok' | 'info' | 'danger';
  readonly text: string;
}

/** What a screen says when its save did not happen: cancelled, or failed (the error's message follows). */
export interface SaveWords {
  /** "Not saved: the export was cancelled." */
  readonly cancelled: string;
  /** "The report was not saved" (the error's message follows, as the language joins them). */
  readonly failed: string;
}

/**
 * Where a file went after a native save dialog: "Saved to <path>", or for a
 * file this desk kept (opened without the service) that it is a saved copy;
 * a cancelled dialog says it was not saved.
 */
export function savedNotice(
  saved: { readonly saved: boolean; readonly path?: string; readonly fileName: string; readonly fromStore?: boolean },
  cancelled: string,
): SaveNotice {
  if (!saved.saved) return { tone: 'info', text: cancelled };
  const where = saved.path ?? saved.fileName;
  return saved.fromStore
    ? { tone: 'ok', text: m.save_notice_saved_copy({ where }) }
    : { tone: 'ok', text: m.save_notice_saved_to({ where }) };
}

/**
 * Saves through main's native save dialog and keeps the notice the screen
 * shows after it (Documents' downloads and templates, the Tariff report's
 * CSV, the tariff CSV template). One save runs at a time per screen part;
 * `saving` names it, so its button can show it is busy.
 */
export class SaveWithNotice {
  notice: SaveNotice | null = $state(null);
  /** The key of the save under way, or null. */
  saving: string | null = $state(null);

  clear(): void {
    this.notice = null;
  }

  async save(key: string, words: SaveWords, run: () => Promise<SavedFile>): Promise<void> {
    this.saving = key;
    this.notice = null;
    try {
      this.notice = savedNotice(await run(), words.cancelled);
    } catch (cause) {
      this.notice = {
        tone: 'danger',
        text: m.save_notice_failed({ what: words.failed, why: AppError.from(cause).message }),
      };
    } finally {
      this.saving = null;
    }
  }
}
