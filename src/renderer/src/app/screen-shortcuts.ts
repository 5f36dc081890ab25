import type { RouteInfo } from './routes';

/*
 * The screens' shortcuts: Ctrl+1 … Ctrl+9 (Cmd on macOS) in the route table's
 * order, the same keys the desktop app's Go menu shows. The command palette
 * is Ctrl+K (Cmd+K).
 */

/** Whether the desk runs on macOS, where Cmd takes Ctrl's place. */
export function onMac(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /mac|iphone|ipad/i.test(platform);
}

/** The key under the modifier for a screen in the table's order ("1"), or null past the ninth. */
export function screenKey(index: number): string | null {
  return index >= 0 && index < 9 ? String(index + 1) : null;
}

/** A shortcut as the operator's platform writes it: "Ctrl+1", "⌘1". */
export function shortcutText(key: string, mac: boolean = onMac()): string {
  return mac ? `⌘${key.toUpperCase()}` : `Ctrl+${key.toUpperCase()}`;
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** The platform's command modifier alone (Ctrl, or Cmd on macOS) with this key. */
function withCommand(event: KeyPress, mac: boolean): boolean {
  return (mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Whether a key press opens the command palette. */
export function isPaletteKey(event: KeyPress, mac: boolean = onMac()): boolean {
  return withCommand(event, mac) && event.key.toLowerCase() === 'k';
}

/** The screen a key press goes to, or null. */
export function screenOfKey(event: KeyPress, table: readonly RouteInfo[], mac: boolean = onMac()): RouteInfo | null {
  if (!withCommand(event, mac)) return null;
  return table.find((_, index) => screenKey(index) === event.key) ?? null;
}
