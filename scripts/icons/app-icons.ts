import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodePng, rasterize } from '../../resources/icons/build-icon.mjs';
import { ICNS_TYPES, icnsFile } from './icns';
import { icoFile, type IconImage } from './ico';

/**
 * The app's icon for every platform, drawn from resources/icons/build-icon.mjs
 * (the one table of shapes icon.svg and icon.png come from) at each size a
 * platform asks for, so no size is a blurred scaling of another and nothing
 * is fetched or converted by another tool:
 *
 *   icon.ico          Windows (the app, its installer and uninstaller)
 *   icon.icns         macOS
 *   png/NxN.png       Linux (the desktop entry's icon theme sizes)
 */
export const ICON_SIZES = {
  ico: [16, 24, 32, 48, 64, 128, 256],
  icns: [...new Set(ICNS_TYPES.map((entry) => entry.pixels))],
  png: [16, 32, 48, 64, 128, 256, 512],
} as const;

export interface WrittenIcons {
  readonly ico: string;
  readonly icns: string;
  readonly pngDir: string;
}

export async function writeAppIcons(outDir: string): Promise<WrittenIcons> {
  const sizes = [...new Set([...ICON_SIZES.ico, ...ICON_SIZES.icns, ...ICON_SIZES.png])];
  const images = new Map<number, IconImage>(
    sizes.map((size) => {
      const rgba = rasterize(undefined, size);
      return [size, { size, rgba, png: encodePng(size, size, rgba) }];
    }),
  );
  const image = (size: number): IconImage => images.get(size)!; // every size was drawn above
  const written: WrittenIcons = {
    ico: path.join(outDir, 'icon.ico'),
    icns: path.join(outDir, 'icon.icns'),
    pngDir: path.join(outDir, 'png'),
  };
  await mkdir(written.pngDir, { recursive: true });
  await writeFile(written.ico, icoFile(ICON_SIZES.ico.map(image)));
  await writeFile(written.icns, icnsFile(new Map(ICON_SIZES.icns.map((size) => [size, image(size).png]))));
  await Promise.all(
    ICON_SIZES.png.map((size) => writeFile(path.join(written.pngDir, `${size}x${size}.png`), image(size).png)),
  );
  return written;
}
