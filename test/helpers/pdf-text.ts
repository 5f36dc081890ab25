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
