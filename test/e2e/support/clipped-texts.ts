import type { Page } from '@playwright/test';

/**
 * The texts the page cuts: an element holding text of its own whose content
 * is wider than its box while the box hides what overflows (an ellipsis, or
 * overflow other than visible). Each as "tag.class: text".
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      'main *, aside *, header *, footer *, [role="status"] *',
    )) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      // Hidden on purpose: out of sight, or a screen reader's text kept in a 1px box.
      if (ownText === '' || element.offsetParent === null || element.closest('.visually-hidden')) continue;
      // The tracking list's rows: the service's data (carrier names) is cut by design when short of room, and
      // the status column is made as wide as the language's longest status (row-cells.test.ts); its header is checked.
      if (element.closest('[role="grid"] [role="rowgroup"] [role="row"]')) continue;
      const style = getComputedStyle(element);
      const hides = style.textOverflow === 'ellipsis' || (style.overflowX !== 'visible' && style.overflowX !== 'auto');
      if (hides && element.scrollWidth > element.clientWidth + 1) {
        cut.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${ownText.slice(0, 60)}`);
      }
    }
    return cut;
  });
}
