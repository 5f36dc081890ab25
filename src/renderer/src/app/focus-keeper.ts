/**
 * Focus is never lost: when the element that had it leaves the page (a Save
 * button that becomes "Saved", a deleted quote's row, the opener of a dialog
 * that closed on it), the browser drops the focus to the page's body and a
 * keyboard user starts again from the top. The keeper gives it to what is
 * nearest instead: the first control still there in the closest box that
 * held the one gone, else that box itself when it can take the focus.
 */

/** What the keyboard reaches with Tab. */
const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function shown(element: Element): boolean {
  return element.getClientRects().length > 0 && !element.closest('[hidden], [inert], [aria-hidden="true"]');
}

/** Can still hold the focus: on the page, shown, not disabled. */
function usable(element: Element): boolean {
  return element.isConnected && shown(element) && !element.matches(':disabled');
}

/** The control to focus once the focused element has gone: the first in the nearest of `trail`'s boxes still on the page. */
export function nearestFocusTarget(trail: readonly Element[]): HTMLElement | null {
  for (const box of trail) {
    if (!box.isConnected) continue;
    const first = [...box.querySelectorAll<HTMLElement>(TABBABLE)].find(shown);
    if (first) return first;
    if (box instanceof HTMLElement && box.tabIndex === -1 && box.hasAttribute('tabindex')) return box;
  }
  return null;
}

/** Watches `root`; returns the function that stops it. */
export function keepFocus(root: HTMLElement): () => void {
  /** The element focused last and the boxes around it, nearest first, up to the root. */
  let trail: Element[] = [];
  const onfocusin = (event: FocusEvent) => {
    const boxes: Element[] = [];
    for (let at = (event.target as Element).parentElement; at && root.contains(at); at = at.parentElement)
      boxes.push(at);
    trail = [event.target as Element, ...boxes];
  };
  // The operator moved away (a click on the page, another window): nothing was lost, nothing to give back.
  const onfocusout = (event: FocusEvent) => {
    const left = event.target as Element;
    queueMicrotask(() => {
      if (trail[0] === left && usable(left)) trail = [];
    });
  };
  // Focus is lost by the page changing: an element removed, hidden (a dialog closed) or disabled. Looked at once
  // the change's task is over: a closing dialog gives the focus back to its opener itself, and a screen that
  // places the focus on what comes next (a booking done) does so first.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const recover = () => {
    pending = undefined;
    const [focused, ...boxes] = trail;
    if (!focused || usable(focused) || (document.activeElement && document.activeElement !== document.body)) return;
    trail = [];
    nearestFocusTarget(boxes)?.focus();
  };
  const observer = new MutationObserver(() => {
    pending ??= setTimeout(recover, 0);
  });
  root.addEventListener('focusin', onfocusin);
  root.addEventListener('focusout', onfocusout);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'hidden', 'disabled', 'inert'],
  });
  return () => {
    root.removeEventListener('focusin', onfocusin);
    root.removeEventListener('focusout', onfocusout);
    observer.disconnect();
    clearTimeout(pending);
  };
}
