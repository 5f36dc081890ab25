import type { z } from 'zod';

/** HTTP methods the freight API uses. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Another form of an operation's address that the spec's example calls use
 * (the tables and the examples disagree for a few operations). The client tries
 * it once after a GET answers 404 and remembers per base URL which form works;
 * the sandbox accepts it too.
 */
export interface AlternateForm {
  /** Path with `{param}` placeholders. */
  readonly path: string;
  /** Query keys spelled differently in this form: param name -> wire key. */
  readonly queryKeys?: Readonly<Record<string, string>>;
}

/**
 * One operation of the freight API. The client, the sandbox, the CLI and the
 * tests all read this one description instead of repeating it.
 */
export interface OperationSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: HttpMethod;
  /** The spec table's path, with `{param}` placeholders filled from `params`. */
  readonly path: string;
  readonly summary: string;
  /** False only for the token operation. */
  readonly auth: boolean;
  /**
   * Path and query parameters, by the spec's names. Names that appear as
   * `{name}` in `path` go into the path; every other key goes into the query.
   */
  readonly params: P;
  /** Body sent, in the documented wire spelling; undefined when there is none. */
  readonly request: Q;
  /** Tolerant wire schema of the answer; its output is the domain shape. */
  readonly response: R;
  /** The spec's example-call forms where they differ from the table. */
  readonly alternates?: readonly AlternateForm[];
  /** The service answers with a status code only (no JSON body is promised). */
  readonly statusOnly?: boolean;
  /**
   * What a call changes at the service. After an answer that cannot be read
   * (cut off, wrongly shaped, too large, a dropped connection, a timeout) the
   * change may or may not have happened, and `check` says where the operator
   * can see which ("the shipment list (Tracking)"). `false` for a POST that
   * only reads (rating, the tariff report, the token). Every POST and DELETE
   * says which; a GET that changes something (the tracking switch) says so too.
   */
  readonly changes?: StateChange | false;
}

/** The kinds of record a write can change at the service: the lists that are stale after it. */
export const dataTopics = ['shipments', 'quotes', 'documents', 'tariffs'] as const;
export type DataTopic = (typeof dataTopics)[number];

/** A change an operation makes at the service, and where the operator sees whether it happened. */
export interface StateChange {
  /** Completes "check ... before trying again": "the shipment list (Tracking)". */
  readonly check: string;
  /** What the change makes stale: main drops its copies and the screens showing them reload. */
  readonly stale: readonly DataTopic[];
}

/**
 * Whether a call may change something at the service: then an answer that
 * cannot be read leaves its outcome unknown. Undeclared, a POST or DELETE is
 * taken to change state (the safe guess) and a GET not to.
 */
export function changesState(op: Pick<OperationSpec, 'method' | 'changes'>): boolean {
  return op.changes === undefined ? op.method !== 'GET' : op.changes !== false;
}

/** Where the operator sees whether a state-changing call happened; null for reads. */
export function whereToCheck(op: Pick<OperationSpec, 'method' | 'changes'>): string | null {
  if (!changesState(op)) return null;
  return op.changes ? op.changes.check : "the service's records";
}

/** The kinds of record a call makes stale; empty for reads. */
export function staleAfter(op: Pick<OperationSpec, 'changes'>): readonly DataTopic[] {
  return op.changes ? op.changes.stale : [];
}

/** Names of the `{param}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/**
 * Fills a path's placeholders, each value URI-encoded except `type`, whose
 * values (`sea/fcl`) are themselves path segments by the spec.
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter ${name}`);
    }
    const text = String(value);
    return name === 'type' ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}
