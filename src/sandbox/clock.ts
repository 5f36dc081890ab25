/**
 * The sandbox's simulated clock. Everything that happens "over time" (rates
 * and quotes expiring, shipments moving, documents being validated) reads
 * this clock, never Date.now(), and is computed lazily from it on read: there
 * are no timers, so advancing the clock instantly moves every shipment.
 *
 * Simulated time runs `speed` times faster than real time (60 by default: a
 * simulated hour per real minute, so a demo shows a delivery within the hour).
 * Tokens are the exception: their lifetime is real time (see auth/tokens.ts),
 * because clients compare `expires_in` with their own wall clock.
 */
export interface SandboxClock {
  /** Simulated now, epoch milliseconds. */
  now(): number;
  /** Jumps simulated time forward (tests, the admin route); negative values are refused. */
  advance(ms: number): void;
  /** Changes the speed from now on; time already passed is kept. */
  setSpeed(speed: number): void;
  readonly speed: number;
}

export class SimulatedClock implements SandboxClock {
  private anchorSim: number;
  private anchorReal: number;
  private currentSpeed: number;

  constructor(
    speed = 60,
    startAt?: number,
    private readonly realNow: () => number = Date.now,
  ) {
    assertSpeed(speed);
    this.currentSpeed = speed;
    this.anchorReal = this.realNow();
    this.anchorSim = startAt ?? this.anchorReal;
  }

  get speed(): number {
    return this.currentSpeed;
  }

  now(): number {
    return Math.floor(this.anchorSim + (this.realNow() - this.anchorReal) * this.currentSpeed);
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`clock can only move forward, got ${ms} ms`);
    this.reanchor();
    this.anchorSim += ms;
  }

  setSpeed(speed: number): void {
    assertSpeed(speed);
    this.reanchor();
    this.currentSpeed = speed;
  }

  private reanchor(): void {
    const sim = this.now();
    this.anchorReal = this.realNow();
    this.anchorSim = sim;
  }
}

function assertSpeed(speed: number): void {
  if (!Number.isFinite(speed) || speed < 0) throw new RangeError(`clock speed must be a number >= 0, got ${speed}`);
}
