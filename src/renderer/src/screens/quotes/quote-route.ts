import type { QuoteContext } from '../../lib/quote-context.svelte';

/**
 * "08001 Barcelona → 28001 Madrid" or "ESVLC → CNSHA": where a saved quote
 * goes, from the rating request remembered on this computer (the service's
 * quote list does not say). Null when nothing usable was remembered.
 */
export function routeOfContext(ctx: Pick<QuoteContext, 'request'> | null): string | null {
  if (!ctx) return null;
  const r = ctx.request;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const place = (v: unknown) => {
    if (typeof v !== 'object' || v === null) return null;
    const l = v as Record<string, unknown>;
    return [text(l.postalCode), text(l.city)].filter(Boolean).join(' ') || null;
  };
  const from = text(r.originUnLocCode) ?? text(r.departureAirportCode) ?? place(r.origin);
  const to = text(r.destinationUnLocCode) ?? text(r.arrivalAirportCode) ?? place(r.destination);
  return from && to ? `${from} → ${to}` : null;
}
