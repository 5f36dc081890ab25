import { z } from 'zod';
import { ratingModeIds, type RatingMode } from '@shared/api/modes';
import { quoteType, type QuoteType } from '@shared/api/quotes';
import type { RatedRate } from '@shared/ipc/channels/rating';

/**
 * What was rated and saved, kept on this computer so the next step (booking
 * a saved quote) starts from what the operator already entered: nothing is
 * re-keyed between steps. The service's quote list does not carry the
 * original request, so the app remembers it.
 *
 * Stored in localStorage: the rating request (places, goods, lines), the rate
 * as received and the ids the save answered. No credentials, tokens or
 * profile data ever go in here.
 */
export interface QuoteContext {
  readonly mode: RatingMode;
  /** The rating request that produced the rate, as it was sent. */
  readonly request: Readonly<Record<string, unknown>>;
  readonly rate: RatedRate;
  readonly quoteType: QuoteType;
  /** The shipmentId the save answered (null when the service sent none). */
  readonly savedShipmentId: string | null;
  /** ISO date-time of the save. */
  readonly savedAt: string;
}

export const QUOTE_CONTEXT_KEY = 'freight-desk.quote-context.v1';
export const MAX_QUOTE_CONTEXTS = 200;

/**
 * What is read back is checked, entry by entry: an entry written by an older
 * version or edited by hand is dropped, never trusted. The rate is checked for
 * the fields lookups rely on; its other fields are the rate as it was parsed
 * when received.
 */
const storedRate = z.looseObject({ id: z.string().min(1) });
const entry = z.object({
  mode: z.enum(ratingModeIds),
  request: z.record(z.string(), z.unknown()),
  rate: storedRate,
  quoteType,
  savedShipmentId: z.string().min(1).nullable(),
  savedAt: z.string().min(1),
});
const stored = z.array(z.unknown());

/** Where the entries live: window.localStorage in the app, a stand-in in tests. */
export type ContextStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): ContextStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off: the app then works, it only cannot prefill the booking.
    return null;
  }
}

/** Every remembered entry that is still valid, newest first. */
export function readQuoteContexts(storage: ContextStorage | null = defaultStorage()): QuoteContext[] {
  if (!storage) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(QUOTE_CONTEXT_KEY) ?? '[]');
  } catch {
    return [];
  }
  const list = stored.safeParse(raw);
  if (!list.success) return [];
  return list.data.flatMap((item) => {
    const parsed = entry.safeParse(item);
    // The checked shape is the stored QuoteContext; Rate's other fields come from the same app.
    return parsed.success ? [parsed.data as unknown as QuoteContext] : [];
  });
}

/**
 * Remembers a saved rate, newest first; an entry for the same rate is
 * replaced, and only the newest 200 are kept. Returns false when the
 * storage refused (full or switched off): saving the quote itself still
 * succeeded, so callers do not treat it as an error.
 */
export function rememberSavedRate(ctx: QuoteContext, storage: ContextStorage | null = defaultStorage()): boolean {
  if (!storage) return false;
  const checked = entry.safeParse(ctx);
  if (!checked.success) return false;
  const others = readQuoteContexts(storage).filter(
    (e) => e.rate.id !== ctx.rate.id && (ctx.savedShipmentId === null || e.savedShipmentId !== ctx.savedShipmentId),
  );
  // The checked entry, not the argument: only the context's own fields are written, nothing a caller added.
  const next = [checked.data, ...others].slice(0, MAX_QUOTE_CONTEXTS);
  try {
    storage.setItem(QUOTE_CONTEXT_KEY, JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}

/** The remembered context of a saved quote, by the shipment id its save answered or by the rate id. */
export function findQuoteContext(
  idOrShipmentId: string,
  storage: ContextStorage | null = defaultStorage(),
): QuoteContext | null {
  const id = idOrShipmentId.trim();
  if (!id) return null;
  return readQuoteContexts(storage).find((e) => e.savedShipmentId === id || e.rate.id === id) ?? null;
}
