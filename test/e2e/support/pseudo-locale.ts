import type { Locator, Page } from '@playwright/test';

/*
 * What the pseudo-locale (en-XA: every message accented, bracketed and 40%
 * longer) shows a test: text a box cuts, and words left in plain English.
 */

/**
 * The texts the page cuts: an element holding text of its own whose content
 * is wider than its box while the box hides what overflows (an ellipsis, or
 * overflow other than visible). Each as "tag.class: text".
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, aside *, header *, footer *, [role="status"] *')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      // Hidden on purpose: out of sight, or a screen reader's text kept in a 1px box.
      if (ownText === '' || element.offsetParent === null || element.closest('.visually-hidden')) continue;
      // A list's cells: the service's data (carrier names) is cut by design when short of room, and the
      // status column is made as wide as the language's longest status (row-cells.test.ts); the headers are checked.
      if (element.closest('[role="grid"] [role="gridcell"]')) continue;
      const style = getComputedStyle(element);
      const hides = style.textOverflow === 'ellipsis' || (style.overflowX !== 'visible' && style.overflowX !== 'auto');
      if (hides && element.scrollWidth > element.clientWidth + 1) {
        cut.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${ownText.slice(0, 60)}`);
      }
    }
    return cut;
  });
}

/**
 * The texts under `within` that no message made, in the pseudo-locale: a text
 * node (a screen reader's hidden one too) or a spoken attribute (aria-label,
 * title, placeholder) holding a plain ASCII word of three letters or more,
 * once the data it may quote is taken out: `data` (what the operator typed,
 * the service's names and places, and each word of them), codes in capitals (FCL, DRY20), the
 * months Intl writes in English for this locale, and what `skip` selects (a
 * column of the service's notes). A list's cells, codes, typed fields and
 * keyboard hints are data too.
 */
export function englishLeft(within: Locator, data: readonly string[], skip: readonly string[] = []): Promise<string[]> {
  return within.evaluate(
    (root, { data, skip }) => {
      const MONTHS = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/g;
      // A word of the data is data wherever it stands ("Dry" of "20 Dry Standard", a city in "Barcelona, Catalonia").
      const dataWords = new Set(data.flatMap((datum) => datum.toLowerCase().match(/[a-z]{3,}/g) ?? []));
      const left = (text: string): boolean => {
        if (/[^\x20-\x7e]/.test(text)) return false;
        let rest = text;
        for (const datum of [...data].sort((a, b) => b.length - a.length)) if (datum) rest = rest.split(datum).join(' ');
        rest = rest.replace(MONTHS, ' ').replace(/\b[A-Z0-9]{2,}\b/g, ' ');
        return (rest.toLowerCase().match(/[a-z]{3,}/g) ?? []).some((word) => !dataWords.has(word));
      };
      const notWords = [
        'style, script, kbd, code, .text-mono, .mono, input, textarea, option, [role="grid"] [role="gridcell"]',
        ...skip,
      ].join(', ');
      const skipped = (element: Element | null) =>
        !element || element.closest(notWords) !== null || element.getClientRects().length === 0;
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (text !== '' && !skipped(node.parentElement) && left(text)) found.push(text.slice(0, 80));
      }
      for (const element of [root, ...root.querySelectorAll('[aria-label], [title], [placeholder]')]) {
        if (skipped(element)) continue;
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const text = element.getAttribute(name)?.trim() ?? '';
          if (text !== '' && left(text)) found.push(`${name}: ${text.slice(0, 80)}`);
        }
      }
      return [...new Set(found)];
    },
    { data, skip },
  );
}
