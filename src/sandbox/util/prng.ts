import { createHash } from 'node:crypto';

/**
 * Deterministic randomness: the same rating request gives the same carriers,
 * prices and schedules, so a test (or an operator) can rely on it. Seeded from
 * a hash of the normalised request.
 */
export interface Prng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a stable, seeded order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

/** A 32-bit seed from any text (SHA-256, first four bytes). */
export function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** JSON with sorted keys, so two requests that differ only in key order hash the same. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** mulberry32: small, fast, good enough for believable numbers. A class, so making one costs no closures. */
class Mulberry32 implements Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.max(0, Math.min(count, copy.length)));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

export function createPrng(seed: number): Prng {
  return new Mulberry32(seed);
}

/** A PRNG for a request: seeded from the hash of its stable JSON plus a purpose tag. */
export function prngFor(purpose: string, value: unknown): Prng {
  return createPrng(seedOf(`${purpose}:${stableStringify(value)}`));
}

/** A name-based UUID (v5 layout over SHA-1): stable ids for fixed things such as document templates. */
export function stableUuid(name: string): string {
  const bytes = createHash('sha1').update(`freight-desk-sandbox:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A UUID (v4 layout) drawn from a PRNG: stable for a seeded thing, without a hash per id. */
export function prngUuid(prng: Prng): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(prng.next() * 0x100000000)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
