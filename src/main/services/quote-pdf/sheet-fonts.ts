import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The sheet's typeface: DejaVu Sans (the dejavu-fonts-ttf package, a
 * production dependency shipped in app.asar), regular and bold. PDF's
 * standard fonts know only Latin-1 (WinAnsi), and place names are not:
 * "Łódź", "İzmir", "Γλυφάδα", "Москва" all print with DejaVu, embedded as a
 * subset of the glyphs used. Read once per process.
 */
const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export interface SheetFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

let loaded: Promise<SheetFonts> | null = null;

export function sheetFonts(): Promise<SheetFonts> {
  loaded ??= (async () => {
    // Resolved the way Node finds packages, from this module: node_modules in a checkout, app.asar when packaged.
    const find = createRequire(__filename);
    const [regular, bold] = await Promise.all([
      readFile(find.resolve(FILES.regular)),
      readFile(find.resolve(FILES.bold)),
    ]);
    return { regular, bold };
  })();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
