import { hasBridge } from '../lib/backend';
import { defaultRoute, routeFromHash } from './routes';
import { loadScreen } from './screen-loaders';

/*
 * The code of the screen the address names, asked for as the window's script
 * starts (main.ts imports this first, after zod's setting): not once the rest
 * of the start has run (the app's modules, zod's schemas built, the frame
 * mounted), which a cold start spent a good part of before its Tracking
 * chunk was asked for. App.svelte's load of the same screen then
 * gets this one (the browser loads a module once).
 */
if (hasBridge()) {
  // A chunk that fails to load is the screen's to report when App opens it: nothing to do here.
  loadScreen(routeFromHash(window.location.hash) ?? defaultRoute).catch(() => undefined);
}
