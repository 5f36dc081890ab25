import type { Font } from '@pdf-lib/fontkit';
import { pdfLib } from '../support/pdf-lib-on-demand';
import { FACE_ORDER, sheetFonts, type FaceName, type SheetFonts } from './sheet-fonts';
import type { Measure } from './text-fit';
import { visualRuns, type TextRun } from './text-runs';

/** Letters that join their neighbours and change shape with them (fontkit shapes them as it draws). */
const JOINING = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]/u;
/** The joining stroke: set on either side of a letter, it brings out the letter's initial, medial and final forms. */
const TATWEEL = '\u0640';
const WHITESPACE = /\s/u;

type Weight = 'regular' | 'bold';

/**
 * The sheet's faces as the layout measures them and the drawing picks them:
 * which face draws each character, each character's advance (looked up once
 * per face and weight, then kept: the thread keeps one SheetFaces for every
 * sheet), a line's drawn width, and its runs in the order they are drawn.
 */
export class SheetFaces implements Measure {
  private readonly advances = new Map<string, Map<number, number>>();

  private constructor(
    readonly files: SheetFonts,
    private readonly fonts: Readonly<Record<FaceName, Readonly<Record<Weight, Font>>>>,
  ) {}

  private static shared: Promise<SheetFaces> | null = null;

  /** The faces, read and opened once per thread. */
  static load(): Promise<SheetFaces> {
    SheetFaces.shared ??= (async () => {
      const [{ fontkit }, files] = await Promise.all([pdfLib(), sheetFonts()]);
      const entries = FACE_ORDER.map((name) => {
        const regular = fontkit.create(files[name].regular);
        const boldFile = files[name].bold;
        return [name, { regular, bold: boldFile ? fontkit.create(boldFile) : regular }] as const;
      });
      // Every face is in `entries`, built from FACE_ORDER.
      return new SheetFaces(files, Object.fromEntries(entries) as Record<FaceName, Record<Weight, Font>>);
    })();
    SheetFaces.shared.catch(() => {
      SheetFaces.shared = null;
    });
    return SheetFaces.shared;
  }

  /** Whether a face has no bold of its own (its regular is drawn outlined instead). */
  outlinedBold(face: FaceName): boolean {
    return this.files[face].bold === null;
  }

  /**
   * The face that draws a character at this weight: the first that has it; a
   * space stays in the face of the run it is in (`current`). Null: no face has it.
   */
  faceOf(codePoint: number, bold: boolean, current: FaceName | null = null): FaceName | null {
    const weight: Weight = bold ? 'bold' : 'regular';
    if (current && WHITESPACE.test(String.fromCodePoint(codePoint)) && this.fonts[current][weight].hasGlyphForCodePoint(codePoint))
      return current;
    return FACE_ORDER.find((name) => this.fonts[name][weight].hasGlyphForCodePoint(codePoint)) ?? null;
  }

  advance(codePoint: number, bold: boolean): number {
    const face = this.faceOf(codePoint, bold) ?? 'latin';
    const weight: Weight = bold ? 'bold' : 'regular';
    const key = `${face} ${weight}`;
    let table = this.advances.get(key);
    if (!table) {
      table = new Map();
      this.advances.set(key, table);
    }
    let advance = table.get(codePoint);
    if (advance === undefined) {
      const font = this.fonts[face][weight];
      advance = widestForm(font, codePoint) / font.unitsPerEm;
      table.set(codePoint, advance);
    }
    return advance;
  }

  width(text: string, size: number, bold: boolean): number {
    const weight: Weight = bold ? 'bold' : 'regular';
    let units = 0;
    for (const run of this.runs(text, bold)) {
      const font = this.fonts[run.face][weight];
      units += font.layout(run.text).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / font.unitsPerEm;
    }
    return units * size;
  }

  /**
   * A line's runs from left to right, each as the font engine is to be given
   * it: fontkit lays out right to left, shaping its letters, a run it finds
   * to be of a right-to-left script; any other right-to-left run (brackets
   * alone between two scripts) is given reversed.
   */
  runs(line: string, bold: boolean): TextRun<FaceName>[] {
    const weight: Weight = bold ? 'bold' : 'regular';
    return visualRuns<FaceName>(line, (codePoint, current) => this.faceOf(codePoint, bold, current) ?? 'latin').map(
      (run) =>
        run.rightToLeft && this.fonts[run.face][weight].layout(run.text).direction !== 'rtl'
          ? { ...run, text: Array.from(run.text).reverse().join('') }
          : run,
    );
  }

  /** The characters of `text` that no face has at this weight, each once. */
  missing(text: string, bold: boolean): string[] {
    const missing = new Set<string>();
    for (const char of text) {
      if (!WHITESPACE.test(char) && this.faceOf(char.codePointAt(0) as number, bold) === null) missing.add(char);
    }
    return [...missing];
  }
}

/** A character's advance in font units: for a joining letter, its widest form (isolated, initial, medial, final). */
function widestForm(font: Font, codePoint: number): number {
  let widest = font.glyphForCodePoint(codePoint).advanceWidth;
  const char = String.fromCodePoint(codePoint);
  if (!JOINING.test(char)) return widest;
  for (const context of [TATWEEL + char + TATWEEL, char + TATWEEL, TATWEEL + char]) {
    for (const glyph of font.layout(context).glyphs) {
      if (glyph.codePoints.includes(codePoint)) widest = Math.max(widest, glyph.advanceWidth);
    }
  }
  return widest;
}
