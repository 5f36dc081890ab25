import type { Dataset } from '../data/dataset';
import type { Port } from '../data/schemas';
import type { LegPoint, LegRecord } from '../state/records';
import { DAY, HOUR, startOfUtcDay } from '../util/dates';
import { haversineKm, SEA_FACTOR } from '../util/geo';
import type { Prng } from '../util/prng';
import { seedOf } from '../util/prng';
import type { SeaCarrier } from './sea-carriers';
import { terminalSuffixes } from './sea-carriers';

/** A detour through a hub is taken only when it adds less than this share to the distance. */
const MAX_HUB_DETOUR = 1.2;
/** Long lanes are always transhipped (no carrier runs BCN-HKG as one loop in this sandbox). */
const DIRECT_LIMIT_KM = 8000;

/** Sea distance between two ports, km. */
export function seaKm(a: Port, b: Port): number {
  return haversineKm(a, b) * SEA_FACTOR;
}

/** The ports a carrier's voyage calls at: origin, maybe a hub, destination. */
export function planRoute(data: Dataset, carrier: SeaCarrier, pol: Port, pod: Port, prng: Prng): Port[] {
  const direct = haversineKm(pol, pod);
  const viable = carrier.hubs
    .map((code) => data.port(code))
    .filter((h): h is Port => h !== undefined && h.unLocCode !== pol.unLocCode && h.unLocCode !== pod.unLocCode)
    .map((hub) => ({ hub, toHub: haversineKm(pol, hub), fromHub: haversineKm(hub, pod) }))
    // A hub lies between the ends: nearer to each than they are to each other, and little detour.
    .filter((x) => x.toHub < direct && x.fromHub < direct)
    .map((x) => ({ hub: x.hub, ratio: (x.toHub + x.fromHub) / Math.max(direct, 1) }))
    .filter((x) => x.ratio < MAX_HUB_DETOUR)
    .sort((a, b) => a.ratio - b.ratio);
  const tranship = viable.length > 0 && (direct * SEA_FACTOR > DIRECT_LIMIT_KM || prng.chance(0.35));
  if (!tranship) return [pol, pod];
  const choice = viable[viable.length > 1 && prng.chance(0.3) ? 1 : 0];
  return choice ? [pol, choice.hub, pod] : [pol, pod];
}

/** The carrier-interface code of the terminal a carrier uses in a port (ESBCN -> ESBCNBS). */
export function terminalCode(carrier: SeaCarrier, port: Port): string {
  const suffix = terminalSuffixes[seedOf(`${carrier.scac}:${port.unLocCode}`) % terminalSuffixes.length] ?? 'T1';
  return `${port.rkstCode ?? port.unLocCode}${suffix}`.slice(0, 7);
}

function legPoint(carrier: SeaCarrier, port: Port): LegPoint {
  return { code: port.unLocCode, rkstCode: terminalCode(carrier, port), city: port.city, countryCode: port.country };
}

/** The first sailing of the carrier that cargo ready at `readyAt` can make. */
export function firstDeparture(carrier: SeaCarrier, readyAt: number, prng: Prng): number {
  let day = startOfUtcDay(readyAt);
  while (new Date(day).getUTCDay() !== carrier.sailingWeekday) day += DAY;
  return day + prng.int(1, 22) * HOUR;
}

/** Legs of a voyage leaving at `departAt`: sailing time from the distance, port calls, hub dwell. */
export function scheduleLegs(carrier: SeaCarrier, ports: readonly Port[], departAt: number, prng: Prng): LegRecord[] {
  const legs: LegRecord[] = [];
  let t = departAt;
  for (let i = 0; i + 1 < ports.length; i++) {
    const a = ports[i] as Port;
    const b = ports[i + 1] as Port;
    const km = seaKm(a, b);
    const intermediateCalls = Math.floor(km / 3000);
    const days = km / prng.between(640, 760) + intermediateCalls * 0.8 + 0.3;
    const arriveAt = Math.round((t + days * DAY) / HOUR) * HOUR;
    const [name, code] = prng.pick(carrier.vessels);
    legs.push({
      from: legPoint(carrier, a),
      to: legPoint(carrier, b),
      departAt: t,
      arriveAt,
      transportName: name,
      transportCode: code,
    });
    // Dwell at the hub before the connecting vessel leaves.
    t = Math.round((arriveAt + prng.between(2, 6) * DAY) / HOUR) * HOUR;
  }
  return legs;
}
