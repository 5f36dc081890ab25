import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import type { QuoteSheet, SheetLetterhead } from './quote-sheet';
import { SheetFaces } from './sheet-faces';
import type { FaceName } from './sheet-fonts';
import { layoutSheet, PAGE, type DrawStep, type SheetLayout, type Tone } from './sheet-layout';
import type { SheetText } from './sheet-text';
import { refusedCharacters } from './unprintable-text';
import { pdfLib } from '../support/pdf-lib-on-demand';

type Rgb = readonly [red: number, green: number, blue: number];
/** The sheet's colours: dark ink, a grey for labels, the desk's blue for what matters. */
const TONES: Readonly<Record<Tone, Rgb>> = {
  ink: [0.1, 0.12, 0.16],
  muted: [0.4, 0.43, 0.48],
  accent: [0.11, 0.33, 0.72],
  onAccent: [1, 1, 1],
};
const FILLS = {
  band: [0.93, 0.95, 0.99],
  accent: [0.11, 0.33, 0.72],
  rule: [0.8, 0.82, 0.86],
} as const satisfies Record<string, Rgb>;

/** The outline drawn around a face's regular letters to make them bold, as a share of the type size. */
const OUTLINED_BOLD = 0.035;

/** The PDF and what its layout left out (the tests read both). */
export interface QuotePdf {
  readonly bytes: Uint8Array;
  readonly layout: SheetLayout;
}

/**
 * One A4 page for the operator's customer: the sheet laid out
 * (sheet-layout.ts) and drawn with pdf-lib, each piece of a line in the face
 * that has its characters and in its direction (sheet-faces.ts). A sheet
 * holding characters no face has is refused before anything is drawn
 * (UnprintableText). Runs on the PDF thread in the app (quote-pdf-thread.ts).
 */
export async function quotePdf(
  sheet: QuoteSheet,
  letterhead: SheetLetterhead,
  text: SheetText,
  now: Date,
): Promise<QuotePdf> {
  const [{ PDFDocument, rgb, fontkit, operators }, faces] = await Promise.all([pdfLib(), SheetFaces.load()]);
  const color = ([red, green, blue]: Rgb) => rgb(red, green, blue);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  let logo: PDFImage | null = null;
  if (letterhead.logo) {
    logo =
      letterhead.logo.mediaType === 'image/png'
        ? await pdf.embedPng(letterhead.logo.bytes)
        : await pdf.embedJpg(letterhead.logo.bytes);
  }
  const layout = layoutSheet(sheet, letterhead, {
    measure: faces,
    text,
    now,
    logoSize: logo ? { width: logo.width, height: logo.height } : null,
  });
  refusedCharacters(layout.steps, sheet, letterhead, faces);

  // Each face embedded at its first use, as a subset of the glyphs drawn.
  const embedded = new Map<string, Promise<PDFFont>>();
  const fontOf = (face: FaceName, bold: boolean) => {
    const key = `${face} ${bold && !faces.outlinedBold(face) ? 'bold' : 'regular'}`;
    let font = embedded.get(key);
    if (!font) {
      const files = faces.files[face];
      font = pdf.embedFont(bold && files.bold ? files.bold : files.regular, { subset: true });
      embedded.set(key, font);
    }
    return font;
  };
  const drawText = async (page: PDFPage, step: Extract<DrawStep, { kind: 'text' }>) => {
    let x = step.x;
    const tone = color(TONES[step.tone]);
    for (const run of faces.runs(step.text, step.bold)) {
      const font = await fontOf(run.face, step.bold);
      const outlined = step.bold && faces.outlinedBold(run.face);
      if (outlined) {
        page.pushOperators(
          operators.pushGraphicsState(),
          operators.setTextRenderingMode(operators.TextRenderingMode.FillAndOutline),
          operators.setLineWidth(step.size * OUTLINED_BOLD),
          operators.setStrokingColor(tone),
        );
      }
      page.drawText(run.text, { x, y: step.y, size: step.size, font, color: tone });
      if (outlined) page.pushOperators(operators.popGraphicsState());
      x += font.widthOfTextAtSize(run.text, step.size);
    }
  };

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  for (const step of layout.steps) {
    if (step.kind === 'text') {
      await drawText(page, step);
    } else if (step.kind === 'box') {
      page.drawRectangle({
        x: step.x,
        y: step.y,
        width: step.width,
        height: step.height,
        color: color(FILLS[step.fill]),
      });
    } else if (logo) {
      page.drawImage(logo, { x: step.x, y: step.y, width: step.width, height: step.height });
    }
  }
  pdf.setTitle(`Quotation · ${metadataText(sheet.headline)}`);
  pdf.setSubject(`${sheet.kind}: ${metadataText(sheet.from ?? 'as quoted')} to ${metadataText(sheet.to ?? 'as quoted')}`);
  pdf.setCreator('Freight Desk');
  pdf.setProducer('Freight Desk');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return { bytes: await pdf.save(), layout };
}

/** A name for the file's properties: its first 200 characters (the page shows what fits), never half a character. */
function metadataText(value: string): string {
  return value.length <= 200 ? value : value.slice(0, 200).replace(/[\uD800-\uDBFF]$/, '');
}
