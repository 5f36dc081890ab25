import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const iconsDir = path.resolve(__dirname, '../../../resources/icons');

/** Decodes the RGBA, filter-0 PNG that resources/icons/build-icon.mjs writes. */
function decodePng(file: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(file.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.subarray(offset + 4, offset + 8).toString('ascii');
    const data = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 6]); // 8-bit RGBA
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4 + 1;
  return {
    width,
    height,
    pixel: (x, y) => [...raw.subarray(y * stride + 1 + x * 4, y * stride + 1 + x * 4 + 4)],
  };
}

describe('the app icon', () => {
  it('is a 512x512 PNG that electron-builder can turn into .icns and .ico', () => {
    const png = decodePng(readFileSync(path.join(iconsDir, 'icon.png')));
    expect([png.width, png.height]).toEqual([512, 512]);
  });

  it('shows what icon.svg draws: transparent corners, the blue tile, the white container', () => {
    const png = decodePng(readFileSync(path.join(iconsDir, 'icon.png')));
    const svg = readFileSync(path.join(iconsDir, 'icon.svg'), 'utf8');
    expect(png.pixel(2, 2)[3]).toBe(0);
    expect(svg).toContain('fill="#2f48b8"');
    expect(png.pixel(60, 256)).toEqual([0x2f, 0x48, 0xb8, 255]);
    expect(svg).toContain('fill="#ffffff"');
    expect(png.pixel(130, 280)).toEqual([255, 255, 255, 255]);
  });
});
