import type { Page } from '@playwright/test';

/**
 * The words left in plain English on the screen in the pseudo-locale, where
 * every message is accented and bracketed: a text of `main` made only of
 * plain ASCII, with a word of three letters or more, is a string that never
 * went through the messages. Codes (monospaced), what the operator typed and
 * the service's own data (`data`: its words, as the test knows them) are not
 * messages and are left out, as are the elements `dataSelectors` names (a column of the service's notes).
 * Each as "tag: text".
 */
export function englishLeft(
  page: Page,
  data: readonly string[] = [],
  dataSelectors: readonly string[] = [],
): Promise<string[]> {
  return page.evaluate(
    ({ dataTexts, skipped }) => {
      // Dates and numbers are Intl's, not messages: the pseudo-locale writes them as English does ("2 Dec 2026").
      const months = Array.from({ length: 12 }, (_, month) =>
        new Intl.DateTimeFormat('en-GB', { month: 'short' }).format(new Date(2026, month, 15)),
      );
      const dataWords = new Set(
        [...dataTexts, ...months].flatMap((text) => text.toLowerCase().match(/[a-z]{3,}/g) ?? []),
      );
      const left: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // One line of plain ASCII (space to tilde) is what a message never accented.
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (text === '' || !parent || /[^ -~]/.test(text)) continue;
        // Out of sight (a closed panel), or not words of the desk: codes, typed text, options from Intl.
        if (parent.getClientRects().length === 0) continue;
        if (parent.closest('code, .text-mono, .mono, input, textarea, select, option, style, script')) continue;
        if (skipped.some((selector) => parent.closest(selector))) continue;
        const words = text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
        if (words.length > 0 && words.some((word) => !dataWords.has(word))) {
          left.push(`${parent.tagName.toLowerCase()}: ${text.slice(0, 80)}`);
        }
      }
      return left;
    },
    { dataTexts: data, skipped: dataSelectors },
  );
}
