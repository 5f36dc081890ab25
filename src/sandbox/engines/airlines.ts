/** Cargo airlines of the sandbox: IATA code, numeric prefix (the air waybill's), hub and fleet. */
export interface Airline {
  readonly code: string;
  /** The numeric airline prefix (72 for Gulf Air in the historical payload). */
  readonly prefix: number;
  readonly agency: string;
  readonly hub: string;
  readonly priceLevel: number;
  /** [aircraft code, body type] */
  readonly fleet: ReadonlyArray<readonly [string, string]>;
}

export const airlines: readonly Airline[] = [
  {
    code: 'LH',
    prefix: 20,
    agency: 'Lufthansa Cargo',
    hub: 'FRA',
    priceLevel: 1.08,
    fleet: [
      ['77F', 'FREIGHTER'],
      ['359', 'WIDEBODY'],
      ['320', 'NARROWBODY'],
    ],
  },
  {
    code: 'AF',
    prefix: 57,
    agency: 'Air France KLM Martinair Cargo',
    hub: 'CDG',
    priceLevel: 1.04,
    fleet: [
      ['77F', 'FREIGHTER'],
      ['77W', 'WIDEBODY'],
      ['321', 'NARROWBODY'],
    ],
  },
  {
    code: 'EK',
    prefix: 176,
    agency: 'Emirates SkyCargo',
    hub: 'DXB',
    priceLevel: 0.97,
    fleet: [
      ['77F', 'FREIGHTER'],
      ['388', 'WIDEBODY'],
      ['77W', 'WIDEBODY'],
    ],
  },
  {
    code: 'QR',
    prefix: 157,
    agency: 'Qatar Airways Cargo',
    hub: 'DOH',
    priceLevel: 0.95,
    fleet: [
      ['77F', 'FREIGHTER'],
      ['351', 'WIDEBODY'],
      ['788', 'WIDEBODY'],
    ],
  },
  {
    code: 'TK',
    prefix: 235,
    agency: 'Turkish Cargo',
    hub: 'IST',
    priceLevel: 0.9,
    fleet: [
      ['33F', 'FREIGHTER'],
      ['77W', 'WIDEBODY'],
      ['321', 'NARROWBODY'],
    ],
  },
  {
    code: 'CX',
    prefix: 160,
    agency: 'Cathay Cargo',
    hub: 'HKG',
    priceLevel: 1.06,
    fleet: [
      ['74N', 'FREIGHTER'],
      ['359', 'WIDEBODY'],
    ],
  },
  {
    code: 'IB',
    prefix: 75,
    agency: 'IAG Cargo',
    hub: 'MAD',
    priceLevel: 1.0,
    fleet: [
      ['359', 'WIDEBODY'],
      ['332', 'WIDEBODY'],
      ['320', 'NARROWBODY'],
    ],
  },
  {
    code: 'SQ',
    prefix: 618,
    agency: 'Singapore Airlines Cargo',
    hub: 'SIN',
    priceLevel: 1.05,
    fleet: [
      ['74N', 'FREIGHTER'],
      ['359', 'WIDEBODY'],
    ],
  },
  {
    code: 'GF',
    prefix: 72,
    agency: 'Gulf Air',
    hub: 'BAH',
    priceLevel: 0.88,
    fleet: [
      ['789', 'WIDEBODY'],
      ['320', 'NARROWBODY'],
    ],
  },
  {
    code: 'MS',
    prefix: 77,
    agency: 'Egyptair Cargo',
    hub: 'CAI',
    priceLevel: 0.86,
    fleet: [
      ['33F', 'FREIGHTER'],
      ['789', 'WIDEBODY'],
      ['33Y', 'WIDEBODY'],
    ],
  },
  {
    code: 'QY',
    prefix: 615,
    agency: 'European Air Transport',
    hub: 'LEJ',
    priceLevel: 1.12,
    fleet: [
      ['75F', 'FREIGHTER'],
      ['77F', 'FREIGHTER'],
      ['747', 'FREIGHTER'],
    ],
  },
];
