import type { AppError } from './api';

/** How the renderer presents one error code: a short headline above main's own message. */
interface ErrorKind {
  readonly title: string;
  /** Whether the operator must change their settings (key, secret, base URL) to get past it. */
  readonly needsSettings: boolean;
}

/**
 * Every code main can send (the ApiError kinds plus the IPC router's own), in
 * plain words. The message main sends says what happened; this says what kind
 * of trouble it is, so an operator can tell "check the cable" from "check the key".
 */
const errorKinds: Readonly<Record<string, ErrorKind>> = {
  network: { title: 'No connection to the freight service', needsSettings: false },
  timeout: { title: 'The freight service took too long to answer', needsSettings: false },
  unauthorized: { title: 'The service did not accept the API key or secret', needsSettings: true },
  forbidden: { title: 'This profile is not allowed to do that', needsSettings: true },
  'not-found': { title: 'Not found', needsSettings: false },
  'invalid-request': { title: 'The request was not accepted', needsSettings: false },
  server: { title: 'The freight service had a problem', needsSettings: false },
  'bad-response': { title: 'The freight service sent an answer Freight Desk cannot read', needsSettings: false },
  refused: { title: 'The freight service declined the request', needsSettings: false },
  cancelled: { title: 'Cancelled', needsSettings: false },
  validation: { title: 'Some fields need attention', needsSettings: false },
  'keychain-unavailable': { title: 'The system keychain is not available', needsSettings: false },
  'missing-credentials': { title: 'This profile has no API key and secret for its server', needsSettings: true },
  'settings-not-saved': { title: 'Freight Desk could not save its settings', needsSettings: false },
  'profile-changed': { title: 'The active profile changed', needsSettings: false },
  'signed-out': { title: 'Signed out', needsSettings: false },
  internal: { title: 'Something went wrong inside Freight Desk', needsSettings: false },
};

const unknownKind: ErrorKind = { title: 'Something went wrong', needsSettings: false };

export function errorKind(code: string): ErrorKind {
  return errorKinds[code] ?? unknownKind;
}

/** The headline for an error. */
export function errorTitle(error: Pick<AppError, 'code'>): string {
  return errorKind(error.code).title;
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
