import type { FastifyReply, FastifyRequest } from 'fastify';
import { rulesFor } from '@shared/api/request-checks';
import { parseOperationRequest } from '@shared/api/parse';
import type { OperationId } from '@shared/api/operations';
import { rewriteBody } from '../body-rewrite';
import { errorCodeForStatus, invalidField, SandboxHttpError, unauthorized } from '../errors';
import { wrongShape, type Fault, type FaultStatus, type FaultTable } from '../faults';
import type { Answer, HandlerInput, HandlerTable, SandboxServices } from '../handlers/types';
import type { RequestCounter } from '../stats';
import { extraPathParams, issuesError, paramsError, rawParams } from './request-parts';
import { paramAdapters, pathFieldsIntoBody, routeClaims, rulesInHandler } from './route-rules';
import type { RouteCandidate, RouteEntry } from './route-table';
import { sendJson } from './send';

export interface PipelineDeps {
  readonly services: SandboxServices;
  readonly handlers: HandlerTable;
  readonly stats: RequestCounter;
  readonly faults: FaultTable;
  /** How an injected latency waits (SandboxOptions.wait). */
  readonly wait: (ms: number) => Promise<void>;
}

/**
 * One request, in order:
 * 1. pick the operation (a shared route asks route-rules.ts);
 * 2. count it (stats) and apply an injected fault: latency, a dropped
 *    connection before anything happens, or an error status;
 * 3. check the bearer token (401);
 * 4. parse params and body with the operation's schemas and the shared
 *    business rules (400 naming the fields);
 * 5. run the handler;
 * 6. apply an "after" fault (drop the connection after the state changed,
 *    answer an error status though it changed, cut the JSON in half, send it in the wrong shape or padded beyond a
 *    client's size limit, or rewrite it), else answer.
 */
export function routeHandler(entry: RouteEntry, deps: PipelineDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { services } = deps;
    const fastifyParams = (request.params ?? {}) as Record<string, string>;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const authorization = request.headers.authorization;

    const candidate = pickCandidate(entry, fastifyParams, query, authorization, services);
    const id = candidate.operationId;
    deps.stats.hit(id);

    const fault = deps.faults.take(id);
    if (fault?.latencyMs) await deps.wait(fault.latencyMs);
    if (fault?.drop === 'before') return drop(request, reply);
    if (fault?.status) throw faultError(fault.status, fault);

    let account = '';
    if (candidate.operation.auth) {
      const check = services.tokens.check(authorization, (key) => services.accounts.has(key));
      if (!check.ok) throw unauthorized(check.message);
      account = check.account;
    }

    const raw = rawParams(candidate, fastifyParams, query);
    const adapted = paramAdapters[id]?.(raw) ?? raw;
    const params = candidate.operation.params.safeParse(adapted);
    if (!params.success) throw paramsError(params.error);
    const body = parseBody(id, candidate, raw, request.body);

    const input: HandlerInput<OperationId> = {
      account,
      params: params.data as HandlerInput<OperationId>['params'],
      body: body as HandlerInput<OperationId>['body'],
      headers: request.headers,
      now: services.clock.now(),
      operatorNow: services.clock.operatorNow(),
      services,
    };
    // The table maps each id to its own handler; TS cannot follow the id through the union.
    const handler = deps.handlers[id] as (i: HandlerInput<OperationId>) => Answer | Promise<Answer>;
    const answer = await handler(input);

    if (fault?.drop === 'after') return drop(request, reply);
    if (fault?.statusAfter) throw faultError(fault.statusAfter, fault);
    if (fault?.malformedJson) return sendJson(reply, 200, answer.body ?? { success: true }, { cut: true });
    if (fault?.wrongShape) return sendJson(reply, 200, wrongShape(answer.body));
    if (fault?.oversizeBytes) {
      return sendJson(reply, 200, answer.body ?? { success: true }, { padTo: fault.oversizeBytes });
    }
    if (fault?.rewrite) return sendJson(reply, answer.status, rewriteBody(answer.body ?? null, fault.rewrite));
    if (answer.body === undefined) {
      reply.code(answer.status).send();
      return;
    }
    return sendJson(reply, answer.status, answer.body);
  };
}

function pickCandidate(
  entry: RouteEntry,
  fastifyParams: Readonly<Record<string, string>>,
  query: Readonly<Record<string, unknown>>,
  authorization: string | undefined,
  services: SandboxServices,
): RouteCandidate {
  const [only, ...others] = entry.candidates;
  if (!only) throw new Error(`route ${entry.url} has no operation`);
  if (others.length === 0) return only;
  // Deciding needs the caller's account; an invalid token just decides nothing (the 401 comes later).
  const check = services.tokens.check(authorization, (key) => services.accounts.has(key));
  const account = check.ok ? check.account : null;
  return (
    entry.candidates.find((c) => {
      const claim = routeClaims[c.operationId];
      return !claim || claim(rawParams(c, fastifyParams, query) as Record<string, string>, account, services);
    }) ?? only
  );
}

function parseBody(id: OperationId, candidate: RouteCandidate, raw: Record<string, unknown>, body: unknown): unknown {
  if (candidate.operation.request === undefined) return undefined; // bodies of body-less operations are ignored
  let json = body;
  if (pathFieldsIntoBody.has(id)) json = withPathFields(json, extraPathParams(candidate, raw));
  if (json === undefined || json === null) throw invalidField('', 'the request needs a JSON body');
  const parsed = parseOperationRequest(id, json);
  if (!parsed.ok) throw issuesError(parsed.issues);
  if (!rulesInHandler.has(id)) {
    // The rules on the value just parsed: the schema runs once per request.
    const { rules } = rulesFor(id, parsed.value);
    if (rules.length > 0) throw issuesError(rules);
  }
  return parsed.value;
}

/** The upload's shipment id from the path goes into the body; a different one in both is refused. */
function withPathFields(body: unknown, fields: Readonly<Record<string, string>>): unknown {
  if (Object.keys(fields).length === 0) return body;
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...record };
  for (const [name, value] of Object.entries(fields)) {
    const inBody = record[name];
    if (inBody === undefined || inBody === null || inBody === '') merged[name] = value;
    else if (typeof inBody === 'string' && inBody.trim().toLowerCase() !== value.trim().toLowerCase()) {
      throw invalidField(name, `${name} in the body (${inBody}) differs from the one in the path (${value})`);
    }
  }
  return merged;
}

function faultError(status: FaultStatus, fault: Fault): SandboxHttpError {
  const headers: Record<string, string> =
    fault.retryAfterSeconds !== undefined ? { 'Retry-After': String(fault.retryAfterSeconds) } : {};
  return new SandboxHttpError(
    status,
    errorCodeForStatus(status),
    `injected fault: the sandbox answers ${status}`,
    [],
    headers,
  );
}

/** Destroys the connection without an answer; fastify must not try to write one. */
function drop(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  request.raw.socket.destroy();
}
