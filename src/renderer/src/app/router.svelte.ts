import { defaultRoute, hrefOf, routeFromHash, type RouteId } from './routes';

/**
 * Hash routing (#/lookups): the address survives a reload and works under
 * app:// and the web harness alike, with no server routes.
 */
class Router {
  current = $state<RouteId>(defaultRoute);
  /** Whether the operator moved to this screen (focus then moves to its title); false on start. */
  navigated = $state(false);

  start(): () => void {
    this.#sync(false);
    const onHashChange = () => this.#sync(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }

  go(id: RouteId): void {
    window.location.hash = hrefOf(id);
  }

  #sync(navigated: boolean): void {
    const id = routeFromHash(window.location.hash);
    if (id === null) {
      // An empty or unknown address opens the default screen, without a history entry for the bad one.
      history.replaceState(null, '', hrefOf(defaultRoute));
    }
    this.current = id ?? defaultRoute;
    this.navigated = navigated;
  }
}

export const router = new Router();
