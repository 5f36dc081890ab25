import type { PDFFont, PDFImage } from 'pdf-lib';
import type { QuoteSheet, SheetLetterhead } from './quote-sheet';
import { sheetFonts } from './sheet-fonts';
import { layoutSheet, PAGE, type SheetLayout, type Tone } from './sheet-layout';
import type { SheetText } from './sheet-text';
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

/** The PDF and what its layout left out (the tests read both). */
export interface QuotePdf {
  readonly bytes: Uint8Array;
  readonly layout: SheetLayout;
}

/** One A4 page for the operator's customer: the sheet laid out (sheet-layout.ts) and drawn with pdf-lib. */
export async function quotePdf(
  sheet: QuoteSheet,
  letterhead: SheetLetterhead,
  text: SheetText,
  now: Date,
): Promise<QuotePdf> {
  const { PDFDocument, rgb, fontkit } = await pdfLib();
  const color = ([red, green, blue]: Rgb) => rgb(red, green, blue);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const files = await sheetFonts();
  const fonts: Record<'regular' | 'bold', PDFFont> = {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
  };
  let logo: PDFImage | null = null;
  if (letterhead.logo) {
    logo =
      letterhead.logo.mediaType === 'image/png'
        ? await pdf.embedPng(letterhead.logo.bytes)
        : await pdf.embedJpg(letterhead.logo.bytes);
  }
  const layout = layoutSheet(sheet, letterhead, {
    measure: (value, size, bold) => (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(value, size),
    text,
    now,
    logoSize: logo ? { width: logo.width, height: logo.height } : null,
  });
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  for (const step of layout.steps) {
    if (step.kind === 'text') {
      page.drawText(step.text, {
        x: step.x,
        y: step.y,
        size: step.size,
        font: step.bold ? fonts.bold : fonts.regular,
        color: color(TONES[step.tone]),
      });
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
  pdf.setTitle(`Quotation · ${sheet.carrier}`);
  pdf.setSubject(`${sheet.kind}: ${sheet.from ?? 'as quoted'} to ${sheet.to ?? 'as quoted'}`);
  pdf.setCreator('Freight Desk');
  pdf.setProducer('Freight Desk');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return { bytes: await pdf.save(), layout };
}
