import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The keyboard alone: a journey moves focus with Tab and keys, never with a
 * click or element.focus(), and checks at every stop that the operator can
 * see where the focus is.
 */

/** What shows the focus on the focused element now, or why nothing does. */
export async function focusShown(page: Page): Promise<{ shown: true } | { shown: false; why: string }> {
  return page.evaluate(async () => {
    // A ring that eases in is read once it is drawn.
    const easing = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(easing.map((animation) => animation.finished.catch(() => undefined)));
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { shown: false, why: 'nothing has the focus' };
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return { shown: false, why: `${name} has no size` };
    // In the window, and not under something that floats (WCAG 2.4.11): the point in its middle is its own.
    const [x, y] = [rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 8)];
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight)
      return { shown: false, why: `${name} is out of the window` };
    const top = document.elementFromPoint(x, y);
    if (top && top !== element && !element.contains(top) && !top.contains(element))
      return {
        shown: false,
        why: `${name} is covered by ${top.tagName.toLowerCase()}.${[...top.classList].join('.')}`,
      };
    // The focus colour as computed styles write it ("rgb(62, 91, 216)").
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-focus)';
    document.body.append(probe);
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    // A ring: an outline of two pixels or more, or a box-shadow in the focus colour (a field's ring).
    const rings = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow.includes(focusColour);
    // On the element, or on the box around it that draws its frame (a field with its unit).
    for (let at: Element | null = element, up = 0; at && up < 3; at = at.parentElement, up++)
      if (at.matches(':focus-within') && rings(getComputedStyle(at))) return { shown: true };
    // A ring drawn round a larger box than the element's own: a sort button rings its whole header cell (::after).
    if (['::before', '::after'].some((pseudo) => rings(getComputedStyle(element, pseudo)))) return { shown: true };
    // A grid names its highlighted row, which carries the ring (VirtualList).
    const row = element.getAttribute('aria-activedescendant');
    const active = row ? document.getElementById(row) : null;
    if (active && rings(getComputedStyle(active))) return { shown: true };
    return { shown: false, why: `${name} shows no focus ring` };
  });
}

/** Presses `key` until `target` has the focus (at most `max` presses), checking the focus shows at every stop. */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key);
    const shown = await focusShown(page);
    expect(shown, `after ${presses + 1} × ${key}`).toEqual({ shown: true });
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of ${key}`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await pressUntilFocused(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
