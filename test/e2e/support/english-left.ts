import type { Locator } from '@playwright/test';

/**
 * In the pseudo-locale every message is accented and bracketed, so a text a
 * user reads inside `root` (its text nodes, placeholders and accessible
 * labels) made only of plain ASCII with a word of 3+ letters is a string left
 * out of the messages; `data` lists what the service or the test typed in
 * (names, codes), which stays as it is in every language.
 */
export function englishLeft(root: Locator, data: readonly string[]): Promise<string[]> {
  return root.evaluate((element, given) => {
    const plain = (text: string) => /^[\x20-\x7e]*$/.test(text) && /[A-Za-z]{3,}/.test(text);
    const isData = (text: string) =>
      given.some((d) => text === d || text.split(/[\s·,()→]+/).every((w) => w === '' || given.includes(w)));
    const left = new Set<string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, option:not(:checked)')) continue;
      if (plain(text) && !isData(text)) left.add(text);
    }
    for (const el of element.querySelectorAll('[placeholder], [aria-label], [title]')) {
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const text = el.getAttribute(name)?.trim() ?? '';
        if (plain(text) && !isData(text)) left.add(`${name}: ${text}`);
      }
    }
    return [...left];
  }, data);
}
