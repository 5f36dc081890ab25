import type { Page } from '@playwright/test';

/**
 * What a screen reader hears from the page's live regions, as the page
 * changes: the text put into a live region already on the page (aria-live
 * polite or assertive, role status, alert or log), and an alert as it
 * appears. A live region added with its text already in it is not heard;
 * neither is what is hidden (aria-hidden, display: none). Installed by
 * evaluation in the page (no script tag: the page's CSP allows none).
 */

/** One announcement: the region it came from (its role or aria-live, and its name or first words) and what it said. */
export interface Announcement {
  readonly region: string;
  readonly text: string;
}

interface Recorder {
  announcements: Announcement[];
}

/** Starts recording in the page as it is now; a new document (goto, reload) needs it again. */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const globals = globalThis as unknown as { __announcements?: Recorder };
    if (globals.__announcements) return;
    const recorder: Recorder = { announcements: [] };
    globals.__announcements = recorder;

    const LIVE_ROLES = new Set(['status', 'alert', 'log']);
    const liveOf = (element: Element): boolean => {
      const live = element.getAttribute('aria-live');
      if (live === 'off') return false;
      return live === 'polite' || live === 'assertive' || LIVE_ROLES.has(element.getAttribute('role') ?? '');
    };
    /** The live region a change is heard in: the nearest one around it, unless aria-live="off" comes first. */
    const regionOf = (node: Node): Element | null => {
      for (let at = node instanceof Element ? node : node.parentElement; at; at = at.parentElement) {
        if (at.getAttribute('aria-live') === 'off') return null;
        if (liveOf(at)) return at;
      }
      return null;
    };
    /** Read whole at each change: aria-atomic, which status and alert are unless they say otherwise. */
    const atomicOf = (region: Element): boolean => {
      const atomic = region.getAttribute('aria-atomic');
      return atomic === null ? ['status', 'alert'].includes(region.getAttribute('role') ?? '') : atomic === 'true';
    };
    const heard = (node: Node): boolean => {
      for (let at = node instanceof Element ? node : node.parentElement; at; at = at.parentElement) {
        if (at.getAttribute('aria-hidden') === 'true') return false;
        if (getComputedStyle(at).display === 'none') return false;
      }
      return true;
    };
    const words = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
      return [...node.childNodes].map(words).join(' ');
    };
    const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
    /** A region by its kind, where it is, and a number of its own: the same element is always the same region. */
    const numbers = new WeakMap<Element, number>();
    let counted = 0;
    const describe = (region: Element): string => {
      if (!numbers.has(region)) numbers.set(region, ++counted);
      const kind = region.getAttribute('role') ?? `aria-live=${region.getAttribute('aria-live')}`;
      const place = region.closest('main,nav,header,[role=dialog]')?.tagName.toLowerCase() ?? 'page';
      const name = region.getAttribute('aria-label');
      return `#${numbers.get(region)} ${kind}${name ? ` "${name}"` : ''} in ${place} (${region.tagName.toLowerCase()}.${[...region.classList][0] ?? ''})`;
    };
    /** Regions on the page before a batch of changes: only those are heard changing. */
    let known = new Set<Element>();
    const seen = () => {
      known = new Set([...document.querySelectorAll('*')].filter(liveOf));
    };
    seen();
    new MutationObserver((records) => {
      const said = new Map<Element, string[]>();
      const say = (region: Element, text: string) => {
        const clear = clean(text);
        if (clear) said.set(region, [...(said.get(region) ?? []), clear]);
      };
      for (const record of records) {
        for (const added of record.addedNodes) {
          if (!heard(added)) continue;
          // An alert is heard as it appears, with what it holds.
          if (added instanceof Element && added.getAttribute('role') === 'alert') {
            say(added, words(added));
            continue;
          }
          const region = regionOf(record.target);
          if (region && known.has(region)) say(region, atomicOf(region) ? words(region) : words(added));
        }
        if (record.type === 'characterData') {
          const region = regionOf(record.target);
          if (region && known.has(region) && heard(record.target))
            say(region, atomicOf(region) ? words(region) : (record.target.textContent ?? ''));
        }
      }
      for (const [region, texts] of said)
        recorder.announcements.push({ region: describe(region), text: texts.join(' ') });
      seen();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Everything heard since recording started (or since the last take), oldest first; then starts afresh. */
export async function takeAnnouncements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => {
    const recorder = (globalThis as unknown as { __announcements?: Recorder }).__announcements;
    if (!recorder) throw new Error('recordAnnouncements was not called on this page');
    return recorder.announcements.splice(0);
  });
}

/** The regions that said something matching `what`, once per region: one is what a screen-reader user should hear. */
export function regionsSaying(announcements: readonly Announcement[], what: RegExp): string[] {
  return [...new Set(announcements.filter((a) => what.test(a.text)).map((a) => a.region))];
}
