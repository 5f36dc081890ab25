/*
 * The screens' code, loaded while the app has nothing else to do, so that the
 * first visit to a screen does not wait for its chunk to be fetched and
 * compiled (30-40 ms of the first row of Tracking after a click, measured in
 * the harness). One screen per idle moment, in sidebar order, and only once
 * the screen the app opened on is up: warming never competes with it.
 */

/** When the page is idle (requestIdleCallback), structurally: tests pass one they run by hand. */
export interface IdleScheduler {
  request(run: () => void): unknown;
  cancel(handle: unknown): void;
}

export const browserIdle: IdleScheduler = {
  request: (run) => requestIdleCallback(run),
  // The handle is the number requestIdleCallback returned: only this object's request makes one.
  cancel: (handle) => cancelIdleCallback(handle as number),
};

export interface ScreenWarmup {
  /** Settles when the screen the app opened on is loaded: warming starts after it. */
  readonly after: Promise<unknown>;
  /** Each screen's loader, in the order to warm them (a loader already run costs nothing: modules load once). */
  readonly loaders: readonly (() => Promise<unknown>)[];
  readonly idle?: IdleScheduler;
}

/** Starts warming; the function returned stops it (the app closing). */
export function warmScreensWhenIdle({ after, loaders, idle = browserIdle }: ScreenWarmup): () => void {
  let stopped = false;
  let handle: unknown = null;
  const next = (index: number): void => {
    const load = loaders[index];
    if (stopped || !load) return;
    handle = idle.request(() => {
      handle = null;
      if (stopped) return;
      // A chunk that fails here is the visit's to report, when the operator opens that screen: not this.
      void load()
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  void after.then(
    () => next(0),
    () => next(0),
  );
  return () => {
    stopped = true;
    if (handle !== null) idle.cancel(handle);
  };
}
