/** The arithmetic of VirtualList: with one fixed row height, which rows a scroll position shows. */
export interface RangeInput {
  readonly scrollTop: number;
  readonly viewportHeight: number;
  readonly rowHeight: number;
  readonly total: number;
  /** Extra rows drawn before and after the visible ones. */
  readonly overscan: number;
}

/** The rows to draw, [start, end), never outside [0, total). */
export function visibleRange({ scrollTop, viewportHeight, rowHeight, total, overscan }: RangeInput): {
  start: number;
  end: number;
} {
  if (total <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  // Before the viewport is measured (first render), draw a screenful so something shows at once.
  const height = viewportHeight > 0 ? viewportHeight : rowHeight * 20;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + height) / rowHeight);
  const start = Math.max(0, Math.min(total - 1, first - overscan));
  const end = Math.min(total, Math.max(start + 1, last + overscan));
  return { start, end };
}

/**
 * The rows drawn, as a window of one fixed size wherever the list is
 * scrolled: a screenful (a partly shown row at each edge) and the overscan
 * at both ends, moved inside the list at its top and bottom instead of cut.
 * The list keeps one row element per place in that window (a slot) and
 * gives it another row as the window moves: the size changes only with the
 * viewport's height or a list shorter than the window, so scrolling creates
 * no element.
 */
export function slotRange(input: RangeInput): { start: number; end: number } {
  const { viewportHeight, rowHeight, total, overscan } = input;
  const visible = visibleRange(input);
  if (visible.end === visible.start) return visible;
  const height = viewportHeight > 0 ? viewportHeight : rowHeight * 20;
  const size = Math.min(total, Math.ceil(height / rowHeight) + 1 + 2 * overscan);
  const start = Math.max(0, Math.min(visible.start, total - size));
  return { start, end: start + size };
}

/**
 * The row each slot shows, slot by slot, for the rows [start, end): slot s
 * shows the row i with i % size === s. A row that stays in the window as it
 * moves stays in its slot (its element is not touched); only the slots of
 * the rows that left get new ones.
 */
export function slotRows({ start, end }: { start: number; end: number }): number[] {
  const size = end - start;
  return Array.from({ length: size }, (_, slot) => start + ((slot - (start % size) + size) % size));
}

/** The slots of the rows [start, end) in the rows' order (slotRows read the other way). */
export function slotOrder({ start, end }: { start: number; end: number }): number[] {
  const size = end - start;
  return Array.from({ length: size }, (_, i) => (start + i) % size);
}
