import type { OpenTarget } from '@shared/ipc/channels/app';
import { profileScope } from '../lib/profile-scope.svelte';
import {
  defaultRoute,
  hrefOf,
  paramsFromHash,
  routeFromHash,
  routeOfTarget,
  withoutRecords,
  type RouteId,
} from './routes';

/**
 * Hash routing (#/lookups): the address survives a reload and works under
 * app:// and the web harness alike, with no server routes.
 */
class Router {
  /**
   * The screen the address names from the first moment, not only once start()
   * runs: the app's first render loads the screen it reads here, and a start
   * on #/tracking loaded all of Rating first (the default) while Tracking waited.
   */
  current = $state<RouteId>(routeFromHash(addressAtStart()) ?? defaultRoute);
  /**
   * What the address says beyond the screen (`#/tracking?shipment=ID`): how
   * one screen opens another on a given record, and survives a reload.
   */
  params = $state<URLSearchParams>(
    routeFromHash(addressAtStart()) === null ? new URLSearchParams() : paramsFromHash(addressAtStart()),
  );
  /** Whether the operator moved to this screen (focus then moves to its title); false on start. */
  navigated = $state(false);

  /** The address the state above was last read from: a hashchange for it has nothing new. */
  #syncedHash: string | null = null;

  start(): () => void {
    this.#sync(false);
    const onHashChange = () => {
      if (window.location.hash !== this.#syncedHash) this.#sync(true);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }

  /**
   * Opens a screen now, in the caller's task (a click, a key), with a new
   * history entry. The hashchange event comes a task later, and the browser
   * may draw a frame of the screen being left in between: the next screen's
   * first calls to main waited for that frame.
   */
  go(id: RouteId, params?: Readonly<Record<string, string | undefined>>): void {
    window.location.hash = hrefOf(id, params);
    this.#sync(true);
  }

  /** Opens what main names ('app.open': a notification or a menu item); a screen this build lacks is ignored. */
  open(target: OpenTarget): void {
    const id = routeOfTarget(target);
    if (id !== null) this.go(id, target.params);
  }

  /** Changes the current screen's parameters without a new history entry (e.g. the selected row). */
  setParams(params: Readonly<Record<string, string | undefined>>): void {
    history.replaceState(null, '', hrefOf(this.current, params));
    this.#syncedHash = window.location.hash;
    this.params = paramsFromHash(window.location.hash);
  }

  /**
   * Drops the parameters naming one account's records (`?shipment=ID`): after
   * a profile change they name a record of another account.
   */
  forgetRecords(): void {
    const remaining = withoutRecords(this.current, this.params);
    if (Object.keys(remaining).length !== [...this.params.keys()].length) this.setParams(remaining);
  }

  #sync(navigated: boolean): void {
    const id = routeFromHash(window.location.hash);
    if (id === null) {
      // An empty or unknown address opens the default screen, without a history entry for the bad one.
      history.replaceState(null, '', hrefOf(defaultRoute));
    }
    this.#syncedHash = window.location.hash;
    this.current = id ?? defaultRoute;
    this.params = id === null ? new URLSearchParams() : paramsFromHash(window.location.hash);
    this.navigated = navigated;
  }
}

/** The address when the page loads (none outside a browser: the unit tests' Node). */
function addressAtStart(): string {
  return typeof window === 'undefined' ? '' : window.location.hash;
}

export const router = new Router();
profileScope.onChange(() => router.forgetRecords());
