import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { evenGlyphs } from '@main/services/quote-pdf/even-glyphs';
import { FACES } from '@main/services/quote-pdf/sheet-fonts';

const find = createRequire(__filename);

/** The bytes of a subset of `font` holding these characters, as the PDF embeds it; and each character's glyph id in it. */
async function subsetOf(font: fontkit.Font, chars: string): Promise<{ bytes: Uint8Array; ids: number[] }> {
  const subset = font.createSubset();
  const ids = Array.from(chars, (char) => subset.includeGlyph(font.glyphForCodePoint(char.codePointAt(0) as number)));
  const parts: Uint8Array[] = [];
  await new Promise<void>((resolve) =>
    subset
      .encodeStream()
      .on('data', (part: Uint8Array) => parts.push(part))
      .on('end', () => resolve()),
  );
  return { bytes: Buffer.concat(parts), ids };
}

describe('the Chinese face as the PDF embeds it', () => {
  it('holds in its subset each glyph as the face draws it', async () => {
    const file = readFileSync(find.resolve(FACES.cjk.regular));
    const original = fontkit.create(file);
    const evened = fontkit.create(evenGlyphs(file));
    // Characters whose glyphs follow one of odd length in the font's glyph table.
    const chars = '上海港深圳宁波東京とうきょう';
    const { bytes, ids } = await subsetOf(evened, chars);
    const subset = fontkit.create(bytes);
    Array.from(chars).forEach((char, i) => {
      const drawn = subset.getGlyph(ids[i] as number).path.toSVG();
      expect(drawn, char).toBe(original.glyphForCodePoint(char.codePointAt(0) as number).path.toSVG());
      expect(drawn, char).not.toBe('');
    });
  });

  it('leaves a face whose glyphs are all of even length as it is', () => {
    const file = new Uint8Array(readFileSync(find.resolve(FACES.latin.regular)));
    expect(evenGlyphs(file)).toBe(file);
  });
});
