/**
 * The moment the tests live in. The sandbox seeds its rates from the request
 * (whose pickup date is "today" in a form) and schedules from its own clock,
 * so a test that ran at the real now would pass on some days and fail on
 * others. Every test that starts a sandbox, a harness or a page starts their
 * clocks here instead.
 *
 * FREIGHT_DESK_TEST_NOW=2026-12-31T23:40:00Z runs the same tests at another
 * moment (a month or year end, a weekend, just before midnight): they must
 * pass at any.
 */
export const DEFAULT_TEST_NOW = '2026-11-23T10:00:00Z';

/** The epoch ms of an ISO date-time with a zone; throws, naming the variable, on anything else. */
export function parseTestNow(text: string, source = 'FREIGHT_DESK_TEST_NOW'): number {
  const trimmed = text.trim();
  const ms = /(Z|[+-]\d{2}:\d{2})$/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw new Error(`${source} must be an ISO date-time with its zone, such as ${DEFAULT_TEST_NOW}; got "${text}"`);
  }
  return ms;
}

/** Epoch ms of the tests' moment. */
export const TEST_NOW: number = parseTestNow(process.env.FREIGHT_DESK_TEST_NOW ?? DEFAULT_TEST_NOW);

export const TEST_DAY_MS = 86_400_000;

/** `days` after the tests' moment, as an ISO date-time (a pickup date a request can carry). */
export function testDaysFromNow(days: number): string {
  return new Date(TEST_NOW + days * TEST_DAY_MS).toISOString();
}
