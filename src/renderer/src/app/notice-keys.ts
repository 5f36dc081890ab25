/**
 * Whether an Escape key press is left for the notices: Esc closes what floats
 * first (a modal dialog such as the palette or a confirmation, an open
 * suggestion list, which marks the key as used), and dismisses the notices
 * only when nothing else took it.
 */
export function escapeDismissesNotices(
  event: Pick<KeyboardEvent, 'key' | 'defaultPrevented'>,
  page: Pick<Document, 'querySelector'>,
): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  return page.querySelector('dialog[open]') === null;
}
