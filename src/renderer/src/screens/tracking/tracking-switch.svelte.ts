import { m } from '@shared/i18n/messages';
import { AppError, type Api } from '../../lib/api';
import { api } from '../../lib/backend';
import { errorTitle } from '../../lib/errors';
import { needsService } from '../../lib/offline.svelte';
import { isOutcomeUnknown } from '../../lib/outcome';

/** What the switch is for (the component's props). */
export interface TrackingSwitchInput {
  readonly shipmentId: string;
  /** Whether tracking is on, when the service says; null when it does not. */
  readonly initial: boolean | null;
  /** After the service switched it: the messages may have changed. */
  readonly onchanged?: (enabled: boolean) => void;
  /** After a switch whose answer could not be read: read the shipment again to see where it stands. */
  readonly oncheck?: () => void;
}

/** What the switch calls outside itself; the app's own unless a test gives others. */
export interface TrackingSwitchDeps {
  readonly switchTracking: Api['tracking']['switch'];
  /** Why switching cannot be asked now (no service), or null. */
  readonly serviceReason: () => string | null;
}

/** What the last switch came to, in words: done, or refused or failed. */
export interface SwitchResult {
  readonly ok: boolean;
  readonly text: string;
}

const appDeps = (): TrackingSwitchDeps => ({
  switchTracking: (input) => api().tracking.switch(input),
  serviceReason: () => needsService(),
});

/**
 * A shipment's tracking switch: on or off as the service last said (the
 * service's default for a booking, on, until it says), the switch under way,
 * and what it came to. What the service says wins, also after the desk's own
 * switch when the shipment is read again.
 */
export class TrackingSwitchState {
  readonly #input: () => TrackingSwitchInput;
  readonly #deps: TrackingSwitchDeps;

  /** Shown on or off; set by a switch done, and by the service again when it says. */
  enabled: boolean = $derived.by(() => this.#input().initial ?? true);
  /** The service said whether tracking is on. */
  known: boolean = $derived.by(() => this.#input().initial !== null);
  busy = $state(false);
  result: SwitchResult | null = $state(null);
  /** A switch sent whose answer could not be read: it may have happened. */
  outcomeUnknown: { readonly to: boolean; readonly message: string } | null = $state(null);
  /** Switching needs the service: offline (or signed out, refused) the switch is disabled with this reason. */
  readonly blocked = $derived.by(() => this.#deps.serviceReason());

  constructor(input: () => TrackingSwitchInput, deps: TrackingSwitchDeps = appDeps()) {
    this.#input = input;
    this.#deps = deps;
  }

  /** Asks the service to switch tracking the other way. */
  async toggle(): Promise<void> {
    if (this.busy || this.blocked) return;
    const { shipmentId, onchanged, oncheck } = this.#input();
    const next = !this.enabled;
    this.busy = true;
    this.result = null;
    this.outcomeUnknown = null;
    try {
      const answer = await this.#deps.switchTracking({ shipmentId, enabled: next });
      if (answer.success) {
        this.enabled = next;
        this.known = true;
        this.result = { ok: true, text: next ? m.tracking_switch_on_done() : m.tracking_switch_off_done() };
        onchanged?.(next);
      } else {
        this.result = {
          ok: false,
          text: answer.message
            ? m.tracking_switch_refused_because({ reason: answer.message })
            : m.tracking_switch_refused(),
        };
      }
    } catch (cause) {
      const error = AppError.from(cause);
      if (isOutcomeUnknown(error)) {
        this.outcomeUnknown = { to: next, message: error.message };
        // The detail, read again, says whether it is on or off now; the switch follows it.
        oncheck?.();
        return;
      }
      this.result = {
        ok: false,
        text: (next ? m.tracking_switch_on_failed : m.tracking_switch_off_failed)({
          title: errorTitle(error),
          message: error.message,
        }),
      };
    } finally {
      this.busy = false;
    }
  }
}
