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
};
