/**
 * An error whose message is written for the operator, with a stable code the
 * renderer can branch on. The IPC router passes these through as they are;
 * any other error becomes a generic 'internal' one (and is logged).
 */
export class UserFacingError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'UserFacingError';
  }
}
