import type { DeskNotice, OpenTarget } from '@shared/ipc/channels/app';
import { onEvent } from './backend';

/** At most this many notices show at once: a fourth pushes the oldest out. */
const SHOWN = 3;

/**
 * The desk's notifications the page shows itself ('app.notice': where the
 * desktop has none of its own, the web harness), newest first, until the
 * operator opens or dismisses one. The desktop app's notifications are the
 * OS's; their clicks arrive as 'app.open', which `start` hands to `open`.
 */
class DeskNotices {
  list = $state.raw<DeskNotice[]>([]);

  start(open: (target: OpenTarget) => void): () => void {
    const stops = [
      onEvent('app.notice', (notice) => {
        this.list = [notice, ...this.list.filter((n) => n.id !== notice.id)].slice(0, SHOWN);
      }),
      onEvent('app.open', open),
    ];
    return () => stops.forEach((stop) => stop());
  }

  dismiss(id: string): void {
    this.list = this.list.filter((notice) => notice.id !== id);
  }
}

export const deskNotices = new DeskNotices();
