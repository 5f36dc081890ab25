/** Requests served per operation id (every request routed to it, faulted ones included). */
export interface SandboxStats {
  count(operationId: string): number;
  reset(): void;
}

export class RequestCounter implements SandboxStats {
  private readonly counts = new Map<string, number>();

  hit(operationId: string): void {
    this.counts.set(operationId, (this.counts.get(operationId) ?? 0) + 1);
  }

  count(operationId: string): number {
    return this.counts.get(operationId) ?? 0;
  }

  reset(): void {
    this.counts.clear();
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }
}
