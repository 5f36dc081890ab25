import type { RatingMode } from './mode-ids';

/*
 * What a margin rule is matched and measured against, read from a rating
 * request (as the channel's schema accepted it; read loosely here, as a kept
 * request is stored JSON): the mode, the lane's ports and countries, how many
 * containers and kilograms. A value the request does not give is null, never
 * guessed.
 */

export interface PricedShipment {
  readonly mode: RatingMode;
  /** A sea port's UN/LOCODE or an airport's IATA code; null for road. */
  readonly originPort: string | null;
  readonly destinationPort: string | null;
  /** ISO 3166 alpha-2. */
  readonly originCountry: string | null;
  readonly destinationCountry: string | null;
  /** Sea FCL only: how many containers; null for the other modes. */
  readonly containers: number | null;
  /** The weight of every piece, container or cargo, times its quantity; null when the request gives none. */
  readonly kilograms: number | null;
}

const CODE = /^[A-Z0-9]{2,6}$/;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;
}

function code(value: unknown): string | null {
  const found = text(value);
  return found !== null && CODE.test(found) ? found : null;
}

function countryOf(place: unknown): string | null {
  if (typeof place !== 'object' || place === null) return null;
  const country = text((place as Record<string, unknown>)['country']);
  return country !== null && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** The lists of a request that hold pieces with a quantity and a weight. */
const LOADS = ['boxes', 'pallets', 'containers', 'cargos'] as const;

function loadOf(fields: Record<string, unknown>): { containers: number; kilograms: number | null } {
  let containers = 0;
  let kilograms = 0;
  let weighed = false;
  for (const key of LOADS) {
    const list = fields[key];
    if (!Array.isArray(list)) continue;
    for (const item of list as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const piece = item as Record<string, unknown>;
      const quantity = typeof piece['quantity'] === 'number' && piece['quantity'] > 0 ? piece['quantity'] : 1;
      if (key === 'containers') containers += quantity;
      if (typeof piece['weight'] === 'number' && piece['weight'] >= 0) {
        kilograms += piece['weight'] * quantity;
        weighed = true;
      }
    }
  }
  return { containers, kilograms: weighed ? kilograms : null };
}

/** The facts of a rating request of `mode`. */
export function pricedShipmentOf(mode: RatingMode, request: unknown): PricedShipment {
  const fields = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
  const sea = mode === 'sea-fcl' || mode === 'sea-lcl';
  const originPort = sea
    ? code(fields['originUnLocCode'])
    : mode === 'air'
      ? code(fields['departureAirportCode'])
      : null;
  const destinationPort = sea
    ? code(fields['destinationUnLocCode'])
    : mode === 'air'
      ? code(fields['arrivalAirportCode'])
      : null;
  // A UN/LOCODE starts with its country; an address names its own.
  const portCountry = (port: string | null) => (sea && port !== null ? port.slice(0, 2) : null);
  const { containers, kilograms } = loadOf(fields);
  return {
    mode,
    originPort,
    destinationPort,
    originCountry: portCountry(originPort) ?? countryOf(fields['origin']),
    destinationCountry: portCountry(destinationPort) ?? countryOf(fields['destination']),
    containers: mode === 'sea-fcl' ? containers : null,
    kilograms,
  };
}
