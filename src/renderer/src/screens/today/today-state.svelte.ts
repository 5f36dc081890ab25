import type { TodayOverview } from '@shared/ipc/channels/today';
import { api } from '../../lib/backend';
import { currentLocale } from '../../lib/format';
import { Query } from '../../lib/query.svelte';
import { todaySections, type TodaySection } from './today-lines';

/** What the Today desk reads and writes: main's channels in the app, stand-ins in tests. */
export interface TodayDeps {
  readonly overview: () => Promise<TodayOverview>;
  readonly markSeen: (input: { seenAt: string }) => Promise<unknown>;
  /** The saved quotes read through the store: main keeps the service's newest list, which the overview reads. */
  readonly quotes: () => Promise<unknown>;
  readonly locale: () => string;
}

const appDeps: TodayDeps = {
  overview: () => api().today.overview(),
  markSeen: (input) => api().today.markSeen(input),
  quotes: () => api().quotes.list(),
  locale: currentLocale,
};

/**
 * The Today screen's state: main's overview (read from the store, offline
 * too), its sections in words, and the operator's last look, which main keeps
 * per profile so it survives a restart.
 */
export class TodayState {
  readonly overview: Query<TodayOverview>;
  // Read lazily (a function): the fields it reads are set by the constructor.
  readonly sections: TodaySection[] = $derived.by(() =>
    this.overview.value ? todaySections(this.overview.value, this.deps.locale()) : [],
  );
  /** How many lines ask for the operator (the summary's count). */
  readonly waiting: number = $derived(this.sections.reduce((n, s) => n + s.lines.length, 0));
  marking = $state(false);

  constructor(private readonly deps: TodayDeps = appDeps) {
    this.overview = new Query<TodayOverview>(() => deps.overview());
  }

  load(): Promise<void> {
    return this.overview.run();
  }

  /**
   * A quote was saved or deleted: main says so as the service answers, before
   * it has kept the new list, so the list is read through the store first
   * (offline, the kept one answers and nothing changes).
   */
  async quotesChanged(): Promise<void> {
    await this.deps.quotes().catch(() => undefined);
    await this.load();
  }

  /**
   * The operator has looked: the changes up to the overview on screen are no
   * longer new (one found after it stays new). Reads again afterwards.
   */
  async markSeen(): Promise<void> {
    const shown = this.overview.value;
    if (!shown || this.marking) return;
    this.marking = true;
    try {
      await this.deps.markSeen({ seenAt: shown.now });
      await this.load();
    } finally {
      this.marking = false;
    }
  }

  /** Leaving the screen counts as a look at the changes it showed (none marked if it showed none). */
  leave(): void {
    const shown = this.overview.value;
    if (shown && shown.changes.length > 0) void this.deps.markSeen({ seenAt: shown.now }).catch(() => undefined);
  }
}
