import type { Money } from '@shared/domain/money';

/**
 * What a quote PDF says to the operator's customer, in words and amounts,
 * before any layout: the carrier's sheet of a rate (sheet-from-rate.ts) sold
 * at its sell price (customer-sheet.ts, the only maker of one), laid out by
 * sheet-layout.ts and drawn by quote-pdf.ts. It holds sell amounts only:
 * never the carrier's price, never the margin.
 */
export interface QuoteSheet {
  /** "Sea FCL (full container)", "Boxes". */
  readonly kind: string;
  /** The desk's quote number, or the rate id of a rate not saved as a quote yet. */
  readonly reference: string;
  readonly referenceLabel: 'Quote' | 'Ref.';
  /** The first line: the customer's name, else the carrier's when it is named, else the kind. */
  readonly headline: string;
  /** Under it: the carrier and its service when they are named. */
  readonly subline: string | null;
  /** "Valencia (ESVLC), ES", "46001 Valencia, ES"; null when the record does not say. */
  readonly from: string | null;
  readonly to: string | null;
  /** Label and value lines under the route: goods, pickup, delivery, transit, via. */
  readonly facts: readonly SheetFact[];
  /** Formatted "Valid until …"; null when the carrier gave no expiry. */
  readonly validUntil: string | null;
  /** The sell price, one amount per currency (usually one). */
  readonly total: readonly Money[];
  readonly totalNote: string | null;
  /** The sell price by charge (adding up to the total exactly) or as one line per currency. */
  readonly charges: readonly SheetCharge[];
  /** Sea only: demurrage, detention and storage free time. */
  readonly freeTime: readonly SheetFreeTime[];
  /** Sea only: amendment, cancellation and no-show fees. */
  readonly penalties: readonly SheetCharge[];
  /** The carrier's remarks. */
  readonly notes: readonly string[];
  /** The foot of the page: the validity and the desk's terms. */
  readonly terms: string;
  /** What the file is named after: the quote number and the customer, or the kind. */
  readonly fileLabel: string;
}

/**
 * A rate as its carrier prices it (buy amounts), before it is sold: main's
 * own, never laid out or drawn (customerSheet turns it into a QuoteSheet).
 */
export interface CarrierSheet {
  readonly kind: string;
  readonly rateId: string;
  readonly carrier: string;
  readonly service: string | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly facts: readonly SheetFact[];
  readonly validUntil: string | null;
  /** The carrier's all-in, one amount per currency. */
  readonly buy: readonly Money[];
  /** Every charge at the carrier's amount, in the order the carrier gave them. */
  readonly charges: readonly SheetCharge[];
  readonly freeTime: readonly SheetFreeTime[];
  readonly penalties: readonly SheetCharge[];
  readonly notes: readonly string[];
}

export interface SheetFact {
  readonly label: string;
  readonly value: string;
  /** A line of its own across the page (the goods), not one of two side by side. */
  readonly wide?: boolean;
  /** It names the carrier (a vessel, a flight number): left out when the carrier is not named. */
  readonly namesCarrier?: boolean;
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
