import type { Component } from 'svelte';
import type { RouteId } from './routes';

export type ScreenModule = { default: Component };

/**
 * Each screen, loaded as its own chunk the first time it is opened: the app
 * starts with the frame and the screen it shows, not all nine (the browser
 * keeps a module once loaded, so a second call costs nothing). A route
 * missing here fails the type check.
 */
export const screenLoaders: Record<RouteId, () => Promise<ScreenModule>> = {
  today: () => import('../screens/today/TodayScreen.svelte'),
  rating: () => import('../screens/rating/RatingScreen.svelte'),
  quotes: () => import('../screens/quotes/QuotesScreen.svelte'),
  booking: () => import('../screens/booking/BookingScreen.svelte'),
  tracking: () => import('../screens/tracking/TrackingScreen.svelte'),
  documents: () => import('../screens/documents/DocumentsScreen.svelte'),
  lookups: () => import('../screens/lookups/LookupsScreen.svelte'),
  settings: () => import('../screens/settings/SettingsScreen.svelte'),
  tariffs: () => import('../screens/tariffs/TariffsScreen.svelte'),
  pricing: () => import('../screens/pricing/PricingScreen.svelte'),
};

const loadedScreens = new Map<RouteId, ScreenModule>();

/** Loads a screen's code (screenLoaders), and keeps the module for loadedScreen. */
export function loadScreen(id: RouteId): Promise<ScreenModule> {
  return screenLoaders[id]().then((module) => {
    loadedScreens.set(id, module);
    return module;
  });
}

/**
 * A screen's module once loadScreen has loaded it, at once: the screen can
 * then be drawn in the task that opened it (a click). A second import() of
 * a loaded module is answered a task later, behind the frame the browser
 * draws first.
 */
export function loadedScreen(id: RouteId): ScreenModule | undefined {
  return loadedScreens.get(id);
}
