import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxClock } from '../clock';
import { fieldErrorsOf, invalidFields, notFound } from '../errors';
import { bodyRewriteSchema } from '../body-rewrite';
import { FAULT_STATUSES, MAX_OVERSIZE_BYTES, type FaultStatus, type FaultTable } from '../faults';
import type { RequestCounter } from '../stats';
import { wireDateTime } from '../util/dates';
import { sendJson } from './send';

/*
 * Test-only admin routes under /__sandbox, registered only when an admin
 * token is configured, and answering 404 (like an unknown route) unless the
 * request carries `X-Sandbox-Admin: <token>`. They let browser end-to-end
 * tests, which cannot reach the RunningSandbox object, inject faults and move
 * the clock:
 *
 *   POST   /__sandbox/faults         {operationId, fault}   set a fault ('*' = all)
 *   DELETE /__sandbox/faults[?operationId=]                clear one or all
 *   GET    /__sandbox/stats                                 requests per operation, faults, clock
 *   POST   /__sandbox/clock          {advanceMs?, speed?}   jump both clocks, or set the simulated speed
 *   POST   /__sandbox/expire-tokens                         void every token issued so far
 */

const faultStatus = (name: string) =>
  z
    .number()
    .refine(
      (s) => (FAULT_STATUSES as readonly number[]).includes(s),
      `${name} must be one of ${FAULT_STATUSES.join(', ')}`,
    )
    .transform((s) => s as FaultStatus)
    .optional();

const faultSchema = z.strictObject({
  latencyMs: z.number().min(0).max(120_000).optional(),
  status: faultStatus('status'),
  statusAfter: faultStatus('statusAfter'),
  retryAfterSeconds: z.int().min(0).optional(),
  times: z.int().positive().optional(),
  drop: z.enum(['before', 'after']).optional(),
  malformedJson: z.boolean().optional(),
  wrongShape: z.boolean().optional(),
  oversizeBytes: z.int().positive().max(MAX_OVERSIZE_BYTES).optional(),
  tokenTtlSeconds: z.int().positive().optional(),
  rewrite: bodyRewriteSchema.optional(),
});
const setFaultBody = z.object({ operationId: z.string().min(1), fault: faultSchema });
const clockBody = z.object({ advanceMs: z.number().min(0).optional(), speed: z.number().min(0).optional() });

export interface AdminDeps {
  readonly token: string;
  readonly faults: FaultTable;
  readonly stats: RequestCounter;
  readonly clock: SandboxClock;
}

export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const expected = Buffer.from(deps.token);
  const guard = (request: FastifyRequest) => {
    const given = request.headers['x-sandbox-admin'];
    const value = Buffer.from(typeof given === 'string' ? given : '');
    if (value.length !== expected.length || !timingSafeEqual(value, expected)) {
      throw notFound(`no operation at ${request.method} ${request.url.split('?')[0]}`);
    }
  };
  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
    const result = schema.safeParse(body ?? {});
    if (!result.success) throw invalidFields(fieldErrorsOf(result.error));
    return result.data;
  };
  const clockState = () => ({
    now: wireDateTime(deps.clock.now()),
    operatorNow: wireDateTime(deps.clock.operatorNow()),
    speed: deps.clock.speed,
  });

  app.post('/__sandbox/faults', async (request, reply) => {
    guard(request);
    const { operationId, fault } = parse(setFaultBody, request.body);
    deps.faults.set(operationId, fault);
    sendJson(reply, 200, { faults: deps.faults.list() });
  });
  app.delete('/__sandbox/faults', async (request, reply) => {
    guard(request);
    const operationId = (request.query as Record<string, unknown>).operationId;
    deps.faults.clear(typeof operationId === 'string' && operationId !== '' ? operationId : undefined);
    sendJson(reply, 200, { faults: deps.faults.list() });
  });
  app.get('/__sandbox/stats', async (request, reply) => {
    guard(request);
    sendJson(reply, 200, { counts: deps.stats.snapshot(), faults: deps.faults.list(), clock: clockState() });
  });
  app.post('/__sandbox/clock', async (request, reply) => {
    guard(request);
    const { advanceMs, speed } = parse(clockBody, request.body);
    if (advanceMs !== undefined) deps.clock.advance(advanceMs);
    if (speed !== undefined) deps.clock.setSpeed(speed);
    sendJson(reply, 200, clockState());
  });
  app.post('/__sandbox/expire-tokens', async (request, reply) => {
    guard(request);
    deps.faults.expireTokens();
    sendJson(reply, 200, { success: true, message: 'every token issued so far has expired' });
  });
}
