/**
 * A TrueType file whose glyphs each take an even number of bytes. The font
 * engine's subsetter (@pdf-lib/fontkit) copies each glyph's bytes as they are
 * and writes the subset's glyph index in its short form, which can only point
 * at even offsets: after a glyph of odd length every later glyph of the
 * subset is read from the wrong place and prints as nothing or a box. Noto
 * Sans SC has such glyphs (DejaVu has none, and is returned as it is). The
 * glyph table and its index are written again at the end of the file, each
 * glyph padded with one zero byte where needed, and the directory pointed at them.
 */
export function evenGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, { record: number; offset: number; length: number }>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    tables.set(tag, { record, offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
  }
  const head = tables.get('head');
  const maxp = tables.get('maxp');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  // Not a TrueType-outline font (a CFF one has no glyph table): nothing to even.
  if (!head || !maxp || !loca || !glyf) return font;
  const glyphs = view.getUint16(maxp.offset + 4);
  const long = view.getInt16(head.offset + 50) === 1;
  const at = (i: number) => (long ? view.getUint32(loca.offset + i * 4) : view.getUint16(loca.offset + i * 2) * 2);
  let odd = 0;
  for (let i = 0; i < glyphs; i += 1) odd += (at(i + 1) - at(i)) % 2;
  if (odd === 0) return font;

  const glyfLength = at(glyphs) + odd;
  const locaLength = (glyphs + 1) * 4;
  const glyfStart = align4(font.byteLength);
  const locaStart = align4(glyfStart + glyfLength);
  const out = new Uint8Array(locaStart + locaLength);
  out.set(font);
  const outView = new DataView(out.buffer);
  let offset = 0;
  for (let i = 0; i < glyphs; i += 1) {
    const start = at(i);
    const length = at(i + 1) - start;
    outView.setUint32(locaStart + i * 4, offset);
    out.set(font.subarray(glyf.offset + start, glyf.offset + start + length), glyfStart + offset);
    offset += length + (length % 2);
  }
  outView.setUint32(locaStart + glyphs * 4, offset);
  outView.setUint32(glyf.record + 8, glyfStart);
  outView.setUint32(glyf.record + 12, offset);
  outView.setUint32(loca.record + 8, locaStart);
  outView.setUint32(loca.record + 12, locaLength);
  outView.setInt16(head.offset + 50, 1);
  return out;
}

const align4 = (n: number) => Math.ceil(n / 4) * 4;
