/**
 * pdf-lib and its font engine, loaded the first time a PDF is made or a logo
 * checked, not at every start of the app: together they are about a
 * megabyte of code that main would otherwise load and run before its first
 * answer (the core's cold start doubled when they were imported at the top).
 */
export async function pdfLib() {
  const [lib, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  const { PDFDocument, rgb } = lib;
  // The content-stream operators the quote PDF draws outlined (bold) letters with.
  const operators = {
    pushGraphicsState: lib.pushGraphicsState,
    popGraphicsState: lib.popGraphicsState,
    setTextRenderingMode: lib.setTextRenderingMode,
    TextRenderingMode: lib.TextRenderingMode,
    setLineWidth: lib.setLineWidth,
    setStrokingColor: lib.setStrokingColor,
  };
  return { PDFDocument, rgb, fontkit, operators };
}
