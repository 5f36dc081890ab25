/*
 * The client of the freight API: one class, because one request's life
 * (token, attempts, timeouts, retries, the answer's check, its failure) is
 * one piece of state; over 400 lines for that reason. What can stand alone
 * already does: transport.ts, retry-policy.ts, failures.ts, read-answer.ts,
 * token-holder.ts, request-url.ts.
 */
import { operationSummary } from '@shared/api/operation-words';
import { m } from '@shared/i18n/messages';
import type { Agent } from 'undici';
import type { z } from 'zod';
import type { AlternateForm, OperationSpec } from '@shared/api/operation';
import { changesState, pathParamNames, whereToCheck } from '@shared/api/operation';
import type { OperationBody, OperationId, OperationParams, OperationResult } from '@shared/api/operations';
import { operations } from '@shared/api/operations';
import { schemaWords } from '@shared/api/schema-words';
import { deskProblem } from '@shared/api/request-field-words';
import { untilAborted } from './abort';
import { ApiError } from './api-error';
import { realClientClock, type ClientClock } from './client-clock';
import type { FailureContext } from './failures';
import { cancelled, invalidInput, transportFailure } from './failures';
import { readAnswer, throwUnlessSuccess } from './read-answer';
import { redactHeaders, type SecretSink } from './redact';
import { addressForms, buildRequestUrl, unsendableParams } from './request-url';
import type { RetryOptions } from './retry-policy';
import { DEFAULT_RETRY, isRetryable, parseRetryAfter, retryDelayMs } from './retry-policy';
import { problemsFromError } from './schema-problems';
import { TokenHolder } from './token-holder';
import type { IssuedToken } from './token-holder';
import { JsonWithFiles } from './json-with-files';
import type { RawResponse, RequestBody, Timeouts } from './transport';
import {
  AnswerNotSavedError,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUTS,
  createKeepAliveAgent,
  sendRequest,
} from './transport';

export interface Credentials {
  readonly apiKey: string;
  readonly apiSecret: string;
  /**
   * The origin (scheme://host:port) the key and secret were given for. When
   * set, the client sends them to that origin only: a client whose base URL is
   * elsewhere refuses to sign in rather than hand them to another server.
   */
  readonly origin?: string;
}

