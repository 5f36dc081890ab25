import type { EventName, EventPayloads } from '@shared/ipc/contract';

export type EventListener = (event: EventName, payload: unknown) => void;

/** Main-side events for the renderer; the transport (ipc or SSE) subscribes. */
export class EventHub {
  private readonly listeners = new Set<EventListener>();

  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void {
    for (const listener of this.listeners) {
      try {
        listener(event, payload);
      } catch (error) {
        // A broken transport must not stop the others or the service that emitted.
        console.error(`event listener failed for ${event}:`, error);
      }
    }
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
