import type { Page } from '@playwright/test';

/**
 * What larger text breaks, found in the page as it is laid out now: the page
 * scrolling sideways (only a table's own box may), text cut off by a box that
 * does not scroll (an ellipsis included), a control cut off, a field too
 * narrow to type in, and two texts drawn over each other. Each problem is a
 * line naming the element and its text.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const label = element.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].filter((c) => !c.startsWith('svelte-')).join('.')} "${label ?? text}"`;
    };
    const style = (element: Element) => getComputedStyle(element);
    /** Out of sight on purpose: visually-hidden text, closed popups, display none, aria-hidden decoration. */
    const unseen = (element: Element): boolean => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const s = style(at);
        if (s.display === 'none' || s.visibility === 'hidden') return true;
        if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
        if (at.getAttribute('aria-hidden') === 'true' || at.hasAttribute('hidden')) return true;
        if (s.position === 'absolute' && at.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const clips = (s: CSSStyleDeclaration, axis: 'x' | 'y') => {
      const overflow = axis === 'x' ? s.overflowX : s.overflowY;
      return overflow === 'hidden' || overflow === 'clip';
    };

    // The page itself never scrolls sideways: a wide table scrolls in its own box.
    const main = document.getElementById('main-content');
    for (const box of [document.scrollingElement, main]) {
      if (box && box.scrollWidth > box.clientWidth + 1)
        problems.push(`the page scrolls sideways: ${name(box)} is ${box.scrollWidth}px wide in ${box.clientWidth}px`);
    }

    // Every text, where it is drawn.
    const texts: Array<{ owner: Element; rects: DOMRect[] }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || unseen(owner)) continue;
      if (['SCRIPT', 'STYLE', 'OPTION', 'TITLE'].includes(owner.tagName)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length > 0) texts.push({ owner, rects });
    }

    /** What shows of a text: its rects as far as the boxes that scroll around it show them (what is scrolled away is not drawn). */
    const shownParts = (owner: Element, rects: DOMRect[]): DOMRect[] => {
      let parts = rects;
      for (let at = owner.parentElement; at && at !== document.body; at = at.parentElement) {
        const s = style(at);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const box = at.getBoundingClientRect();
        parts = parts.flatMap((r) => {
          const [left, right] = [Math.max(r.left, box.left), Math.min(r.right, box.right)];
          const [top, bottom] = [Math.max(r.top, box.top), Math.min(r.bottom, box.bottom)];
          return right > left && bottom > top ? [new DOMRect(left, top, right - left, bottom - top)] : [];
        });
      }
      return parts;
    };

    // Cut off: an ellipsis, or a box that neither grows nor scrolls around a text that does not fit it.
    const cut = new Set<Element>();
    for (const { owner, rects } of texts) {
      for (let at: Element | null = owner; at && at !== document.body; at = at.parentElement) {
        const s = style(at);
        const box = at.getBoundingClientRect();
        const outX = rects.some((r) => r.left < box.left - 1 || r.right > box.right + 1);
        const outY = rects.some((r) => r.top < box.top - 1 || r.bottom > box.bottom + 1);
        if (
          (outX && clips(s, 'x')) ||
          (outY && clips(s, 'y')) ||
          (at === owner && s.textOverflow === 'ellipsis' && at.scrollWidth > at.clientWidth + 1)
        ) {
          if (!cut.has(owner)) problems.push(`text cut off: ${name(owner)} in ${name(at)}`);
          cut.add(owner);
          break;
        }
        // A box that scrolls shows the rest when scrolled: a table's own box, a list.
        if (['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY)) break;
      }
    }

    // A field too narrow to show what is typed in it: less than three characters of its own text.
    for (const field of document.querySelectorAll(
      'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), select, textarea',
    )) {
      if (unseen(field)) continue;
      const width = field.getBoundingClientRect().width;
      if (width > 0 && width < 3 * parseFloat(style(field).fontSize))
        problems.push(`field too narrow to type in: ${name(field)} is ${Math.round(width)}px wide`);
    }

    // Controls cut off by a box that does not scroll.
    for (const control of document.querySelectorAll(
      'button, input, select, textarea, a[href], [role="switch"], [tabindex="0"]',
    )) {
      if (unseen(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      for (let at = control.parentElement; at && at !== document.body; at = at.parentElement) {
        const s = style(at);
        if (['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY)) break;
        const box = at.getBoundingClientRect();
        if (
          (clips(s, 'x') && (rect.left < box.left - 1 || rect.right > box.right + 1)) ||
          (clips(s, 'y') && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1))
        ) {
          problems.push(`control cut off: ${name(control)} in ${name(at)}`);
          break;
        }
      }
    }

    // Texts drawn over each other (neither inside the other).
    const overlapping = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const drawn = texts.map(({ owner, rects }) => ({ owner, rects: shownParts(owner, rects) }));
    for (let i = 0; i < drawn.length; i++) {
      for (let j = i + 1; j < drawn.length; j++) {
        const [a, b] = [drawn[i]!, drawn[j]!];
        if (a.owner === b.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        if (a.rects.some((r) => b.rects.some((q) => overlapping(r, q)))) {
          problems.push(`texts overlap: ${name(a.owner)} and ${name(b.owner)}`);
        }
      }
    }
    return problems;
  });
}
