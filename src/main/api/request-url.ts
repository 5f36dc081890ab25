import type { FieldProblem } from '@shared/api/errors';
import type { AlternateForm, OperationSpec } from '@shared/api/operation';
import { fillPath, pathParamNames } from '@shared/api/operation';
import { textProblem } from '@shared/domain/well-formed-text';

/** The table's own form of an operation's address. */
export function tableForm(op: Pick<OperationSpec, 'path'>): AlternateForm {
  return { path: op.path };
}

/** Every form of an operation's address, the table's first, then the spec's example forms. */
export function addressForms(op: Pick<OperationSpec, 'path' | 'alternates'>): readonly AlternateForm[] {
  return [tableForm(op), ...(op.alternates ?? [])];
}

function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Params an address cannot carry as they are: a lone surrogate has no UTF-8
 * form to percent-encode (encodeURIComponent throws; a query gets U+FFFD, not
 * what was asked), and a NUL is not text. Checked before any address is built.
 */
export function unsendableParams(params: Readonly<Record<string, unknown>>): FieldProblem[] {
  return Object.entries(params).flatMap(([name, value]) => {
    const problem = typeof value === 'string' ? textProblem(value) : null;
    return problem ? [{ path: name, message: problem }] : [];
  });
}

/**
 * The path and query of one call: `{name}` placeholders of the form's path are
 * filled from `params` (already parsed by the operation's params schema); every
 * other param goes into the query under its spec name, or the name the form
 * spells it with. Empty and absent params are left out.
 */
export function buildRequestPath(form: AlternateForm, params: Readonly<Record<string, unknown>>): string {
  const inPath = new Set(pathParamNames(form.path));
  const path = fillPath(form.path, params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (inPath.has(name)) continue;
    const text = queryValue(value);
    if (text === undefined || text === '') continue;
    query.append(form.queryKeys?.[name] ?? name, text);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The full URL: the base URL (which may carry a path prefix, e.g.
 * https://host/api) followed by the request path.
 */
export function buildRequestUrl(baseUrl: string, form: AlternateForm, params: Readonly<Record<string, unknown>>): URL {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return new URL(`${prefix}${buildRequestPath(form, params)}`, base.origin);
}
