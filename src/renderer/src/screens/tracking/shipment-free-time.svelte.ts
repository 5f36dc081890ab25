import type { EnteredEventKind } from '@shared/domain/free-time';
import { localDateTimeAt } from '@shared/domain/port-time';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import { m } from '@shared/i18n/messages';
import { AppError } from '../../lib/api';
import { api } from '../../lib/backend';
import { Query } from '../../lib/query.svelte';

/** How the free-time part of the detail reaches main (a test gives its own). */
export interface FreeTimeSource {
  read(shipmentId: string): Promise<FreeTimeItem | null>;
  enter(input: { shipmentId: string; event: EnteredEventKind; at: string | null }): Promise<FreeTimeItem>;
}

const bridgeSource: FreeTimeSource = {
  read: (shipmentId) => api().today.shipmentFreeTime({ shipmentId }),
  enter: (input) => api().today.enterFreeTimeStop(input),
};

/**
 * One shipment's free time in its detail: main's clocks for it, and the
 * form that enters a release or an empty return the service never reported
 * (date and time at the port), changes it or takes it back.
 */
export class ShipmentFreeTimeState {
  readonly query: Query<FreeTimeItem | null, [string]>;
  /** The event being entered, with the form's values; null while no form is open. */
  editing: { event: EnteredEventKind; date: string; time: string } | null = $state(null);
  saving = $state(false);
  error: string | null = $state(null);

  constructor(
    readonly shipmentId: string,
    private readonly source: FreeTimeSource = bridgeSource,
    private readonly now: () => number = Date.now,
  ) {
    this.query = new Query((id: string) => source.read(id));
  }

  load(): Promise<void> {
    return this.query.run(this.shipmentId);
  }

  /** Opens the form, filled with the entry to change, else today at the port and no time. */
  open(event: EnteredEventKind): void {
    const entered = this.query.value?.entered.find((e) => e.event === event);
    const today = localDateTimeAt(this.now(), this.query.value?.port?.timeZone ?? null).slice(0, 10);
    this.editing = {
      event,
      date: entered ? entered.at.slice(0, 10) : today,
      time: entered ? entered.at.slice(11, 16) : '',
    };
    this.error = null;
  }

  cancel(): void {
    this.editing = null;
    this.error = null;
  }

  /** Saves the form; main refuses a time in the future or before what it ends, and says why. True when saved. */
  async save(): Promise<boolean> {
    const form = this.editing;
    if (!form || this.saving) return false;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || !/^\d{2}:\d{2}$/.test(form.time)) {
      this.error = m.tracking_free_entry_incomplete();
      return false;
    }
    return this.send(form.event, `${form.date}T${form.time}`);
  }

  /** Takes back what was entered by hand: the clock runs again until the service reports the event. */
  takeBack(event: EnteredEventKind): Promise<boolean> {
    return this.send(event, null);
  }

  private async send(event: EnteredEventKind, at: string | null): Promise<boolean> {
    this.saving = true;
    this.error = null;
    try {
      const item = await this.source.enter({ shipmentId: this.shipmentId, event, at });
      this.query.value = item;
      this.editing = null;
      return true;
    } catch (cause) {
      this.error = AppError.from(cause).message;
      return false;
    } finally {
      this.saving = false;
    }
  }
}
