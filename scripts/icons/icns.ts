/**
 * A macOS .icns file: the magic 'icns' and the file's length, then one
 * element per image (a four-letter type, its length with the 8-byte element
 * header, and a PNG). ICNS_TYPES lists the PNG types macOS reads (10.7 on):
 * each pixel size, and the @2x ("Retina") types that reuse the next size up.
 */

export const ICNS_TYPES = [
  { type: 'icp4', pixels: 16 },
  { type: 'ic11', pixels: 32 }, // 16 pt @2x
  { type: 'icp5', pixels: 32 },
  { type: 'ic12', pixels: 64 }, // 32 pt @2x
  { type: 'icp6', pixels: 64 },
  { type: 'ic07', pixels: 128 },
  { type: 'ic13', pixels: 256 }, // 128 pt @2x
  { type: 'ic08', pixels: 256 },
  { type: 'ic14', pixels: 512 }, // 256 pt @2x
  { type: 'ic09', pixels: 512 },
  { type: 'ic10', pixels: 1024 }, // 512 pt @2x
] as const;

const ELEMENT_HEADER = 8;

/** `pngs` holds one PNG per pixel size ICNS_TYPES names. */
export function icnsFile(pngs: ReadonlyMap<number, Buffer>): Buffer {
  const elements = ICNS_TYPES.map(({ type, pixels }) => {
    const png = pngs.get(pixels);
    if (!png) throw new Error(`no ${pixels} px PNG for the .icns element ${type}`);
    const header = Buffer.alloc(ELEMENT_HEADER);
    header.write(type, 0, 'ascii');
    header.writeUInt32BE(ELEMENT_HEADER + png.length, 4);
    return Buffer.concat([header, png]);
  });
  const header = Buffer.alloc(ELEMENT_HEADER);
  header.write('icns', 0, 'ascii');
  header.writeUInt32BE(ELEMENT_HEADER + elements.reduce((sum, element) => sum + element.length, 0), 4);
  return Buffer.concat([header, ...elements]);
}
