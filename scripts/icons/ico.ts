/**
 * A Windows .ico file from square RGBA images. The 256 px image is stored as
 * PNG (Windows reads PNG entries from Vista on); the smaller ones as 32-bit
 * bitmaps with their alpha, which every reader of .ico understands (the NSIS
 * installer's icon loader among them).
 */

export interface IconImage {
  /** Width and height in pixels (1 to 256). */
  readonly size: number;
  /** size x size pixels, 4 bytes each (RGBA, straight alpha), rows top to bottom. */
  readonly rgba: Buffer;
  /** The same pixels as a PNG file. */
  readonly png: Buffer;
}

const HEADER = 6;
const ENTRY = 16;
const BITMAP_HEADER = 40;
/** From this size on an entry is a PNG; below it a bitmap. */
const PNG_FROM = 256;

/** A 32-bit bitmap as .ico stores one: the header says twice the height (image + mask), rows bottom-up in BGRA, then the 1-bit AND mask. */
function bitmap(image: IconImage): Buffer {
  const { size, rgba } = image;
  const maskStride = Math.ceil(size / 32) * 4;
  const out = Buffer.alloc(BITMAP_HEADER + size * size * 4 + maskStride * size);
  out.writeUInt32LE(BITMAP_HEADER, 0);
  out.writeInt32LE(size, 4);
  out.writeInt32LE(size * 2, 8);
  out.writeUInt16LE(1, 12); // planes
  out.writeUInt16LE(32, 14); // bits per pixel
  // compression 0 (none); image size, resolution and palette counts may be 0.
  for (let y = 0; y < size; y++) {
    const row = BITMAP_HEADER + (size - 1 - y) * size * 4;
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = row + x * 4;
      out[to] = rgba[from + 2]!;
      out[to + 1] = rgba[from + 1]!;
      out[to + 2] = rgba[from]!;
      out[to + 3] = rgba[from + 3]!;
    }
  }
  // The AND mask stays all zero: the alpha channel says what is transparent.
  return out;
}

export function icoFile(images: readonly IconImage[]): Buffer {
  for (const image of images) {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256)
      throw new Error(`an .ico image is 1 to 256 pixels wide, not ${image.size}`);
    if (image.rgba.length !== image.size * image.size * 4)
      throw new Error(`the ${image.size} px image has ${image.rgba.length} bytes of pixels`);
  }
  const bodies = images.map((image) => (image.size >= PNG_FROM ? image.png : bitmap(image)));
  const header = Buffer.alloc(HEADER + ENTRY * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = HEADER + index * ENTRY;
    const body = bodies[index]!;
    // A width or height of 256 is written as 0.
    header[entry] = image.size % 256;
    header[entry + 1] = image.size % 256;
    header[entry + 2] = 0; // colours in the palette: none
    header[entry + 3] = 0;
    header.writeUInt16LE(1, entry + 4); // planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(body.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += body.length;
  });
  return Buffer.concat([header, ...bodies]);
}
