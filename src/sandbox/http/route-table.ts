import type { HttpMethod, OperationSpec } from '@shared/api/operation';
import { operationIds, operations, type OperationId } from '@shared/api/operations';

/*
 * The sandbox's routes, derived from the operation table: every operation's
 * path and each of its `alternates` (the spec's example-call forms). Nothing
 * here names an operation; routes.ts registers what this returns.
 *
 * - `{param}` becomes a positional fastify parameter (`:s3`), so two forms
 *   that differ only in their parameter names share one route;
 * - `{type}` may span two segments (`sea/fcl`, see fillPath), so a path with
 *   it is registered with one and with two segments in its place;
 * - forms that land on the same method and route become candidates of one
 *   route, primary forms first; route-rules.ts decides between them.
 */

export interface RouteCandidate {
  readonly operationId: OperationId;
  readonly operation: OperationSpec;
  /** The operation's own path (true) or one of its alternates (false). */
  readonly primary: boolean;
  /** The form's path as written in the table. */
  readonly formPath: string;
  /** Operation param name -> the fastify params whose values (joined by '/') make it. */
  readonly pathParams: ReadonlyArray<readonly [name: string, keys: readonly string[]]>;
  /** Param name -> query key spelled differently in some form (cityName -> CityName). */
  readonly queryKeys: Readonly<Record<string, string>>;
}

export interface RouteEntry {
  readonly method: HttpMethod;
  /** fastify route URL. */
  readonly url: string;
  readonly candidates: readonly RouteCandidate[];
}

/** Parameter whose values are themselves path segments (spec 1: sea/fcl). */
const MULTI_SEGMENT_PARAM = 'type';

export function buildRouteTable(ids: readonly OperationId[] = operationIds): RouteEntry[] {
  const entries = new Map<string, { method: HttpMethod; url: string; candidates: RouteCandidate[] }>();
  for (const operationId of ids) {
    const operation: OperationSpec = operations[operationId];
    const forms = [
      { path: operation.path, primary: true, queryKeys: {} as Readonly<Record<string, string>> },
      ...(operation.alternates ?? []).map((a) => ({ path: a.path, primary: false, queryKeys: a.queryKeys ?? {} })),
    ];
    for (const form of forms) {
      for (const variant of expand(form.path)) {
        const key = `${operation.method} ${variant.url.toLowerCase()}`;
        let entry = entries.get(key);
        if (!entry) {
          entry = { method: operation.method, url: variant.url, candidates: [] };
          entries.set(key, entry);
        }
        const same = entry.candidates.findIndex((c) => c.operationId === operationId);
        if (same >= 0) {
          // The same operation twice on one route (an alternate that only respells a query key): merge.
          const existing = entry.candidates[same] as RouteCandidate;
          entry.candidates[same] = { ...existing, queryKeys: { ...existing.queryKeys, ...form.queryKeys } };
          continue;
        }
        entry.candidates.push({
          operationId,
          operation,
          primary: form.primary,
          formPath: form.path,
          pathParams: variant.pathParams,
          queryKeys: form.queryKeys,
        });
      }
    }
  }
  return [...entries.values()].map((e) => ({
    ...e,
    candidates: [...e.candidates].sort((a, b) => Number(b.primary) - Number(a.primary)),
  }));
}

interface Variant {
  readonly url: string;
  readonly pathParams: ReadonlyArray<readonly [string, readonly string[]]>;
}

/** The fastify URL(s) of a table path. */
function expand(path: string): Variant[] {
  const segments = path.split('/').filter((s) => s !== '');
  const hasMulti = segments.some((s) => s === `{${MULTI_SEGMENT_PARAM}}`);
  return (hasMulti ? [1, 2] : [1]).map((width) => {
    const out: string[] = [];
    const pathParams: Array<readonly [string, readonly string[]]> = [];
    for (const segment of segments) {
      const m = /^\{(\w+)\}$/.exec(segment);
      if (!m) {
        out.push(segment);
        continue;
      }
      const name = m[1] as string;
      const count = name === MULTI_SEGMENT_PARAM ? width : 1;
      const keys: string[] = [];
      for (let i = 0; i < count; i++) {
        const key = `s${out.length}`;
        keys.push(key);
        out.push(`:${key}`);
      }
      pathParams.push([name, keys]);
    }
    return { url: `/${out.join('/')}`, pathParams };
  });
}
