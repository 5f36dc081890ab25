/**
 * The sandbox's two clocks.
 *
 * SIMULATED time runs `speed` times faster than real time (60 by default: a
 * simulated hour per real minute, so a demo shows a delivery within the hour).
 * What happens "over time" to a shipment (it moves, its documents are
 * validated) reads it, never Date.now(), and is computed lazily from it on
 * read: there are no timers, so advancing the clock instantly moves every
 * shipment.
 *
 * OPERATOR time runs at the speed of the operator's own clock. The deadlines
 * the desk shows the operator (how long a rate or a saved quote can still be
 * saved or booked) are set and judged by it: a quote that says "expires in
 * 23 h" must be bookable for 23 of the operator's hours, not 23 minutes.
 *
 * A jump made with advance() moves BOTH: it stands for time passing (a test,
 * the admin route), so a rate that a jump of a day has expired is expired on
 * both clocks. The speed only changes how fast simulated time flows.
 *
 * Tokens keep their own real-time lifetime (see auth/tokens.ts), because
 * clients compare `expires_in` with their own wall clock.
 */
export interface SandboxClock {
  /** Simulated now, epoch milliseconds: what shipments and documents move by. */
  now(): number;
  /** The operator's now, epoch milliseconds: real time plus every jump; what validity and expiry are judged by. */
  operatorNow(): number;
  /** Jumps both clocks forward (tests, the admin route); negative values are refused. */
  advance(ms: number): void;
  /** Changes the simulated speed from now on; time already passed is kept. */
  setSpeed(speed: number): void;
  readonly speed: number;
}

export interface SimulatedClockOptions {
  /** Simulated time per real time; default 60. */
  readonly speed?: number;
  /** Where simulated time starts, epoch ms; default the real now. */
  readonly startAt?: number;
  /** Where operator time starts, epoch ms; default `startAt` (both start together). */
  readonly operatorStartAt?: number;
  /** The real clock both run on; default Date.now. Tests pass their own to let real time pass without waiting. */
  readonly realNow?: () => number;
}

export class SimulatedClock implements SandboxClock {
  private readonly realNow: () => number;
  private anchorSim: number;
  private anchorReal: number;
  private currentSpeed: number;
  /** Operator time minus real time: where it started, plus every jump. */
  private operatorOffset: number;

  constructor(options: SimulatedClockOptions = {}) {
    const speed = options.speed ?? 60;
    assertSpeed(speed);
    this.realNow = options.realNow ?? Date.now;
    this.currentSpeed = speed;
    this.anchorReal = this.realNow();
    this.anchorSim = options.startAt ?? this.anchorReal;
    this.operatorOffset = (options.operatorStartAt ?? this.anchorSim) - this.anchorReal;
  }

  get speed(): number {
    return this.currentSpeed;
  }

  now(): number {
    return Math.floor(this.anchorSim + (this.realNow() - this.anchorReal) * this.currentSpeed);
  }

  operatorNow(): number {
    return this.realNow() + this.operatorOffset;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`clock can only move forward, got ${ms} ms`);
    this.reanchor();
    this.anchorSim += ms;
    this.operatorOffset += ms;
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
