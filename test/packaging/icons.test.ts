import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../resources/icons/build-icon.mjs';
import { ICON_SIZES, writeAppIcons, type WrittenIcons } from '../../scripts/icons/app-icons';
import { ICNS_TYPES, icnsFile } from '../../scripts/icons/icns';
import { icoFile } from '../../scripts/icons/ico';
import { decodePng } from '../helpers/png';

/** The entries of an .ico file as a reader sees them. */
function readIco(file: Buffer) {
  expect([file.readUInt16LE(0), file.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + index * 16;
    const size = file[entry] === 0 ? 256 : file[entry]!;
    const bytes = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    return { size, bitsPerPixel: file.readUInt16LE(entry + 6), body: file.subarray(offset, offset + bytes) };
  });
}

/** [r, g, b, a] of a pixel of an .ico bitmap entry (rows bottom-up, BGRA). */
function bitmapPixel(body: Buffer, size: number, x: number, y: number): number[] {
  const at = body.readUInt32LE(0) + ((size - 1 - y) * size + x) * 4;
  return [body[at + 2]!, body[at + 1]!, body[at]!, body[at + 3]!];
}

/** The elements of an .icns file. */
function readIcns(file: Buffer) {
  expect(file.subarray(0, 4).toString('ascii')).toBe('icns');
  expect(file.readUInt32BE(4)).toBe(file.length);
  const elements: Array<{ type: string; body: Buffer }> = [];
  for (let offset = 8; offset < file.length;) {
    const length = file.readUInt32BE(offset + 4);
    elements.push({
      type: file.subarray(offset, offset + 4).toString('ascii'),
      body: file.subarray(offset + 8, offset + length),
    });
    offset += length;
  }
  return elements;
}

/** A 2x2 image: red, green / blue, half-transparent white. */
const RGBA = Buffer.from([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128]);
const TWO_BY_TWO = { size: 2, rgba: RGBA, png: encodePng(2, 2, RGBA) };

describe('the .ico writer', () => {
  it('stores a small image as a 32-bit bitmap with its alpha, rows the way Windows reads them', () => {
    const [entry] = readIco(icoFile([TWO_BY_TWO]));
    expect(entry!.size).toBe(2);
    expect(entry!.bitsPerPixel).toBe(32);
    // The bitmap header: 40 bytes, 2 wide, twice 2 high (the image and its mask).
    expect([entry!.body.readUInt32LE(0), entry!.body.readInt32LE(4), entry!.body.readInt32LE(8)]).toEqual([40, 2, 4]);
    expect(bitmapPixel(entry!.body, 2, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(bitmapPixel(entry!.body, 2, 1, 0)).toEqual([0, 255, 0, 255]);
    expect(bitmapPixel(entry!.body, 2, 0, 1)).toEqual([0, 0, 255, 255]);
    expect(bitmapPixel(entry!.body, 2, 1, 1)).toEqual([255, 255, 255, 128]);
  });

  it('refuses an image larger than .ico allows, or with the wrong number of pixels', () => {
    expect(() => icoFile([{ ...TWO_BY_TWO, size: 300 }])).toThrow(/1 to 256 pixels/);
    expect(() => icoFile([{ ...TWO_BY_TWO, size: 3 }])).toThrow(/3 px image has 16 bytes/);
  });
});

describe('the .icns writer', () => {
  it('writes one PNG element per type, in the table order, with the lengths macOS checks', () => {
    const pngs = new Map(ICNS_TYPES.map(({ pixels }) => [pixels, Buffer.from(`png of ${pixels}`)]));
    const elements = readIcns(icnsFile(pngs));
    expect(elements.map((element) => element.type)).toEqual(ICNS_TYPES.map((entry) => entry.type));
    expect(elements.map((element) => element.body.toString())).toEqual(
      ICNS_TYPES.map((entry) => `png of ${entry.pixels}`),
    );
  });

  it('names the size it has no image for', () => {
    expect(() => icnsFile(new Map([[16, Buffer.from('x')]]))).toThrow(/no 32 px PNG for the .icns element ic11/);
  });
});

describe('npm run icons', () => {
  let dir: string;
  let icons: WrittenIcons;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'freight-desk-icons-'));
    icons = await writeAppIcons(dir);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The icon at any size: transparent corners, the blue tile, the white container in the middle. */
  function expectTheAppIcon(pixel: (x: number, y: number) => number[], size: number): void {
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(Math.floor(size * 0.12), Math.floor(size / 2))).toEqual([0x2f, 0x48, 0xb8, 255]);
    const [r, g, b] = pixel(Math.floor(size * 0.27), Math.floor(size * 0.55));
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(200);
  }

  it('writes a Windows icon with every size up to the 256 px electron-builder requires', async () => {
    const entries = readIco(await readFile(icons.ico));
    expect(entries.map((entry) => entry.size)).toEqual(ICON_SIZES.ico);
    for (const { size, body } of entries) {
      if (size === 256) expectTheAppIcon(decodePng(body).pixel, size);
      else expectTheAppIcon((x, y) => bitmapPixel(body, size, x, y), size);
    }
  });

  it('writes a macOS icon with every type up to 1024 px, each PNG the size its type says', async () => {
    const elements = readIcns(await readFile(icons.icns));
    expect(elements.map((element) => element.type)).toEqual(ICNS_TYPES.map((entry) => entry.type));
    elements.forEach((element, index) => {
      const png = decodePng(element.body);
      expect([png.width, png.height]).toEqual([ICNS_TYPES[index]!.pixels, ICNS_TYPES[index]!.pixels]);
      expectTheAppIcon(png.pixel, png.width);
    });
  });

  it('writes the Linux icon sizes as NxN.png files', async () => {
    const names = await readdir(icons.pngDir);
    expect(names.sort()).toEqual(ICON_SIZES.png.map((size) => `${size}x${size}.png`).sort());
    for (const size of ICON_SIZES.png) {
      const png = decodePng(await readFile(path.join(icons.pngDir, `${size}x${size}.png`)));
      expect([png.width, png.height]).toEqual([size, size]);
      expectTheAppIcon(png.pixel, size);
    }
  });
});
