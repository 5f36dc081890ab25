import { m } from '@shared/i18n/messages';
import type { AppError } from './api';

/** How the renderer presents one error code: a short headline above main's own message. */
interface ErrorKind {
  /** A message: said in the desk's language when the error is shown. */
  readonly title: () => string;
  /** Whether the operator must change their settings (key, secret, base URL) to get past it. */
  readonly needsSettings: boolean;
}

/**
 * Every code main can send (the ApiError kinds plus the IPC router's own), in
 * plain words. The message main sends says what happened; this says what kind
 * of trouble it is, so an operator can tell "check the cable" from "check the key".
 */
const errorKinds: Readonly<Record<string, ErrorKind>> = {
  network: { title: m.error_title_network, needsSettings: false },
  timeout: { title: m.error_title_timeout, needsSettings: false },
  unauthorized: { title: m.error_title_unauthorized, needsSettings: true },
  forbidden: { title: m.error_title_forbidden, needsSettings: true },
  'not-found': { title: m.error_title_not_found, needsSettings: false },
  'invalid-request': { title: m.error_title_invalid_request, needsSettings: false },
  server: { title: m.error_title_server, needsSettings: false },
  'bad-response': { title: m.error_title_bad_response, needsSettings: false },
  refused: { title: m.error_title_refused, needsSettings: false },
  cancelled: { title: m.error_title_cancelled, needsSettings: false },
  validation: { title: m.error_title_validation, needsSettings: false },
  'keychain-unavailable': { title: m.error_title_keychain_unavailable, needsSettings: false },
  'missing-credentials': { title: m.error_title_missing_credentials, needsSettings: true },
  'settings-not-saved': { title: m.error_title_settings_not_saved, needsSettings: false },
  'profile-changed': { title: m.error_title_profile_changed, needsSettings: false },
  'signed-out': { title: m.error_title_signed_out, needsSettings: false },
  internal: { title: m.error_title_internal, needsSettings: false },
};

const unknownKind: ErrorKind = { title: m.error_title_unknown, needsSettings: false };

export function errorKind(code: string): ErrorKind {
  return errorKinds[code] ?? unknownKind;
}

/** The headline for an error. */
export function errorTitle(error: Pick<AppError, 'code'>): string {
  return errorKind(error.code).title();
}

/** Whether to point the operator to Settings (the key, secret or profile is what needs changing). */
export function needsSettings(error: Pick<AppError, 'code'>): boolean {
  return errorKind(error.code).needsSettings;
}

/**
 * Whether to offer "Try again" for a failed READ (lookups and lists, which are
 * safe to repeat). Never use it to offer repeating a write.
 */
export function canRetryRead(error: Pick<AppError, 'code'>): boolean {
  // A read is harmless to repeat, but repeating one the operator must fix first only fails again:
  // a refused input, or a 404 (no such record, or no such operation at the profile's address).
  return error.code !== 'validation' && error.code !== 'invalid-request' && error.code !== 'not-found';
}
