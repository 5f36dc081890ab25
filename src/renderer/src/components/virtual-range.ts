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
