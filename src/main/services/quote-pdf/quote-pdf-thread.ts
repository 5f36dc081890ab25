import type { MessageLanguage } from '@shared/i18n/desk-language';
import { UserFacingError } from '@main/errors';
import { ResidentThread, type ThreadLauncher } from '@main/store/resident-thread';
import { m } from '@shared/i18n/messages';
import type { QuoteSheet, SheetLetterhead } from './quote-sheet';
import type { UnprintableCharacter } from './unprintable-text';
import { unprintableWords } from './unprintable-words';

/**
 * Where quote PDFs are laid out and drawn: a thread of their own. Laying out
 * and drawing a page, embedding its fonts' subsets and compressing the file
 * is work that holds the event loop of the thread that runs it for as long
 * as it lasts, and whatever the service sent (notes of any length, thousands
 * of charges) must not hold main's. Main builds the sheet (its words) from
 * its record and hands it over; the thread answers with the file's bytes.
 * The thread keeps its fonts opened for the next PDF.
 *
 * It is the worker thread (src/main/worker-thread) started in this role
 * (QUOTE_PDF_ROLE in its workerData). The thread's side is serve-quote-pdfs.ts, kept apart so that main never loads the PDF code.
 */
export const QUOTE_PDF_ROLE = 'quote-pdf';

/** One sheet to make into a PDF. */
export interface QuotePdfJob {
  readonly sheet: QuoteSheet;
  readonly letterhead: SheetLetterhead;
  /** The PDF's locale, for the dates and amounts the layout formats. */
  readonly locale: string;
  /** The PDF's language (the customer's), for the words the layout says. */
  readonly language: MessageLanguage;
  /** When the PDF is made (main's clock), in ms since the epoch. */
  readonly now: number;
}

/** A sheet for the thread, numbered for its reply. */
export type QuotePdfRequest = QuotePdfJob & { readonly id: number };

/**
 * The thread's answer: the file's bytes, or why it could not make it
 * (unprintable: the characters no face has, said by main in the desk's language).
 */
export type QuotePdfReply =
  | { readonly id: number; readonly ok: true; readonly bytes: Uint8Array }
  | {
      readonly id: number;
      readonly ok: false;
      readonly unprintable: readonly UnprintableCharacter[] | null;
      readonly message: string;
    };

/** A PDF the thread could not make, said in the desk's language: the operator reads why. */
const PDF_FAILED = 'pdf-failed';

/** What main asks of the thread ahead of a PDF: load what every PDF needs (pdf-lib, the faces), and nothing else. */
export const QUOTE_PDF_WARM = 'warm';

interface Waiting {
  readonly resolve: (bytes: Uint8Array) => void;
  readonly reject: (error: Error) => void;
}

/** Main's side: the thread, started at the first PDF and kept. */
export class QuotePdfThread {
  private readonly thread: ResidentThread<QuotePdfReply>;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(launch: ThreadLauncher) {
    this.thread = new ResidentThread<QuotePdfReply>(
      launch,
      { workerData: { role: QUOTE_PDF_ROLE } },
      (reply) => {
        const waiting = this.waiting.get(reply.id);
        if (!waiting) return;
        this.waiting.delete(reply.id);
        if (reply.ok) waiting.resolve(reply.bytes);
        else if (reply.unprintable) waiting.reject(new UserFacingError('unprintable', unprintableWords(reply.unprintable)));
        else waiting.reject(new UserFacingError(PDF_FAILED, m.main_pdf_not_made({ why: reply.message })));
      },
      (loss) =>
        this.stopped(
          'error' in loss
            ? m.main_pdf_thread_stopped({ why: loss.error.message })
            : m.main_pdf_thread_stopped_exit({ code: String(loss.exitCode) }),
        ),
    );
  }

  /**
   * Starts the thread and has it load pdf-lib and the faces now (once), so
   * that the operator's first PDF does not wait for them: asked when a screen
   * that offers quote PDFs gets its rates or quotes.
   */
  warm(): void {
    this.thread.post(QUOTE_PDF_WARM);
  }

  /** The PDF of a sheet, made on the thread. */
  make(job: QuotePdfJob): Promise<Uint8Array> {
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.thread.post({ ...job, id } satisfies QuotePdfRequest);
    });
  }

  /** Stops the thread (the app closes): PDFs still waiting fail. */
  async close(): Promise<void> {
    await this.thread.close();
    this.stopped(m.main_pdf_thread_stopped_closing());
  }

  private stopped(message: string): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { reject } of waiting) reject(new UserFacingError(PDF_FAILED, message));
  }
}
