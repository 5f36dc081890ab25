import { startSandbox, type RunningSandbox, type SandboxOptions } from '@sandbox';
import { TEST_NOW } from './test-clock';

/**
 * The one way tests start a sandbox: its clocks start at the tests' moment
 * (test-clock.ts), so what it schedules and prices is the same on any day the
 * suite runs. A test that needs another start says so in `options`.
 * Lint refuses startSandbox elsewhere in test/ (eslint-rules/tests-at-test-moment.mjs).
 */
export function startSandboxAtTestMoment(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ host: '127.0.0.1', port: 0, clockStartAt: TEST_NOW, ...options });
}
