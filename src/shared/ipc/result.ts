/**
 * What crosses the IPC boundary: never a thrown Error (Electron drops its
 * fields), always this envelope, which the renderer unwraps.
 */
export interface IpcError {
  /** A stable code the renderer can branch on: 'validation', an ApiError kind, 'keychain-unavailable', ... */
  readonly code: string;
  /** A sentence an operator can act on. */
  readonly message: string;
  readonly details?: unknown;
}

export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcError };

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value });
export const fail = (error: IpcError): IpcResult<never> => ({ ok: false, error });
