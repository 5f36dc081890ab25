import { randomInt } from 'node:crypto';

/** Base address of the sandbox's (fictitious) carrier tracking pages: `.invalid` never resolves. */
export const EXTERNAL_TRACKING_BASE = 'https://track.sandbox.freight-desk.invalid';

function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

/** Carrier booking reference: 9 digits for ocean carriers, "XHB 835745"-like for road and air. */
export function bookingCodeFor(agency: string, sea: boolean): string {
  if (sea) return digits(9);
  const letters = agency
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .padEnd(3, 'X')
    .slice(0, 3);
  return `${letters} ${digits(6)}`;
}

/** Carrier tracking number: a bill of lading number (SCAC + 9 digits) at sea, 12 digits on the road, an AWB in the air. */
export function trackingCodeFor(sealine: string | null, type: string, airlinePrefix?: string): string {
  if (sealine) return `${sealine.slice(0, 4)}${digits(9)}`;
  if (type === 'air') return `${(airlinePrefix ?? '000').padStart(3, '0')}-${digits(8)}`;
  return digits(12);
}

export function externalTrackingUrl(trackingCode: string): string {
  return `${EXTERNAL_TRACKING_BASE}/${encodeURIComponent(trackingCode)}`;
}
