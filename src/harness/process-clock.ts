/**
 * For tests only (`--start-at`): runs this process's calendar from a given
 * moment, as Playwright's page.clock does for the page, so that the page, the
 * app core and its embedded sandbox all agree on what day it is and a test
 * gives the same answers on any day it runs.
 *
 * Only the calendar moves: `Date.now()` and `new Date()` read the real clock
 * plus a fixed offset, so time still flows at its real pace; timers and
 * performance.now() are untouched. A Date built from a value is unchanged.
 *
 * Returns a function that puts the previous Date back. `RealDate` is the
 * clock it reads (its tests pass one they move by hand).
 */
export function startProcessClockAt(startAt: number, RealDate: DateConstructor = globalThis.Date): () => void {
  if (!Number.isFinite(startAt)) throw new RangeError(`the clock must start at a moment, got ${startAt}`);
  const previous = globalThis.Date;
  const offset = startAt - RealDate.now();
  const now = (): number => RealDate.now() + offset;
  const shifted = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    // Date() called without `new` is the current time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver: unknown) => (key === 'now' ? now : (Reflect.get(target, key, receiver) as unknown)),
  });
  globalThis.Date = shifted;
  return () => {
    if (globalThis.Date === shifted) globalThis.Date = previous;
  };
}
