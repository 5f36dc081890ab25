import type { OperationId } from '@shared/api/operations';
import type { SandboxServices } from '../handlers/types';

/*
 * What the operation table cannot say about routing, kept in one place.
 */

/**
 * When several operations share a route, a candidate with a claim takes the
 * request only when its claim holds; the first candidate without a claim (or
 * whose claim holds) wins.
 *
 * GET /v1/tracking/shipment/{x}/detail is the detail form (x = shipment id)
 * AND the example-call form of the messages (x = shipment code): it is the
 * detail when x is a shipment id of the caller, else the messages.
 */
export const routeClaims: Partial<
  Record<
    OperationId,
    (params: Readonly<Record<string, string>>, account: string | null, services: SandboxServices) => boolean
  >
> = {
  'tracking.detail': (params, account, services) =>
    account !== null && services.state.shipment(account, (params.shipmentId ?? '').trim()) !== undefined,
};

/**
 * Raw parameter fix-ups before the operation's params schema reads them.
 * The tracking switch's Status is "bool, 0 = disabled, 1 = enabled" by the
 * spec: 1/0 and any letter case are read as true/false.
 */
export const paramAdapters: Partial<Record<OperationId, (raw: Record<string, unknown>) => Record<string, unknown>>> = {
  'tracking.switch': (raw) => {
    const status = raw.status;
    if (typeof status !== 'string') return raw;
    const t = status.trim().toLowerCase();
    return { ...raw, status: t === '1' ? 'true' : t === '0' ? 'false' : t };
  },
};

/**
 * Operations whose business rules the handler checks itself because the spec
 * makes a refusal an HTTP 200 with success false, not a 400: the document
 * upload (a bad template id, a file that is not base64, a refused type).
 */
export const rulesInHandler: ReadonlySet<OperationId> = new Set<OperationId>(['documents.upload']);

/**
 * Body fields an alternate form carries in its path (upload with the
 * shipment id before /upload): copied into the body when the body lacks them.
 */
export const pathFieldsIntoBody: ReadonlySet<OperationId> = new Set<OperationId>(['documents.upload']);
