/**
 * An answer the desk keeps in its local store (src/main/store): the service's
 * value, when the service sent it, and whether this copy came from the store
 * because the service could not be asked (offline, signed out, refused). A
 * screen shows "as of <fetchedAt>" when the copy is not fresh and says why
 * when `fromStore` is true.
 */
export interface Kept<T> {
  readonly value: T;
  /** ISO time the service sent this value (main's clock). */
  readonly fetchedAt: string;
  /** True when the service was not reachable and this is the copy the store held. */
  readonly fromStore: boolean;
}

/**
 * The error codes after which main answers from the store instead (when it
 * holds the record): the service could not be asked, or not by this desk
 * now. A 404, an invalid request or a bad answer are the service's own word
 * and are shown as errors.
 */
export const answerFromStoreOn: readonly string[] = [
  'network',
  'timeout',
  'server',
  'unauthorized',
  'signed-out',
  'keychain-unavailable',
];
