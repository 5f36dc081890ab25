import type { Money } from '@shared/domain/money';

/**
 * What a quote PDF says, in words and amounts, before any layout: built from
 * a stored rate (sheet-from-rate.ts) or a saved quote (sheet-from-quote.ts),
 * laid out by sheet-layout.ts and drawn by quote-pdf.ts.
 */
export interface QuoteSheet {
  /** "Sea FCL (full container)", "Boxes", "Saved quote · Box". */
  readonly kind: string;
  /** The rate or quote id, for the customer's reply. */
  readonly reference: string;
  readonly carrier: string;
  readonly service: string | null;
  /** "Valencia (ESVLC), ES", "46001 Valencia, ES"; null when the record does not say. */
  readonly from: string | null;
  readonly to: string | null;
  /** Label and value lines under the route: pickup, delivery, transit, via. */
  readonly facts: readonly SheetFact[];
  /** Formatted "Valid until …"; null when the carrier gave no expiry. */
  readonly validUntil: string | null;
  /** The price the customer pays, one amount per currency (usually one). */
  readonly total: readonly Money[];
  /** How the total was made ("Carrier's all-in price", "Sum of the charges"). */
  readonly totalNote: string | null;
  /** Every charge, in the order the carrier gave them. */
  readonly charges: readonly SheetCharge[];
  /** Sea only: demurrage, detention and storage free time. */
  readonly freeTime: readonly SheetFreeTime[];
  /** Sea only: amendment, cancellation and no-show fees. */
  readonly penalties: readonly SheetCharge[];
  /** The carrier's own remarks. */
  readonly notes: readonly string[];
}

export interface SheetFact {
  readonly label: string;
  readonly value: string;
  /** A line of its own across the page (the goods), not one of two side by side. */
  readonly wide?: boolean;
}

export interface SheetCharge {
  /** "Bunker adjustment (BAF)"; the group or container after a dot. */
  readonly label: string;
  readonly detail: string | null;
  readonly amount: Money | null;
}

export interface SheetFreeTime {
  /** Demurrage, Detention, Storage. */
  readonly charge: string;
  readonly container: string | null;
  readonly freeDays: number | null;
  /** When the free days start counting, in words ("Discharge from vessel"). */
  readonly startEvent: string | null;
  /** Per day once the free days are used. */
  readonly perDay: Money | null;
}

/** The desk's own name and logo, printed at the head of every sheet. */
export interface SheetLetterhead {
  readonly companyName: string;
  readonly logo: { readonly mediaType: 'image/png' | 'image/jpeg'; readonly bytes: Uint8Array } | null;
}
