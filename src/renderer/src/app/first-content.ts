import { browserIdle, IdleTask, type IdleScheduler } from './idle-task';
import type { RouteId } from './routes';

/**
 * What a screen shows first, asked for by the app as the route opens (before the screen's code has loaded
 * and the screen has mounted) so the screen is drawn once, with it. A route declares it in
 * screen-first-content.ts; a route that declares none opens on its code alone.
 */
export interface FirstContentHook {
  /** Asks as the route opens; settles when the answer is back or failed, and never rejects. */
  readonly ask: () => Promise<void>;
  /** Asks ahead while another screen is up and the page is idle; `onStale` is told when that answer stops being current. */
  readonly askAhead?: (onStale: () => void) => void;
  /** Reads the reactive state whose change makes what was asked ahead worth asking again. */
  readonly aheadReads?: () => unknown;
}

export type FirstContentHooks = Readonly<Partial<Record<RouteId, FirstContentHook>>>;

/** The hooks of every route but `current`. */
function othersOf(hooks: FirstContentHooks, current: RouteId | null): FirstContentHook[] {
  return Object.entries(hooks).flatMap(([id, hook]) => (id !== current && hook ? [hook] : []));
}

/** Asks for the route's first content; null when the route declares none. */
export function askFirstContent(id: RouteId, hooks: FirstContentHooks): Promise<void> | null {
  return hooks[id]?.ask() ?? null;
}

/**
 * Asks ahead, when the page is idle, for the first content of every route but the one on screen, so
 * opening one draws it at once: again when an answer goes stale, and when the route on screen or what
 * the hooks read changes (App calls `from` in an effect).
 */
export class FirstContentAhead {
  #current: RouteId | null = null;
  readonly #task: IdleTask;

  constructor(
    private readonly hooks: FirstContentHooks,
    idle: IdleScheduler = browserIdle,
  ) {
    this.#task = new IdleTask(() => {
      for (const hook of othersOf(this.hooks, this.#current)) hook.askAhead?.(() => this.#task.schedule());
    }, idle);
  }

  /** The route on screen is `current`: reads what the other routes' hooks read, and asks ahead when idle. */
  from(current: RouteId): void {
    this.#current = current;
    const others = othersOf(this.hooks, current).filter((hook) => hook.askAhead);
    for (const hook of others) hook.aheadReads?.();
    if (others.length > 0) this.#task.schedule();
  }

  stop(): void {
    this.#task.stop();
  }
}
