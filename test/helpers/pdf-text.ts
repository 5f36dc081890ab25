import { readFile } from 'node:fs/promises';

/**
 * The text of a PDF as a reader extracts it (pdfjs-dist, Firefox's PDF
 * reader, in Node): what a test asserts is what a person opening the file
 * reads, not what the app meant to draw. One string per page, the page's
 * text items joined by spaces.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  // The legacy build runs in plain Node (no DOM); loaded on use, as an ES module.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const text: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    text.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((s) => s.trim() !== '')
        .join(' '),
    );
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text };
}

/** The text of a saved PDF file. */
export async function pdfFileText(path: string): Promise<{ pages: number; text: string[]; header: string }> {
  const bytes = await readFile(path);
  return { ...(await pdfText(bytes)), header: bytes.subarray(0, 5).toString('latin1') };
}

/** The first page's text items as a reader lays them out: each piece of text and where it starts (points from the left and the bottom). */
export async function pdfTextItems(bytes: Uint8Array): Promise<{ text: string; x: number; y: number }[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const content = await (await document.getPage(1)).getTextContent();
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
      : [],
  );
  await document.destroy();
  return items;
}

/**
 * The characters a PDF draws with its font's "missing glyph" (glyph 0, an
 * empty box on paper): what each embedded font's ToUnicode map gives for it.
 * A font that has every character it draws maps nothing to glyph 0.
 */
export async function charactersDrawnMissing(bytes: Uint8Array): Promise<string[]> {
  const { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } = await import('pdf-lib');
  const document = await PDFDocument.load(bytes);
  const missing: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const text = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    if (!text.includes('beginbfchar') || object.dict.get(PDFName.of('Subtype'))) continue;
    const mapped = text.slice(text.indexOf('beginbfchar'));
    for (const match of mapped.matchAll(/<0000>\s*<([0-9a-fA-F]+)>/g)) {
      const units = (match[1] as string).match(/.{4}/g) ?? [];
      missing.push(String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
    }
  }
  return missing;
}
