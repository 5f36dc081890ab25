import type { CoreLog } from '@main/log/core-log';

/** A core log that keeps nothing: for tests whose failures are expected and asserted elsewhere. */
export const silentLog: CoreLog = { error: () => undefined, failed: () => undefined };
