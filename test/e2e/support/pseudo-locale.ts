import type { Page } from '@playwright/test';

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
      // The tracking list's cells: the service's data (carrier names) is cut by design when short of room, and
      // the status column is made as wide as the language's longest status (row-cells.test.ts); the headers are checked.
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
 * The visible text nodes under `scope` (a CSS selector) made only of plain
 * ASCII with a word of 3 or more letters: in the pseudo-locale every message
 * is accented, so each is either the service's data (names, places, codes,
 * dates the locale writes) or a string still written in code. Text inside
 * the elements `skip` selects is left out (the caller's data).
 */
export function plainEnglishTexts(page: Page, scope: string, skip: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, skip }) => {
      const found: string[] = [];
      for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          const parent = node.parentElement;
          if (!parent || !/^[\x20-\x7e]+$/.test(text) || !/[A-Za-z]{3,}/.test(text)) continue;
          if (parent.closest('.visually-hidden, style, script') || parent.offsetParent === null) continue;
          if (skip && parent.closest(skip)) continue;
          found.push(text);
        }
      }
      return found;
    },
    { scope, skip },
  );
}
