// By path, not alias: the packaging test's child runs this file with tsx outside the repo, where no tsconfig names the aliases.
import { momentWithZone } from '../../src/shared/domain/datetime';

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
  const ms = momentWithZone(text);
  if (ms === null) {
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

/**
 * A real clock the test moves by hand, for a sandbox (its realNow) and a
 * client (its clock) alike: time passes when the test says, never by waiting.
 */
export class ManualClock {
  /** The client's waits between retries, in the order asked. */
  readonly waits: number[] = [];
  private current: number;

  constructor(start: number = TEST_NOW) {
    this.current = start;
  }

  readonly now = (): number => this.current;

  advance(ms: number): void {
    this.current += ms;
  }

  /** A client's wait: recorded, and the clock moves on by it at once. */
  readonly sleep = async (ms: number, signal: AbortSignal | undefined): Promise<void> => {
    if (signal?.aborted) throw signal.reason;
    this.waits.push(ms);
    this.current += ms;
  };
}

/** One wait of a HeldWaits: how long it was asked to be, and the way to end it. */
export interface HeldWait {
  readonly ms: number;
  release(): void;
}

/**
 * Stands in for a timer (the sandbox's injected latency, a client's wait
 * between retries): each wait is held until the test releases it, and the
 * test learns that a wait began from next(), not by guessing a delay.
 */
export class HeldWaits {
  /** Waits that began and were not taken by next() yet, oldest first. */
  private readonly untaken: HeldWait[] = [];
  private readonly all: HeldWait[] = [];
  private readonly waiting: Array<(wait: HeldWait) => void> = [];

  readonly wait = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      const wait: HeldWait = { ms, release: () => resolve() };
      this.all.push(wait);
      const taker = this.waiting.shift();
      if (taker) taker(wait);
      else this.untaken.push(wait);
    });

  /** The next wait that begins (or one that began and was not taken yet). */
  next(): Promise<HeldWait> {
    const ready = this.untaken.shift();
    return ready ? Promise.resolve(ready) : new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Ends and forgets every wait (after a test, so nothing stays pending or leaks into the next). */
  releaseAll(): void {
    for (const wait of this.all.splice(0)) wait.release();
    this.untaken.length = 0;
  }
}
