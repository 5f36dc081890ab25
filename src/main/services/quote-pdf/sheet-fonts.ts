import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { evenGlyphs } from './even-glyphs';

/**
 * The sheet's typefaces, in the order a character is looked for in them
 * (the first that has it draws it), each embedded as a subset of the glyphs
 * used. PDF's standard fonts know only Latin-1, and the service's places,
 * names and notes are in any script. Production dependencies, shipped in
 * app.asar (electron-builder.yml leaves their other files out).
 */
export const FACES = {
  /** DejaVu Sans (dejavu-fonts-ttf): Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian. */
  latin: {
    regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  },
  /**
   * Noto Sans SC (@expo-google-fonts/noto-sans-sc): Chinese, simplified and
   * traditional, and Japanese kana. One weight only: its bold is drawn
   * outlined (quote-pdf.ts), which spares the installer a second face as large.
   */
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: null,
  },
} as const satisfies Record<string, { regular: string; bold: string | null }>;

export type FaceName = keyof typeof FACES;
export const FACE_ORDER = Object.keys(FACES) as FaceName[];


export interface FaceFiles {
  readonly regular: Uint8Array;
  /** Null: the face has no bold; its regular is drawn outlined. */
  readonly bold: Uint8Array | null;
}

export type SheetFonts = Readonly<Record<FaceName, FaceFiles>>;

let loaded: Promise<SheetFonts> | null = null;

/** The faces' files, read once per thread (the PDF thread keeps them for the next sheet). */
export function sheetFonts(): Promise<SheetFonts> {
  loaded ??= (async () => {
    // Resolved the way Node finds packages, from this module: node_modules in a checkout, app.asar when packaged.
    const find = createRequire(__filename);
    const read = async (file: string) => evenGlyphs(await readFile(find.resolve(file)));
    const entries = await Promise.all(
      FACE_ORDER.map(async (name) => {
        const { regular, bold } = FACES[name];
        const files: FaceFiles = { regular: await read(regular), bold: bold === null ? null : await read(bold) };
        return [name, files] as const;
      }),
    );
    // Every face is in `entries`, built from FACE_ORDER, the keys of FACES.
    return Object.fromEntries(entries) as Record<FaceName, FaceFiles>;
  })();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
