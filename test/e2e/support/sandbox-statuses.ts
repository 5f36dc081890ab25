import { statusLabel } from '@shared/domain/code-labels';
import { DEMO_CREDENTIALS } from '@sandbox/demo-credentials';
import type { HarnessHooks } from './harness-process';

/**
 * What the harness's sandbox says each shipment of the demo account is at,
 * by id, read from the sandbox itself: how far shipments have moved depends
 * on the moment a test runs at, so a test reads it here instead of assuming it.
 */
export async function sandboxStatuses(hooks: HarnessHooks): Promise<Map<string, string>> {
  const { baseUrl } = await hooks.sandbox();
  const signIn = await fetch(`${baseUrl}/v1/auth/token`, {
    method: 'POST',
    headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey, 'Secret-API-Key': DEMO_CREDENTIALS.apiSecret },
  });
  if (!signIn.ok) throw new Error(`the sandbox refused the demo credentials: HTTP ${signIn.status}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const listed = await fetch(`${baseUrl}/v1/tracking/shipments`, { headers: { authorization: `Bearer ${token}` } });
  if (!listed.ok) throw new Error(`the sandbox did not list its shipments: HTTP ${listed.status}`);
  const { shipments } = (await listed.json()) as {
    shipments: Array<{ shipmentId: string; trackingStatus: string | null }>;
  };
  return new Map(shipments.map((s) => [s.shipmentId, statusLabel(s.trackingStatus)]));
}

/** The statuses shipments moved to between two readings, each with how many shipments reached it. */
export function statusesReached(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): Map<string, number> {
  const reached = new Map<string, number>();
  for (const [id, status] of after) {
    const was = before.get(id);
    if (was !== undefined && was !== status) reached.set(status, (reached.get(status) ?? 0) + 1);
  }
  return reached;
}

/** How many shipments moved, all statuses together. */
export const movedCount = (reached: ReadonlyMap<string, number>): number =>
  [...reached.values()].reduce((sum, n) => sum + n, 0);

/**
 * Moves the sandbox's clocks on `stepMs` at a time until at least `atLeast`
 * shipments have moved since `before` (a quiet hour at one moment is a busy
 * one at another); what moved, by the status reached.
 */
export async function advanceUntilMoved(
  hooks: HarnessHooks,
  before: ReadonlyMap<string, string>,
  options: { stepMs: number; atLeast: number; maxSteps?: number },
): Promise<Map<string, number>> {
  for (let step = 0; step < (options.maxSteps ?? 28); step++) {
    await hooks.advanceClock(options.stepMs);
    const reached = statusesReached(before, await sandboxStatuses(hooks));
    if (movedCount(reached) >= options.atLeast) return reached;
  }
  throw new Error(`the sandbox moved fewer than ${options.atLeast} shipments in ${options.maxSteps ?? 28} steps`);
}
