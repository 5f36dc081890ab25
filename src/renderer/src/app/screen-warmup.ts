/*
 * The screens' code, loaded while the app has nothing else to do, so that the
 * first visit to a screen does not wait for its chunk to be fetched and
 * compiled. One screen per idle moment, in sidebar order, and only once
 * the screen the app opened on is drawn with what it shows first (App.svelte
 * says when): warming never competes with it.
 */
import { browserIdle, IdleTask, type IdleScheduler } from './idle-task';

export interface ScreenWarmup {
  /** Settles when the screen the app opened on is drawn: warming starts after it. */
  readonly after: Promise<unknown>;
  /** Each screen's loader, in the order to warm them (a loader already run costs nothing: modules load once). */
  readonly loaders: readonly (() => Promise<unknown>)[];
  readonly idle?: IdleScheduler;
}

/** Starts warming; the function returned stops it (the app closing). */
export function warmScreensWhenIdle({ after, loaders, idle = browserIdle }: ScreenWarmup): () => void {
  let next = 0;
  // One screen per idle moment: the next is asked for once this one's code is in (or failed), while any is left.
  const warmNext = new IdleTask(() => {
    const load = loaders[next++];
    // A chunk that fails here is the visit's to report, when the operator opens that screen: not this.
    void load?.()
      .catch(() => undefined)
      .then(warmRest);
  }, idle);
  const warmRest = () => {
    if (next < loaders.length) warmNext.schedule();
  };
  void after.then(warmRest, warmRest);
  return () => warmNext.stop();
}
