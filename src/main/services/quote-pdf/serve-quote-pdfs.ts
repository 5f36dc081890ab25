import type { MessagePort } from 'node:worker_threads';
import { quotePdf } from './quote-pdf';
import { QUOTE_PDF_WARM, type QuotePdfReply, type QuotePdfRequest } from './quote-pdf-thread';
import { SheetFaces } from './sheet-faces';
import { SheetText } from './sheet-text';
import { UnprintableText } from './unprintable-text';

/**
 * The PDF thread's side (quote-pdf-thread.ts is main's): makes each PDF it
 * is sent and answers with its bytes, or why it could not.
 */
export function serveQuotePdfs(port: MessagePort): void {
  port.on('message', (request: QuotePdfRequest | typeof QUOTE_PDF_WARM) => {
    if (request === QUOTE_PDF_WARM) {
      // A failure to load here is met again, and told, by the PDF that needs it.
      SheetFaces.load().catch(() => undefined);
      return;
    }
    const { id, sheet, letterhead, locale, language, now } = request;
    quotePdf(sheet, letterhead, new SheetText(locale, language), new Date(now)).then(
      ({ bytes }) => {
        // A buffer of the file's own (pdf-lib's may be shared with more), handed over rather than copied again.
        const owned = new Uint8Array(bytes);
        port.postMessage({ id, ok: true, bytes: owned } satisfies QuotePdfReply, [owned.buffer]);
      },
      (error: unknown) =>
        port.postMessage({
          id,
          ok: false,
          unprintable: error instanceof UnprintableText ? error.characters : null,
          message: error instanceof Error ? error.message : String(error),
        } satisfies QuotePdfReply),
    );
  });
}
