/** The freight API client of the main process: what services, the CLI and the harness import. */
export { ApiError, isApiError } from './api-error';
export type { ApiErrorInit } from './api-error';
export type { ClientClock } from './client-clock';
export { FreightClient } from './freight-client';
export { JsonWithFiles, type FilesAsBytes } from './json-with-files';
export type { ApiLogger, CallArgs, Credentials, FreightClientOptions, SavedAnswer } from './freight-client';
export {
  KnownSecrets,
  REDACTED,
  SECRET_HEADERS,
  isSecretField,
  redactForLog,
  redactHeaders,
  redactSecrets,
} from './redact';
export type { SecretSink } from './redact';
export { DEFAULT_RETRY, backoffDelayMs, isRetryable, parseRetryAfter, retryDelayMs } from './retry-policy';
export type { RetryOptions } from './retry-policy';
export { addressForms, buildRequestPath, buildRequestUrl } from './request-url';
export { formatProblem, problemsFromError } from './schema-problems';
export {
  AnswerNotSavedError,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUTS,
  createKeepAliveAgent,
  sendRequest,
} from './transport';
export type { RawResponse, RequestBody, Timeouts } from './transport';
