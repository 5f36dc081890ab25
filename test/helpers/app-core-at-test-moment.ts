import { createAppCore, type AppCore, type AppCoreOptions } from '@main/app-core';
import { systemClock, type MonitorClock } from '@main/session/connection-monitor';
import { TEST_NOW } from './test-clock';

/**
 * Main's clock when a test brings none: from the tests' moment at the real
 * pace, with real timers, as the web harness's --start-at runs its process.
 */
function runningFromTestMoment(): MonitorClock {
  const startedAt = performance.now();
  return { ...systemClock, now: () => TEST_NOW + Math.round(performance.now() - startedAt) };
}

/**
 * The one way tests start an app core: main's clock (the test's own, else one
 * running from the tests' moment) and its embedded sandbox's clocks start at
 * the same moment, so the desk and its sandbox agree on the day whatever day
 * the suite runs. Lint refuses createAppCore elsewhere in test/
 * (eslint-rules/tests-at-test-moment.mjs).
 */
export function createAppCoreAtTestMoment(options: AppCoreOptions): Promise<AppCore> {
  const clock = options.session?.clock ?? runningFromTestMoment();
  return createAppCore({
    ...options,
    session: { ...options.session, clock },
    sandbox: { clockStartAt: clock.now(), ...options.sandbox },
  });
}
