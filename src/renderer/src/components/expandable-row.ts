/**
 * What an expandable row decides: the ARIA its toggle button carries and
 * which rows are open. ExpandableRow.svelte and ExpandButton.svelte draw it.
 */

export interface ExpandAria {
  'aria-expanded': 'true' | 'false';
  'aria-controls': string;
}

/**
 * The toggle's ARIA. aria-controls names the detail row even while it is not
 * drawn: the id is the row's, not the element's, so it never changes.
 */
export function expandAria(open: boolean, detailId: string): ExpandAria {
  return { 'aria-expanded': open ? 'true' : 'false', 'aria-controls': detailId };
}

/** The open rows with one turned over (a new record, so $state sees the change). */
export function toggled(open: Readonly<Record<string, boolean>>, key: string): Record<string, boolean> {
  return { ...open, [key]: !open[key] };
}

/**
 * The id of a row's detail: unique in the page (`uid` from $props.id()) and
 * safe as an id whatever the row's key holds (the service's ids may hold spaces).
 */
export function detailIdOf(uid: string, key: string): string {
  return `detail-${uid}-${key.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}
