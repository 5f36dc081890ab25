/**
 * Many texts in one string, each found by its start: finding the texts that
 * contain a needle is a few native indexOf calls over the whole string
 * instead of one call per text (about 0.5-2.5 ms for 150,000 codes here,
 * against 2-4 ms text by text).
 */
export class TextColumn {
  /** Texts are joined by this; a needle holding it is never looked up here (`canFind`). */
  static readonly SEPARATOR = '\u0000';
  private readonly text: string;
  /** Where each text starts in `text`, and one past the end of the last. */
  private readonly starts: Int32Array;

  readonly size: number;

  constructor(values: readonly string[]) {
    this.size = values.length;
    this.text = values.join(TextColumn.SEPARATOR);
    this.starts = new Int32Array(values.length + 1);
    let at = 0;
    values.forEach((value, i) => {
      this.starts[i] = at;
      at += value.length + 1;
    });
    this.starts[values.length] = at;
  }

  /**
   * Whether a match here means what SQLite's instr() means: a needle without
   * the separator cannot span two texts, and one without UTF-16 surrogates is
   * found on the same characters in UTF-16 (here) as in UTF-8 (SQLite).
   */
  static canFind(needle: string): boolean {
    return needle !== '' && !needle.includes(TextColumn.SEPARATOR) && !/[\ud800-\udfff]/.test(needle);
  }

  /** Sets `found[i]` to 1 for each text i that contains the needle (others untouched). */
  markContaining(needle: string, found: Uint8Array): void {
    const { text, starts } = this;
    let from = 0;
    let entry = 0;
    for (;;) {
      const at = text.indexOf(needle, from);
      if (at < 0) return;
      // Matches come in order: the text holding this one is at or after the last.
      while ((starts[entry + 1] as number) <= at) entry++;
      found[entry] = 1;
      from = starts[entry + 1] as number;
    }
  }
}
