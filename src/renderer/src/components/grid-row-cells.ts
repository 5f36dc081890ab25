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

/** The class of a row's cell: one string, built without clsx (a list draws a hundred at once). */
export function gridCellClass(cell: GridCellText, quiet: boolean): string {
  let name = cell.align === 'end' ? 'grid-cell end' : 'grid-cell start';
  if (cell.mono) name += ' text-mono text-sm text-medium';
  if (quiet) name += ' quiet';
  return name;
}
