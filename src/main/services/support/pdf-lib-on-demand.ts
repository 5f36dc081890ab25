/**
 * pdf-lib and its font engine, loaded the first time a PDF is made or a logo
 * checked, not at every start of the app: together they are about a
 * megabyte of code that main would otherwise load and run before its first
 * answer (the core's cold start doubled when they were imported at the top).
 */
export async function pdfLib() {
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ]);
  return { PDFDocument, rgb, fontkit };
}
