import type { ApiLogger } from '@main/api/freight-client';
import type { SecretSink } from '@main/api/redact';
import { escapeControls, forLog } from './log-lines';

/** A failure the operator was shown (a refused call, a sync that could not reach the service). */
export interface ShownFailure {
  readonly code: string;
  readonly message: string;
}

/**
 * Where the app core reports what went wrong. The app, the web harness and
 * the CLI give it the log file (app-log.ts); tests and benches give their own
 * or none (stderrLog).
 */
export interface CoreLog {
  /** Something nobody asked to see went wrong (a bug, a store that cannot be written): logged with its stack. */
  error(context: string, error: unknown): void;
  /** A failure the operator was shown, in one line: support reads what the desk was told. */
  failed(context: string, failure: ShownFailure): void;
  /** The API client's request lines (at debug level) and warnings. */
  readonly api?: ApiLogger;
  /** Where the client reports keys, secrets and tokens, so the log leaves them out. */
  readonly secrets?: SecretSink;
  /** The folder of the log files ("Show logs"); absent when nothing is written to a file. */
  readonly folder?: string;
}

/** No log file: unexpected errors to stderr (as before there was a log), shown failures nowhere. */
export const stderrLog: CoreLog = {
  error: (context, error) => {
    // Errors here never carry credentials (the client redacts its headers, and the keychain and profile
    // store do not put secrets into messages); their texts are kept to their lines as in the log file.
    console.error(`[freight-desk] ${escapeControls(context)}:`, forLog(error, []));
  },
  failed: () => undefined,
};
