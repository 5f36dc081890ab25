/** One plain cell of a VirtualList row, as GridRowCells draws it. */
export interface GridCellText {
  readonly text: string;
  /** The whole text, or more of it, for a cell that may cut it off. */
  readonly title?: string;
  /** `end` for numbers and money. */
  readonly align?: 'start' | 'end';
  /** Codes: the mono face, a size smaller. */
  readonly mono?: boolean;
  /** A text that needs the operator's eye (a shipment the service stopped listing). */
  readonly tone?: 'warning';
}

/**
 * The class of a row's cell: one string, built without clsx (a list draws
 * a hundred at once). It carries the whole look, loading included: a cell
 * is one element and its text, with no spans inside to style.
 */
export function gridCellClass(cell: GridCellText, quiet: boolean, loading = false): string {
  let name = cell.align === 'end' ? 'grid-cell end' : 'grid-cell start';
  if (cell.mono) name += ' text-mono text-sm text-medium';
  if (quiet) name += ' quiet';
  // Loading: a grey bar holds the place and the text is for screen readers only; the tone waits for the text.
  if (loading) name += ' loading';
  else if (cell.tone === 'warning') name += ' warning text-medium';
  return name;
}

/** The element of one drawn cell, and what was last written to it (only a change is written again). */
interface DrawnCell {
  readonly cell: HTMLElement;
  readonly text: Text;
  className: string;
  title: string | undefined;
  value: string;
}

/**
 * Draws the cells of one VirtualList row into an element of GridRowCells,
 * with the DOM's own calls: a screenful of rows is 15 to 40 rows of eleven
 * cells, and drawn as a component per cell (an each block, an effect per
 * attribute, two spans in each) they were most of the script and a third of
 * the layout between the tracking list's first block arriving and its first
 * paint. Each cell is one element with its text, built once; after that,
 * as the list gives the row's element other rows, only what changed is
 * written. Every value goes in as text (a text node, attributes), never as
 * markup.
 */
export class GridCellsDrawer {
  readonly #host: HTMLElement;
  readonly #drawn: DrawnCell[] = [];

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  draw(cells: readonly GridCellText[], quiet: boolean, loading: boolean): void {
    const doc = this.#host.ownerDocument;
    // A row's cells are its columns: their number never changes for a list, but a shorter set is honoured.
    while (this.#drawn.length > cells.length) this.#drawn.pop()?.cell.remove();
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c] as GridCellText;
      const className = gridCellClass(cell, quiet, loading);
      const title = loading ? undefined : cell.title;
      let drawn = this.#drawn[c];
      if (!drawn) {
        const element = doc.createElement('div');
        element.setAttribute('role', 'gridcell');
        element.setAttribute('aria-colindex', String(c + 1));
        const text = doc.createTextNode('');
        element.append(text);
        this.#host.append(element);
        drawn = { cell: element, text, className: '', title: undefined, value: '' };
        this.#drawn.push(drawn);
      }
      if (drawn.className !== className) drawn.cell.className = drawn.className = className;
      if (drawn.title !== title) {
        drawn.title = title;
        if (title === undefined) drawn.cell.removeAttribute('title');
        else drawn.cell.title = title;
      }
      if (drawn.value !== cell.text) drawn.text.data = drawn.value = cell.text;
    }
  }
}
