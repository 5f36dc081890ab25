import type { QuoteType } from '@shared/api/quotes';

/*
 * What the sandbox remembers, as plain JSON-safe records (each is kept as its
 * JSON in the state database when a dataDir is set: state-database.ts). Times are epoch milliseconds of the
 * SIMULATED clock, except a rate's validity (createdAt, expiresAt), which is
 * the OPERATOR's clock (see clock.ts); money is integer minor units.
 */

/** A place as rated: from the request, corrected from the postal-code data where it was found. */
export interface PlaceRecord {
  readonly postalCode: string | null;
  readonly country: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly street: string | null;
  readonly lat: number | null;
  readonly lng: number | null;
  /** Sea: the port. */
  readonly unLocCode?: string | null;
  readonly rkstCode?: string | null;
  /** Air: the airport. */
  readonly iataCode?: string | null;
}

/** One line of goods: a box, a pallet, a container or an LCL cargo, in cm and kg. */
export interface UnitRecord {
  readonly unitType: 'Box' | 'Pallet' | 'Container' | 'Cargo';
  readonly quantity: number;
  /** Per piece. */
  readonly weightKg: number;
  readonly lengthCm: number | null;
  readonly widthCm: number | null;
  readonly heightCm: number | null;
  /** LCL: cubic metres per piece. */
  readonly cbm?: number | null;
  readonly isStackable?: boolean | null;
  readonly palletType?: string | null;
  /** FCL: DRY20-style code. */
  readonly containerType?: string | null;
  readonly isOwnedContainer?: boolean | null;
  readonly isReeferContainer?: boolean | null;
  readonly imoNumber?: string | null;
}

/** What was rated, kept with each rate so saving and booking need nothing else. */
export interface ShipmentSpec {
  readonly origin: PlaceRecord;
  readonly destination: PlaceRecord;
  readonly goodsDescription: string | null;
  /** Minor units. */
  readonly goodsValue: number;
  readonly currency: string;
  readonly insurance: boolean;
  readonly customs: boolean;
  readonly dangerousCargo: boolean;
  readonly units: readonly UnitRecord[];
  readonly originServiceType?: string | null;
  readonly destinationServiceType?: string | null;
}

/** A voyage or flight leg. */
export interface LegRecord {
  readonly from: LegPoint;
  readonly to: LegPoint;
  readonly departAt: number;
  readonly arriveAt: number;
  /** Vessel name or flight number. */
  readonly transportName: string;
  /** Vessel IMO number or aircraft code. */
  readonly transportCode: string;
}

export interface LegPoint {
  /** UN/LOCODE or IATA code. */
  readonly code: string;
  readonly rkstCode: string | null;
  readonly city: string;
  readonly countryCode: string;
}

/** One priced line of a rate (what the saved-quote list shows as surcharges). */
export interface ChargeRecord {
  readonly description: string;
  /** Minor units, in `currency`. */
  readonly value: number;
  readonly currency: string;
  readonly taxPercent: number;
}

export interface RateRecord {
  readonly id: string;
  readonly account: string;
  readonly type: QuoteType;
  /** The rating call's quoteId. */
  readonly ratingQuoteId: string;
  /** When it was rated, operator time. */
  readonly createdAt: number;
  /** Until when it can be saved and booked, operator time. */
  readonly expiresAt: number;
  readonly agency: string;
  readonly service: string;
  readonly sealine: string | null;
  readonly pickupAt: number;
  /** Null for a sea pre-booking. */
  readonly deliveryAt: number | null;
  /** Null for a sea pre-booking. */
  readonly transitDays: number | null;
  readonly preBooking: boolean;
  /** All-in, minor units. */
  readonly price: number;
  readonly currency: string;
  readonly charges: readonly ChargeRecord[];
  readonly spec: ShipmentSpec;
  /** Sea and air: the schedule (kept for a pre-booking too, to track it once booked). */
  readonly legs: readonly LegRecord[];
}

export interface SavedQuoteRecord {
  readonly quoteId: string;
  /** What saving answered; booking accepts it (or quoteId) as `id`. */
  readonly shipmentId: string;
  readonly account: string;
  readonly type: QuoteType;
  readonly savedAt: number;
  readonly rate: RateRecord;
  bookedShipmentId: string | null;
}

export interface ContactRecord {
  readonly contactPerson: string;
  readonly companyName: string;
  readonly contactMail: string;
  readonly address: string;
  readonly phonePrefix: string | null;
  readonly phone: string;
}

/** Sea booking cargo lines (FCL: per container; LCL: flat). */
export interface BookedCargoRecord {
  readonly containerSequence: number | null;
  readonly quantity: number | null;
  readonly weightKg: number | null;
  readonly cbm: number | null;
  readonly description: string;
  readonly ediType: string;
  readonly hsCode: string;
  readonly indexContainer: number | null;
}

/** An uploaded document; its file is kept apart (StateLedger.documentFile), read when it is downloaded. */
export interface DocumentRecord {
  readonly id: string;
  readonly templateId: string | null;
  readonly documentName: string;
  readonly extension: string;
  readonly observations: string | null;
  readonly uploadedAt: number;
}

export interface ShipmentRecord {
  readonly shipmentId: string;
  readonly account: string;
  readonly type: QuoteType;
  /** The rate and saved quote it was booked from (null for seeded shipments). */
  readonly rateId: string | null;
  readonly quoteId: string | null;
  readonly code: string;
  readonly trackingCode: string;
  readonly bookingCode: string;
  readonly externalTrackingUrl: string;
  readonly bookedAt: number;
  readonly pickupAt: number;
  readonly deliveryAt: number;
  readonly transitDays: number;
  readonly agency: string;
  readonly service: string;
  readonly sealine: string | null;
  readonly price: number;
  readonly currency: string;
  readonly spec: ShipmentSpec;
  readonly originContact: ContactRecord | null;
  readonly destinationContact: ContactRecord | null;
  readonly pickupTimeFrom: string;
  readonly pickupTimeTo: string;
  readonly pickupDescription: string | null;
  readonly deliveryDescription: string | null;
  readonly incotermCode: string | null;
  readonly cargos: readonly BookedCargoRecord[];
  /** False when an HS code is not one: the carrier never confirms the booking. */
  readonly confirms: boolean;
  readonly legs: readonly LegRecord[];
  /** Tracking switch: when off, messages after `trackingOffAt` are not shown. */
  trackingActive: boolean;
  trackingOffAt: number | null;
  documents: DocumentRecord[];
  /** Made by seedShipments (a benchmark), not by a booking. */
  readonly seeded?: boolean;
}

export interface TariffCostRecord {
  readonly commodity: string | null;
  readonly chargeType: string;
  readonly chargeName: string;
  readonly chargeDescription: string | null;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  readonly chargeUnit: string | null;
}

export interface TariffRateRecord {
  readonly pol: string;
  readonly pod: string;
  readonly polServiceType: string | null;
  readonly podServiceType: string | null;
  readonly containerType: string;
  /** Epoch ms, UTC midnight. */
  readonly startDate: number;
  readonly endDate: number;
  readonly timeInTransit: number | null;
  readonly via: string | null;
  readonly costs: TariffCostRecord[];
}

export interface TariffDocumentRecord {
  readonly documentId: string;
  readonly account: string;
  readonly contractReference: string;
  readonly carrierSCAC: string;
  readonly name: string | null;
  readonly externalId: string | null;
  readonly comments: readonly string[];
  readonly uploadedAt: number;
  readonly files: ReadonlyArray<{ readonly fileName: string; readonly bytes: number; readonly ratesImported: number }>;
  readonly rates: readonly TariffRateRecord[];
}
