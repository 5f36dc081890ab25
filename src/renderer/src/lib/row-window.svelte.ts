import { visibleRange } from '../components/virtual-range';

/*
 * The rows of a long table of records (a comparison of hundreds of rates)
 * drawn only around what the screen shows: the rows above and below stand as
 * two spacers of their estimated height. Rows vary in height (notes, badges,
 * an opened detail), so the height a row is given is the average of the rows
 * drawn, measured after each drawing. A table of few rows is drawn whole.
 */

/** Below this many rows a table is drawn whole: a rate comparison is usually a few dozen. */
export const WINDOW_FROM = 60;
/** Rows drawn beyond each edge of the screen: a rate's row is tall, so a few cover a fast scroll's frame. */
const OVERSCAN = 4;
/** A record row's height before any is measured (a rate: its name, its service, a badge). */
const FIRST_ESTIMATE = 76;

export class RowWindow {
  /** How far the table's top is above the top of the box that scrolls it (negative: below it). */
  scrolled = $state(0);
  viewport = $state(0);
  rowHeight = $state(FIRST_ESTIMATE);

  /** The rows [start, end) of `total` to draw now. */
  range(total: number): { start: number; end: number } {
    if (total < WINDOW_FROM) return { start: 0, end: total };
    return visibleRange({
      scrollTop: this.scrolled,
      // A table that starts lower in the box shows fewer of its rows: only the part of the box below its top.
      viewportHeight: Math.max(1, this.viewport + Math.min(0, this.scrolled)),
      rowHeight: this.rowHeight,
      total,
      overscan: OVERSCAN,
    });
  }

  /** Follows the table's place in the box that scrolls it (the screen's content); returns the stop. */
  follow(table: HTMLElement): () => void {
    const scroller = table.closest('main') ?? document.documentElement;
    let frame = 0;
    const read = () => {
      frame = 0;
      this.scrolled = scroller.getBoundingClientRect().top - table.getBoundingClientRect().top;
      this.viewport = scroller.clientHeight;
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    read();
    scroller.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }

  /**
   * Measures the rows drawn (`rows`: how many records they are, their note
   * and detail rows included in `height`) and keeps their average when it
   * moved by more than a pixel or two, so drawing and measuring settle.
   */
  measured(height: number, rows: number): void {
    if (rows === 0 || height <= 0) return;
    const average = height / rows;
    if (Math.abs(average - this.rowHeight) > 2) this.rowHeight = average;
  }
}
