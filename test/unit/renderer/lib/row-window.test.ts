import { describe, expect, it } from 'vitest';
import { RowWindow, WINDOW_FROM } from '@renderer/lib/row-window.svelte';

/** A window over `total` rows of `rowHeight` px in a box `viewport` px tall, the table's top `below` px under the box's. */
function windowOf(viewport: number, below: number, rowHeight = 76): RowWindow {
  const window = new RowWindow();
  window.viewport = viewport;
  window.scrolled = -below;
  window.rowHeight = rowHeight;
  return window;
}

describe('the rows a long comparison draws', () => {
  it('draws a short table whole', () => {
    expect(windowOf(800, 0).range(WINDOW_FROM - 1)).toEqual({ start: 0, end: WINDOW_FROM - 1 });
  });

  it('draws, under a form, only the rows the part of the box below the table’s top can show, and a few more', () => {
    const atTop = windowOf(800, 0).range(200);
    const underForm = windowOf(800, 456).range(200);
    // 800 px show 11 rows of 76 px; 344 px below a form show 5.
    expect(atTop.start).toBe(0);
    expect(underForm.start).toBe(0);
    expect(underForm.end).toBeLessThan(atTop.end);
    expect(underForm.end - 5).toBe(atTop.end - 11);
  });

  it('draws the first rows of a table still below the box, ready for the scroll that brings it in', () => {
    const below = windowOf(800, 1200).range(200);
    expect(below.start).toBe(0);
    expect(below.end).toBeGreaterThan(0);
    expect(below.end).toBeLessThan(windowOf(800, 0).range(200).end);
  });

  it('follows a scroll into the table: the rows at the box’s top and the ones around them', () => {
    const scrolled = windowOf(800, -76 * 100).range(200);
    expect(scrolled.start).toBeLessThanOrEqual(100);
    expect(scrolled.start).toBeGreaterThan(90);
    expect(scrolled.end).toBeGreaterThanOrEqual(111);
  });
});
