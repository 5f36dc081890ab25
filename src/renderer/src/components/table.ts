/** One column of a DataTable: its header and how to read a row's cell. */
export interface Column<T> {
  readonly id: string;
  readonly header: string;
  /** The cell as text; a `cell` snippet on the table can render richer content instead. */
  readonly value?: (row: T) => string | number | null | undefined;
  /** Numbers and codes line up on the right; everything else on the left. */
  readonly align?: 'start' | 'end' | 'center';
  /** Codes (UN/LOCODE, container codes) in the monospace face, so they line up. */
  readonly mono?: boolean;
  /** A header read by screen readers but not shown (e.g. an actions column). */
  readonly headerHidden?: boolean;
  /** Rendered by the table's `cell` snippet instead of `value`. */
  readonly custom?: boolean;
  /** Keeps the column as narrow as its content. */
  readonly shrink?: boolean;
}
