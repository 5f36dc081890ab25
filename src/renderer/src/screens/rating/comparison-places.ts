/** A place the rating answer echoes: every text may be null (FCL sends only the country). */
interface EchoedPlace {
  readonly city: string | null;
  readonly postalCode: string | null;
  readonly country: string | null;
}

/**
 * "08001 Barcelona (ES) → 28001 Madrid (ES)": where the compared rates go, from
 * the places the answer echoes; empty when either end says nothing.
 */
export function comparedPlaces(
  quote: { readonly origin: EchoedPlace | null; readonly destination: EchoedPlace | null } | undefined,
): string {
  if (!quote) return '';
  const name = (l: EchoedPlace | null) =>
    l ? [l.postalCode, l.city, l.country ? `(${l.country})` : null].filter(Boolean).join(' ') : '';
  const from = name(quote.origin);
  const to = name(quote.destination);
  return from && to ? `${from} → ${to}` : '';
}
