import type { TodayOverview } from '@shared/ipc/channels/today';
import { api } from '../../lib/backend';
import { currentLocale } from '../../lib/format';
import { Query } from '../../lib/query.svelte';
import { todaySections, type TodaySection } from './today-lines';

/**
 * The Today screen's state: main's overview (read from the store, offline
 * too), its sections in words, and the operator's last look, which main keeps
 * per profile so it survives a restart.
 */
export class TodayDesk {
  readonly overview = new Query<TodayOverview>(() => api().today.overview());
  readonly sections: TodaySection[] = $derived(
    this.overview.value ? todaySections(this.overview.value, currentLocale()) : [],
  );
  /** Whether anything on screen asks for the operator (the title's count). */
  readonly waiting: number = $derived(this.sections.reduce((n, s) => n + s.lines.length, 0));
  marking = $state(false);

  load(): Promise<void> {
    return this.overview.run();
  }

  /**
   * The operator has looked: the changes up to the overview on screen are no
   * longer new (one that arrived after it stays new). Reads again afterwards.
   */
  async markSeen(): Promise<void> {
    const shown = this.overview.value;
    if (!shown || this.marking) return;
    this.marking = true;
    try {
      await api().today.markSeen({ seenAt: shown.now });
      await this.load();
    } finally {
      this.marking = false;
    }
  }

  /** Leaving the screen counts as a look at what it showed (nothing is marked if it never loaded). */
  leave(): void {
    const shown = this.overview.value;
    if (shown && shown.changes.length > 0)
      void api()
        .today.markSeen({ seenAt: shown.now })
        .catch(() => undefined);
  }
}
