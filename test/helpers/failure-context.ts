import type { FailureContext } from '@main/api/failures';
import { DEFAULT_TIMEOUTS } from '@main/api/transport';
import { whereToCheck } from '@shared/api/operation';
import { operations, type OperationId } from '@shared/api/operations';

/** The context the client builds for an operation of the table, its first attempt at a made-up host. */
export function failureContextOf(id: OperationId): FailureContext {
  const op = operations[id];
  return {
    operationId: op.id,
    summary: op.summary,
    method: op.method,
    path: op.path,
    check: whereToCheck(op),
    host: 'freight.example:443',
    timeouts: DEFAULT_TIMEOUTS,
    attempts: 1,
  };
}
