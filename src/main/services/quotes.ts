import type { OperationResult } from '@shared/api/operations';
import type { LocalStore } from '@main/store';
import type { SessionConnection } from '@main/session/session-connection';
import { UserFacingError } from '@main/errors';
import { nowIso, type AreaHandlers, type ServiceDeps } from './area-handlers';
import { freeTimeSourceOf, savedShipmentIdOf } from './support/free-time-source';
import { saveQuotePdf } from './quote-pdf/save-quote-pdf';
import { sheetFromQuote } from './quote-pdf/sheet-from-quote';

/** Keeps the service's whole list of saved quotes, and when it was fetched (an empty list is a list too). */
function keepQuotes(store: LocalStore, quotes: OperationResult<'quotes.list'>, fetchedAt: string): void {
  store.quotes.replaceAll(quotes, fetchedAt);
  store.syncState.markCompleted('quotes', fetchedAt, fetchedAt, quotes.length);
}

/**
 * A saved sea rate's free-time conditions, with the port and containers it
 * was asked for, kept under every id its booking may name it by (the rate,
 * the shipment id the save answered, the quote id of the list): the booking's
 * answer does not carry them, the rate did.
 */
function keepFreeTimeSource(store: LocalStore, rateId: string, savedId: string | null, at: string): void {
  const stored = store.ratings.rate(rateId);
  const source = stored ? freeTimeSourceOf(stored) : null;
  if (!source) return;
  const quoteIds = store.quotes
    .list()
    .flatMap(({ value }) => (savedId !== null && savedShipmentIdOf(value) === savedId ? [value.quoteId] : []));
  store.freeTime.keepSource([rateId, savedId, ...quoteIds], source, at);
}

/**
 * Saved quotes, read through the store: the last list the service sent
 * answers when it cannot be asked (quotes it dropped left out), and a save or
 * delete brings the kept list in step at once.
 */
export function quotesHandlers({
  session,
  kept,
  stores,
  desktop,
  deskSettings,
  pdfThread,
}: Pick<ServiceDeps, 'session' | 'kept' | 'stores' | 'desktop' | 'deskSettings' | 'pdfThread'>): AreaHandlers<'quotes'> {
  /**
   * Keeps the saved quotes list in step right after a save or delete, so it
   * shows the change offline too. The write itself succeeded: a list that
   * cannot be fetched now is left for the next read, not reported as a
   * failure of the write.
   */
  const refreshQuotes = async (connection: SessionConnection): Promise<void> => {
    let quotes: OperationResult<'quotes.list'>;
    try {
      quotes = await connection.call('quotes.list', {});
    } catch {
      return;
    }
    const fetchedAt = nowIso(session);
    kept.keep(connection.scope, fetchedAt, (store) => keepQuotes(store, quotes, fetchedAt));
  };

  return {
    'quotes.list': () =>
      kept.read({
        fetch: (connection) => connection.call('quotes.list', {}),
        keep: keepQuotes,
        stored: (store) => {
          const fetchedAt = store.syncState.get('quotes').fetchedAt;
          if (fetchedAt === null) return null;
          const value = store.quotes.list().flatMap((q) => (q.missingSince === null ? [q.value] : []));
          return { value, fetchedAt };
        },
      }),
    /** The PDF of a saved quote as the store last listed it (works offline). */
    'quotes.pdf': ({ quoteId, locale }) => {
      const stored = stores.of(session.data.current()).quotes.get(quoteId);
      if (!stored) throw new UserFacingError('not-found', `Quote ${quoteId} is not in the saved quotes of this desk.`);
      return saveQuotePdf(
        { desktop, deskSettings, now: () => session.now(), pdfThread },
        (text) => sheetFromQuote(stored.value, text),
        locale,
      );
    },
    'quotes.save': async ({ type, rateId }) => {
      const connection = await session.connected();
      const saved = await connection.call('quotes.save', { params: { type, rateId } });
      await refreshQuotes(connection);
      const at = nowIso(session);
      kept.keep(connection.scope, at, (store) => keepFreeTimeSource(store, rateId, saved.shipmentId, at));
      return saved;
    },
    'quotes.delete': async ({ type, quoteId }) => {
      const connection = await session.connected();
      const deleted = await connection.call('quotes.delete', { params: { type, quoteId } });
      // Deleted by the service: gone from the kept list at once, even if the list below cannot be fetched.
      kept.keep(connection.scope, nowIso(session), (store) => store.quotes.remove(quoteId));
      await refreshQuotes(connection);
      return deleted;
    },
  };
}