/** Where the client reports what it does. Fields never hold secrets, tokens or bodies. */
export interface ApiLogger {
  debug(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface FreightClientOptions {
  /** e.g. https://api.example.com or http://127.0.0.1:4321 (a path prefix is kept). */
  readonly baseUrl: string;
  /** Asked each time a token is needed, so a changed keychain entry takes effect at once. */
  readonly getCredentials: () => Promise<Credentials>;
  readonly timeouts?: Partial<Timeouts>;
  readonly maxResponseBytes?: number;
  /** A larger cap for answers that grow with the account (the shipment list has no paging). */
  readonly maxResponseBytesByOperation?: Partial<Record<OperationId, number>>;
  readonly retry?: Partial<RetryOptions>;
  /** Refresh the token this long before it expires (default 5 min; at most half its lifetime). */
  readonly refreshAheadMs?: number;
  readonly logger?: ApiLogger;
  /**
   * Told every key, secret and token this client handles, so the app's log
   * can remove them from whatever it writes (an echo in an error, a stack).
   */
  readonly secrets?: SecretSink;
  /** The clock and the waits between retries; default the real ones (tests pass their own). */
  readonly clock?: ClientClock;
}

/** A 2xx answer saved to a file (FreightClient.fetchToFile): where, how large, and what its failures need to say. */
export interface SavedAnswer {
  readonly file: string;
  readonly bytes: number;
  readonly status: number;
  readonly context: FailureContext;
}

export interface CallArgs<K extends OperationId> {
  readonly params?: OperationParams<K>;
  /** The body; an upload's as JsonWithFiles, so its files are encoded as they are sent. */
  readonly body?: OperationBody<K> | JsonWithFiles<K>;
  readonly signal?: AbortSignal;
}

/** The loose view of a table entry the pipeline works with. */
type AnyOperation = OperationSpec<z.ZodType, z.ZodType | undefined, z.ZodType>;

const TOKEN_OPERATION: OperationId = 'auth.token';
const DEFAULT_REFRESH_AHEAD_MS = 5 * 60_000;

/**
 * The freight API client of one profile (one base URL): token lifecycle,
 * validation before sending, retries of reads, alternate addresses, and one
 * error model. Every method is safe to call concurrently.
 */
export class FreightClient {
  readonly baseUrl: string;
  /** The debug line of one request about to go out (secrets redacted). */
  private logRequest(op: AnyOperation, url: URL, attempt: number, headers: Record<string, string>): void {
    this.logger?.debug('request', {
      operationId: op.id,
      method: op.method,
      path: url.pathname,
      attempt,
      headers: redactHeaders(headers),
    });
  }

  private readonly agent: Agent;
  private readonly timeouts: Timeouts;
  private readonly retry: RetryOptions;
  private readonly maxResponseBytes: number;
  private readonly tokens: TokenHolder;
  private readonly logger: ApiLogger | undefined;
  private readonly clock: ClientClock;
  private readonly host: string;
  /** Which address form (index into addressForms) answered for an operation at this base URL. */
  private readonly workingForm = new Map<OperationId, number>();

  constructor(private readonly options: FreightClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.host = new URL(this.baseUrl).host;
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.logger = options.logger;
    this.agent = createKeepAliveAgent(this.timeouts);
    this.clock = options.clock ?? realClientClock;
    this.tokens = new TokenHolder(
      () => this.issueToken(),
      options.refreshAheadMs ?? DEFAULT_REFRESH_AHEAD_MS,
      () => this.clock.now(),
    );
  }

  /**
   * Calls one operation of the table. Params are checked with the
   * operation's schema before anything is sent (they build the address); the
   * body is sent as given, already checked where it entered (see below); the answer is parsed into
   * the operation's domain shape. Every failure is an ApiError.
   */
  async call<K extends OperationId>(id: K, args: CallArgs<K> = {}): Promise<OperationResult<K>> {
    const op = operations[id] as unknown as AnyOperation;
    const ctx = this.context(op, 1);
    if (args.signal?.aborted) throw cancelled(ctx, false);

    const paramValues = this.checkedParams(op, ctx, args.params);
    let bodyText: RequestBody | undefined;
    if (op.request) {
      // Not parsed again: the caller's boundary did that (the IPC router for the renderer's input, the
      // CLI for a body file), and main builds the rest itself, typed by OperationBody.
      if (args.body === undefined) throw invalidInput(ctx, 'body', [{ path: '', message: m.failure_body_missing() }]);
      bodyText = args.body instanceof JsonWithFiles ? args.body : JSON.stringify(args.body);
    } else if (args.body !== undefined) {
      throw invalidInput(ctx, 'body', [{ path: '', message: m.failure_body_not_taken() }]);
    }

    if (id === TOKEN_OPERATION) {
      // Asking for a token through call() is signing in: the token is kept for later calls.
      return (await untilAborted(
        this.tokens.refresh().then(() => this.lastTokenAnswer),
        args.signal,
      ).catch((e: unknown) => {
        throw args.signal?.aborted ? cancelled(ctx, false) : e;
      })) as OperationResult<K>;
    }

    const response = await this.sendToFirstWorkingForm(id, op, paramValues, bodyText, args.signal, undefined);
    return readAnswer(op, response, ctx) as OperationResult<K>;
  }

  /**
   * A read whose 2xx answer is saved to `file` instead of being read, for a
   * large answer checked elsewhere (the shipment list, read in pieces and
   * checked in the sync's worker thread with `context`). Everything else is
   * call()'s: params checked, token, 401 re-sign-in, retries, alternate
   * addresses, and a non-2xx answer thrown as its ApiError. A disk that
   * refuses the file throws AnswerNotSavedError.
   */
  async fetchToFile<K extends OperationId>(
    id: K,
    file: string,
    args: Omit<CallArgs<K>, 'body'> = {},
  ): Promise<SavedAnswer> {
    const op = operations[id] as unknown as AnyOperation;
    const ctx = this.context(op, 1);
    if (changesState(op) || op.request || id === TOKEN_OPERATION) {
      throw invalidInput(ctx, 'params', [{ path: '', message: m.failure_bytes_read_only() }]);
    }
    if (args.signal?.aborted) throw cancelled(ctx, false);
    const sent = await this.sendToFirstWorkingForm(
      id,
      op,
      this.checkedParams(op, ctx, args.params),
      undefined,
      args.signal,
      file,
    );
    const context = { ...ctx, attempts: sent.attempts };
    throwUnlessSuccess(sent.response, context);
    return { file, bytes: sent.response.bytes, status: sent.response.status, context };
  }

  /** Gets a fresh token now (the Sign in button); resolves with when it expires. */
  async signIn(): Promise<{ expiresAt: Date }> {
    const token = await this.tokens.refresh();
    return { expiresAt: new Date(token.expiresAt) };
  }

  /** Forgets the token (the service has no revoke operation). */
  signOut(): void {
    this.tokens.clear();
  }

  hasToken(): boolean {
    return this.tokens.has();
  }

  /**
   * Forgets the token and closes the connections once the calls already
   * running have their answers (a booking in flight is not cut off); calls
   * made after this fail as 'cancelled'.
   */
  async close(): Promise<void> {
    this.tokens.clear();
    await this.agent.close();
  }

  // ---------------------------------------------------------------- pipeline

  /** The params as the operation's schema parses them, and an address can carry; else the ApiError saying which. */
  private checkedParams(op: AnyOperation, ctx: FailureContext, given: unknown): Record<string, unknown> {
    const params = op.params.safeParse(given ?? {}, { error: schemaWords });
    // A parameter the table's schema refuses in the service's English (the sandbox sends it) is said in the desk's words.
    if (!params.success) throw invalidInput(ctx, 'params', problemsFromError(params.error).map(deskProblem));
    const values = params.data as Record<string, unknown>;
    const unsendable = unsendableParams(values);
    if (unsendable.length > 0) throw invalidInput(ctx, 'params', unsendable);
    return values;
  }

  private context(op: AnyOperation, attempts: number): FailureContext {
    return {
      operationId: op.id,
      summary: operationSummary(op.id, op.summary),
      method: op.method,
      check: whereToCheck(op),
      path: op.path,
      host: this.host,
      timeouts: this.timeouts,
      attempts,
    };
  }

  /**
   * Reads try the table's address first, then the spec's example forms after a
   * 404, and remember the first form that answered 2xx. Calls that change
   * state use the table's form only: a 404 there is not a reason to send the
   * change somewhere else.
   */
  private async sendToFirstWorkingForm(
    id: OperationId,
    op: AnyOperation,
    params: Record<string, unknown>,
    bodyText: RequestBody | undefined,
    signal: AbortSignal | undefined,
    saveTo: string | undefined,
  ): Promise<{ response: RawResponse; attempts: number }> {
    const forms = addressForms(op);
    const known = this.workingForm.get(id);
    // A form whose placeholders the params cannot fill is not a candidate.
    const fillable = (form: AlternateForm) =>
      pathParamNames(form.path).every((name) => params[name] !== undefined && params[name] !== '');
    const candidates =
      known !== undefined
        ? [known]
        : op.method === 'GET' && !changesState(op)
          ? forms.flatMap((form, i) => (i === 0 || fillable(form) ? [i] : []))
          : [0];
    let last: { response: RawResponse; attempts: number } | undefined;
    for (const index of candidates) {
      const form = forms[index] as AlternateForm;
      last = await this.sendWithRetries(op, form, params, bodyText, signal, saveTo);
      const status = last.response.status;
      if (status >= 200 && status < 300) {
        if (known === undefined && candidates.length > 1) {
          this.workingForm.set(id, index);
          if (index > 0) this.logger?.debug('alternate address answers', { operationId: id, path: form.path });
        }
        return last;
      }
      if (status !== 404) return last;
    }
    return last as { response: RawResponse; attempts: number };
  }

  /**
   * One request, with what may be repeated: a read after a network error or a
   * 429/502/503/504 (backoff with full jitter, Retry-After honoured), and any
   * call once after a 401 with a refreshed token (a 401 means the service did
   * not process it). A call that changes state is never repeated otherwise,
   * even the tracking switch, which is a GET: the operator decides, after
   * checking.
   */
  private async sendWithRetries(
    op: AnyOperation,
    form: AlternateForm,
    params: Record<string, unknown>,
    bodyText: RequestBody | undefined,
    signal: AbortSignal | undefined,
    saveTo: string | undefined,
  ): Promise<{ response: RawResponse; attempts: number }> {
    const url = buildRequestUrl(this.baseUrl, form, params);
    const mayRepeat = !changesState(op);
    let attempts = 0;
    let replayedAfter401 = false;
    for (;;) {
      attempts += 1;
      const ctx = this.context(op, attempts);
      const token = op.auth ? await this.currentToken(ctx, signal) : undefined;
      const headers: Record<string, string> = { accept: 'application/json' };
      // Only with a body: a JSON content type on an empty body is a 400 for many servers (fastify among them).
      if (bodyText !== undefined) headers['content-type'] = 'application/json';
      if (bodyText instanceof JsonWithFiles) headers['content-length'] = String(bodyText.byteLength);
      if (token) headers.authorization = `Bearer ${token}`;

      const started = performance.now();
      this.logRequest(op, url, attempts, headers);
      let response: RawResponse;
      try {
        response = await sendRequest(this.agent, {
          url,
          method: op.method,
          headers,
          body: bodyText,
          signal,
          maxResponseBytes: this.options.maxResponseBytesByOperation?.[op.id as OperationId] ?? this.maxResponseBytes,
          ...(saveTo === undefined ? {} : { saveTo }),
        });
      } catch (error) {
        if (signal?.aborted) throw cancelled(ctx, true);
        // The disk's refusal, not the exchange's: asking the service again would not help.
        if (error instanceof AnswerNotSavedError) throw error;
        const failure = transportFailure(error, ctx);
        this.logger?.warn('request failed', {
          operationId: op.id,
          kind: failure.kind,
          attempt: attempts,
          code: (error as { code?: unknown }).code,
        });
        if (
          failure.kind === 'network' &&
          mayRepeat &&
          isRetryable(op.method, 'network') &&
          attempts < this.retry.attempts
        ) {
          await this.pause(retryDelayMs(attempts - 1, undefined, this.retry) ?? 0, ctx, signal);
          continue;
        }
        throw failure;
      }
      this.logger?.debug('response', {
        operationId: op.id,
        status: response.status,
        ms: Math.round(performance.now() - started),
        bytes: response.bytes,
      });

      if (response.status === 401 && token && !replayedAfter401) {
        replayedAfter401 = true;
        attempts -= 1; // the replay is part of the same attempt
        this.tokens.invalidate(token);
        continue;
      }
      if (mayRepeat && isRetryable(op.method, response) && attempts < this.retry.attempts) {
        const retryAfter = parseRetryAfter(response.headers['retry-after'], this.clock.now());
        const delay = retryDelayMs(attempts - 1, retryAfter, this.retry);
        if (delay !== undefined) {
          await this.pause(delay, ctx, signal);
          continue;
        }
      }
      return { response, attempts };
    }
  }

  private async pause(ms: number, ctx: FailureContext, signal: AbortSignal | undefined): Promise<void> {
    try {
      await this.clock.sleep(ms, signal);
    } catch {
      throw cancelled(ctx, false);
    }
  }

  private async currentToken(ctx: FailureContext, signal: AbortSignal | undefined): Promise<string> {
    try {
      return await untilAborted(this.tokens.get(), signal);
    } catch (error) {
      if (signal?.aborted) throw cancelled(ctx, false);
      throw error;
    }
  }

  // ------------------------------------------------------------------- token

  /** The parsed answer of the last token request, for call('auth.token'). */
  private lastTokenAnswer: OperationResult<'auth.token'> | undefined;

  /** POST /v1/auth/token with the key and secret; never retried, never logged with its headers' values. */
  private async issueToken(): Promise<IssuedToken> {
    const op = operations[TOKEN_OPERATION] as unknown as AnyOperation;
    const ctx = this.context(op, 1);
    const credentials = await this.options.getCredentials();
    this.options.secrets?.add(credentials.apiKey);
    this.options.secrets?.add(credentials.apiSecret);
    if (!credentials.apiKey?.trim() || !credentials.apiSecret) {
      throw new ApiError({
        kind: 'unauthorized',
        operationId: op.id,
        message: m.main_sign_in_no_credentials(),
      });
    }
    const origin = new URL(this.baseUrl).origin;
    if (credentials.origin !== undefined && credentials.origin !== origin) {
      throw new ApiError({
        kind: 'unauthorized',
        operationId: op.id,
        message: m.main_sign_in_other_origin({ kept: credentials.origin, origin }),
      });
    }
    const headers = {
      accept: 'application/json',
      'x-api-key': credentials.apiKey,
      'secret-api-key': credentials.apiSecret,
    };
    const url = buildRequestUrl(this.baseUrl, { path: op.path }, {});
    this.logRequest(op, url, 1, headers);
    let response: RawResponse;
    try {
      response = await sendRequest(this.agent, {
        url,
        method: op.method,
        headers,
        maxResponseBytes: this.maxResponseBytes,
      });
    } catch (error) {
      // Signing in changes nothing at the service: its outcome is never "unknown".
      throw transportFailure(error, { ...ctx, summary: m.op_sign_in(), check: null });
    }
    this.logger?.debug('response', { operationId: op.id, status: response.status, bytes: response.bytes });
    if (response.status === 401 || response.status === 403) {
      throw new ApiError({
        kind: 'unauthorized',
        operationId: op.id,
        status: response.status,
        message: m.main_sign_in_refused(),
      });
    }
    const answer = readAnswer(op, { response, attempts: 1 }, ctx) as OperationResult<'auth.token'>;
    this.lastTokenAnswer = answer;
    this.options.secrets?.add(answer.accessToken);
    return { accessToken: answer.accessToken, expiresInSeconds: answer.expiresIn };
  }
}
