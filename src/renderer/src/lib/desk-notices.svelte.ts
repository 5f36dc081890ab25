import type { DeskNotice, OpenTarget } from '@shared/ipc/channels/app';
import { onEvent } from './backend';

/** At most this many notices show at once: a third pushes the oldest out. */
const SHOWN = 2;
/**
 * How long a notice stays unless the operator is on it: long enough to read
 * its two lines after a glance away, short enough not to sit over the desk
 * while the operator works on (Tracking's changes panel keeps them all, and
 * Esc dismisses them at once).
 */
export const NOTICE_SHOWN_MS = 8_000;

/**
 * The desk's notifications the page shows itself ('app.notice': where the
 * desktop has none of its own, the web harness), newest first, until the
 * operator opens or dismisses one or it has been shown for NOTICE_SHOWN_MS.
 * While the pointer or the focus is on them (`hold`), none leaves. The
 * desktop app's notifications are the OS's; their clicks arrive as
 * 'app.open', which `start` hands to `open`.
 */
export class DeskNotices {
  list = $state.raw<DeskNotice[]>([]);
  // Not state: timers are bookkeeping, nothing on screen reads them.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a plain Map on purpose (see above).
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private held = false;

  start(open: (target: OpenTarget) => void): () => void {
    const stops = [onEvent('app.notice', (notice) => this.add(notice)), onEvent('app.open', open)];
    return () => stops.forEach((stop) => stop());
  }

  add(notice: DeskNotice): void {
    const list = [notice, ...this.list.filter((n) => n.id !== notice.id)];
    for (const dropped of list.slice(SHOWN)) this.stopTimer(dropped.id);
    this.list = list.slice(0, SHOWN);
    this.stopTimer(notice.id);
    if (!this.held) this.startTimer(notice.id);
  }

  dismiss(id: string): void {
    this.stopTimer(id);
    this.list = this.list.filter((notice) => notice.id !== id);
  }

  /** Every notice goes (Esc). */
  dismissAll(): void {
    for (const notice of this.list) this.stopTimer(notice.id);
    this.list = [];
  }

  /** The operator is on the notices (pointer or focus): none leaves until they move away, then each gets its full time again. */
  hold(on: boolean): void {
    if (on === this.held) return;
    this.held = on;
    for (const notice of this.list) {
      this.stopTimer(notice.id);
      if (!on) this.startTimer(notice.id);
    }
  }

  private startTimer(id: string): void {
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), NOTICE_SHOWN_MS),
    );
  }

  private stopTimer(id: string): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }
}

export const deskNotices = new DeskNotices();
