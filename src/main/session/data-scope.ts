import type { DataTopic } from '@shared/ipc/session';
import type { EventHub } from '@main/events';

/** Which profile, in which session of it, a piece of data was fetched for. */
export interface ScopeStamp {
  readonly profileId: string;
  readonly generation: number;
}

/** A value main keeps for the renderer (a list, its sort orders) that belongs to one data scope. */
export class ScopedCache<T> {
  private key: string | null = null;
  private value: T | undefined;

  constructor(
    /** The topics whose change makes this cache stale. */
    readonly topics: readonly DataTopic[],
    private readonly make: () => T,
    private readonly isCurrent: (stamp: ScopeStamp) => boolean,
  ) {}

  /**
   * The cache of this scope: a fresh one whenever the scope is not the one
   * the cache holds. An ended scope gets a throwaway one, so nothing it
   * fetched is ever kept.
   */
  of(stamp: ScopeStamp): T {
    if (!this.isCurrent(stamp)) return this.make();
    const key = `${stamp.profileId}#${stamp.generation}`;
    if (this.key !== key || this.value === undefined) {
      this.key = key;
      this.value = this.make();
    }
    return this.value;
  }

  clear(): void {
    this.key = null;
    this.value = undefined;
  }
}

/**
 * The data scope of the active profile. Everything main keeps for the
 * renderer hangs on it: the generation goes up whenever the active profile
 * or its credentials change, which empties every registered cache, and an
 * answer fetched for an older stamp is never kept or shown. Writes report the
 * topics they made stale; the caches of those topics are dropped and the
 * renderer is told ('data.changed') so the screens reload.
 */
export class DataScope {
  private generation = 0;
  private readonly caches = new Set<ScopedCache<unknown>>();

  constructor(
    private readonly activeProfileId: () => string,
    private readonly events: EventHub,
  ) {}

  get currentGeneration(): number {
    return this.generation;
  }

  current(): ScopeStamp {
    return { profileId: this.activeProfileId(), generation: this.generation };
  }

  isCurrent(stamp: ScopeStamp): boolean {
    return stamp.generation === this.generation && stamp.profileId === this.activeProfileId();
  }

  /** A cache that belongs to this scope: emptied on every renewal and on a change of its topics. */
  cache<T>(topics: readonly DataTopic[], make: () => T): ScopedCache<T> {
    const cache = new ScopedCache(topics, make, (stamp) => this.isCurrent(stamp));
    this.caches.add(cache as ScopedCache<unknown>);
    return cache;
  }

  /** The active profile or its credentials changed: a new scope, and nothing of the old one survives. */
  renew(): void {
    this.generation += 1;
    for (const cache of this.caches) cache.clear();
  }

  /** A write of `stamp`'s scope made these topics stale. Writes of an ended scope change nothing shown now. */
  changed(stamp: ScopeStamp, topics: readonly DataTopic[], shipmentId: string | null): void {
    if (!this.isCurrent(stamp) || topics.length === 0) return;
    for (const cache of this.caches) {
      if (cache.topics.some((topic) => topics.includes(topic))) cache.clear();
    }
    this.events.emit('data.changed', { profileId: stamp.profileId, generation: stamp.generation, topics, shipmentId });
  }
}
