import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MIB } from '@shared/domain/upload-limits';
import { SandboxHttpError, errorCodeForStatus, notFound } from './errors';
import { registerAdminRoutes, type AdminDeps } from './http/admin-routes';
import { routeHandler, type PipelineDeps } from './http/pipeline';
import { buildRouteTable } from './http/route-table';
import { sendError } from './http/send';
import type { HeldPort } from './http/held-port';

/**
 * Bodies above this are refused by fastify before parsing (413). It holds a
 * document at the app's limit as base64 (4/3 bigger) and room for the rest,
 * so a document over the limit reaches the handler and gets its own, clearer
 * 413.
 */
const BODY_LIMIT_BYTES = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 2 * 1024 * 1024;

export interface ServerOptions {
  readonly logger: boolean;
  /** Every request waits for this (the sandbox's data loaded and made); default none. */
  readonly ready?: Promise<void>;
  readonly admin: Omit<AdminDeps, 'token'> & { readonly token: string | undefined };
  /** Serve on this already listening port (held-port.ts): the app is then made ready and the port opened to it, never `listen`ed. */
  readonly heldPort?: HeldPort;
}

/** The fastify app: routes from the operation table, one error format, admin routes when enabled. */
export function buildServer(deps: PipelineDeps, options: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // The spec capitalises /v1/Booking only; clients vary, the sandbox does not mind.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    forceCloseConnections: true,
    ...(options.heldPort ? { serverFactory: serveOn(options.heldPort) } : {}),
  });

  // A sandbox still loading its data answers once it has: a request waits, never fails for it.
  const ready = options.ready;
  if (ready) app.addHook('onRequest', async () => await ready);

  // Requests "carry Content-Type: application/json" even without a body (the token call): an empty body is no body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body));
    } catch (error) {
      done(
        new SandboxHttpError(400, 'invalid-json', `the request body is not valid JSON: ${(error as Error).message}`),
        undefined,
      );
    }
  });

  app.setErrorHandler((error: FastifyError | SandboxHttpError, request, reply) => {
    if (error instanceof SandboxHttpError) return sendError(reply, error);
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 413) {
      return sendError(
        reply,
        new SandboxHttpError(
          413,
          'payload-too-large',
          `the request body is larger than ${(BODY_LIMIT_BYTES / 1048576).toFixed(1)} MiB; documents may be at most ${MAX_UPLOAD_MIB} MiB`,
        ),
      );
    }
    if (status >= 500) request.log.error({ err: error }, 'sandbox handler failed');
    const message = status >= 500 ? `the sandbox failed: ${error.message}` : error.message;
    return sendError(reply, new SandboxHttpError(status, errorCodeForStatus(status), message));
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      notFound(
        `no operation at ${request.method} ${request.url.split('?')[0]}; see the freight API spec for the paths`,
      ),
    ),
  );

  for (const entry of buildRouteTable()) {
    app.route({ method: entry.method, url: entry.url, handler: routeHandler(entry, deps) });
  }
  if (options.admin.token) registerAdminRoutes(app, { ...options.admin, token: options.admin.token });
  return app;
}

/**
 * fastify's serverFactory for a held port: its handler takes the port's
 * requests, and the server gets the timeouts fastify gives a server it makes
 * (its options arrive untyped, defaults filled in).
 */
function serveOn(held: HeldPort): FastifyServerFactory {
  const ms = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return (handler, settings) => {
    held.server.keepAliveTimeout = ms(settings.keepAliveTimeout, 72_000);
    held.server.requestTimeout = ms(settings.requestTimeout, 0);
    held.server.setTimeout(ms(settings.connectionTimeout, 0));
    held.attach(handler);
    return held.server;
  };
}
