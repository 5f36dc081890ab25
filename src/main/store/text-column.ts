// Typed arrays are read at indexes below their length throughout: their `as number` reads drop the undefined
// that noUncheckedIndexedAccess adds to every index.

/**
 * Many texts in one string, each found by its start: finding the texts that
 * contain a needle is a few native indexOf calls over the whole string
 * instead of one call per text, which was the slower of the two
 * (docs/performance.md).
 */
export class TextColumn {
  /** Texts are joined by this; a needle holding it is never looked up here (`canFind`). */
  static readonly SEPARATOR = '\u0000';
  private readonly text: string;
  /** Where each text starts in `text`, and one past the end of the last. */
  private readonly starts: Int32Array;

  readonly size: number;

  private constructor(text: string, starts: Int32Array) {
    this.text = text;
    this.starts = starts;
    this.size = starts.length - 1;
  }

  static of(values: readonly string[]): TextColumn {
    const builder = new TextColumnBuilder(values.length);
    builder.add(values);
    return TextColumn.built(builder);
  }

  /** A column built a slice at a time. */
  static built(builder: TextColumnBuilder): TextColumn {
    const { text, starts } = builder.parts();
    return new TextColumn(text, starts);
  }

  /**
   * Whether a match here means what SQLite's instr() means: a needle without
   * the separator cannot span two texts, and one without UTF-16 surrogates is
   * found on the same characters in UTF-16 (here) as in UTF-8 (SQLite).
   */
  static canFind(needle: string): boolean {
    return needle !== '' && !needle.includes(TextColumn.SEPARATOR) && !/[\ud800-\udfff]/.test(needle);
  }

  /** The text i (each is followed by a separator, the last by where one would be). */
  at(i: number): string {
    return this.text.slice(this.starts[i] as number, (this.starts[i + 1] as number) - 1);
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

/** A TextColumn's text and starts, added to a slice at a time (each slice joined at once: the whole is never joined in one go). */
export class TextColumnBuilder {
  private readonly pieces: string[] = [];
  private readonly starts: Int32Array;
  private count = 0;
  private length = 0;

  constructor(size: number) {
    this.starts = new Int32Array(size + 1);
  }

  add(values: readonly string[]): void {
    if (values.length === 0) return;
    for (const value of values) {
      this.starts[this.count++] = this.length;
      this.length += value.length + 1;
    }
    this.pieces.push(values.join(TextColumn.SEPARATOR));
  }

  parts(): { text: string; starts: Int32Array } {
    this.starts[this.count] = this.length;
    // Each piece ends with its last text: pieces are joined by the separator too.
    return { text: this.pieces.join(TextColumn.SEPARATOR), starts: this.starts.subarray(0, this.count + 1) };
  }
}
