import type { DeskTheme } from '@shared/ipc/channels/settings';

/**
 * Shows the page in a theme at once (tokens.css reads data-theme on <html>;
 * none: the operating system's). The page is served in the saved theme, and
 * the desktop app's system colours follow it (main's showTheme), so this is
 * only for a change made now.
 */
export function showTheme(theme: DeskTheme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
