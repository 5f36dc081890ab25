/** How often validity texts ("Expires in 12 min") are worked out again. */
export const NOW_TICK_MS = 30_000;

/**
 * The operator's clock as reactive state, moved on every 30 seconds (and when
 * the window comes back into view), so expiry marks and countdowns stay true
 * while a screen sits open. Call during a component's setup: the timer stops
 * with the component.
 */
export function useNow(intervalMs: number = NOW_TICK_MS): { readonly current: number } {
  // Milliseconds, not a Date: the state is replaced, never mutated.
  let now = $state(Date.now());
  $effect(() => {
    const tick = () => (now = Date.now());
    const timer = setInterval(tick, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  });
  return {
    /** Epoch milliseconds. */
    get current() {
      return now;
    },
  };
}
