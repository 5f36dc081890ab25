import { z } from 'zod';
import type { OperationId } from '@shared/api/operations';
import { isOperationId, operationIds, operations } from '@shared/api/operations';
import { UsageError } from './usage-error';

/** The operation named on the command line, or a usage error that suggests the nearest ids. */
export function operationArg(command: string, name: string | undefined): OperationId {
  if (name === undefined) {
    throw new UsageError(`${command} needs an operation id`, 'Run freight-desk operations to list them.');
  }
  if (isOperationId(name)) return name;
  const area = name.split('.')[0] ?? '';
  const near = operationIds.filter((id) => id.startsWith(`${area}.`) || id.includes(name));
  throw new UsageError(
    `unknown operation: ${name}`,
    near.length > 0
      ? `Did you mean ${near.join(', ')}? Run freight-desk operations to list them all.`
      : 'Run freight-desk operations to list them.',
  );
}

/** The spec names of an operation's params (path and query). */
export function paramNames(id: OperationId): string[] {
  const schema = operations[id].params as z.ZodType;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** The params an operation cannot do without (those whose schema refuses "absent"). */
export function requiredParamNames(id: OperationId): string[] {
  const schema = operations[id].params as z.ZodType;
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);
}

/**
 * `--param name=value` pairs as a params object. Names are the spec's
 * (cityName, ShipmentCode, ...); a name the operation does not take, a pair
 * without '=' or a name given twice is a usage error.
 */
export function paramsArg(id: OperationId, pairs: readonly string[]): Record<string, string> {
  const allowed = paramNames(id);
  const params: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0)
      throw new UsageError(
        `--param must be name=value (got "${pair}")`,
        `Example: --param ${allowed[0] ?? 'name'}=value`,
      );
    const name = pair.slice(0, eq);
    if (!allowed.includes(name)) {
      throw new UsageError(
        `${id} has no parameter ${name}`,
        allowed.length > 0 ? `Its parameters: ${allowed.join(', ')}.` : `${id} takes no parameters.`,
      );
    }
    if (Object.hasOwn(params, name)) throw new UsageError(`parameter ${name} is given twice`);
    params[name] = pair.slice(eq + 1);
  }
  const missing = requiredParamNames(id).filter((name) => !Object.hasOwn(params, name));
  if (missing.length > 0) {
    throw new UsageError(
      `${id} needs ${missing.map((name) => `--param ${name}=...`).join(' and ')}`,
      `Its parameters: ${allowed.join(', ')}.`,
    );
  }
  return params;
}
