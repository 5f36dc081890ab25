import type { CallArgs } from '@main/api';
import type { OperationId, OperationResult } from '@shared/api/operations';

/** The part of FreightClient a test calls operations through. */
export interface OperationCaller {
  call<K extends OperationId>(id: K, args?: CallArgs<K>): Promise<OperationResult<K>>;
}

/**
 * Which operations of the table a test file completed (answered and parsed)
 * through a client, so the file can hold that list against the table: an
 * operation added to the table without a test then fails the suite.
 */
export class OperationCoverage {
  private readonly completed = new Set<OperationId>();

  /** `client`, recording each operation whose call succeeds (a refused or failed call does not count). */
  record(client: OperationCaller): OperationCaller {
    return {
      call: async <K extends OperationId>(id: K, args?: CallArgs<K>): Promise<OperationResult<K>> => {
        const result = await client.call(id, args);
        this.completed.add(id);
        return result;
      },
    };
  }

  /** The completed operation ids, sorted. */
  ids(): OperationId[] {
    return [...this.completed].sort();
  }
}
