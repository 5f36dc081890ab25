/**
 * The one Electron IPC channel main uses to push events to the renderer, as
 * `(name: EventName, payload)`. Main (src/main/electron) sends on it and the
 * preload listens on it; both import it from here so the string exists once.
 */
export const EVENT_CHANNEL = 'freight-desk:event';
