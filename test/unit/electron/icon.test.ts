import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../../helpers/png';

const iconsDir = path.resolve(__dirname, '../../../resources/icons');

describe('the app icon', () => {
  it("is a 512x512 PNG (scripts/icons draws the installers' icons from the same shapes)", () => {
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
