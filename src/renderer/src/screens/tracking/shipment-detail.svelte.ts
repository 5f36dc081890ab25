import type { ShipmentDetail, ShipmentListItem, TrackingMessage } from '@shared/api/tracking';
import { m } from '@shared/i18n/messages';
import type { Kept } from '@shared/ipc/kept';
import { AppError } from '../../lib/api';
import { matchRecord, splitByRecord } from '../../lib/answer-match';
import { api } from '../../lib/backend';
import { onDataChanged } from '../../lib/data-changes';
import { formatDateTime, formatNumber } from '../../lib/format';
import { Query } from '../../lib/query.svelte';
import { messagesKey } from './detail-view';
import { timelineOf } from './timeline';

/** How the detail reaches main: the two tracking reads and opening a page in the browser (a test gives its own). */
export interface ShipmentDetailSource {
  detail(shipmentId: string): Promise<Kept<ShipmentDetail>>;
  messages(shipmentCode: string): Promise<Kept<TrackingMessage[]>>;
  openExternal(url: string): Promise<unknown>;
}

const bridgeSource: ShipmentDetailSource = {
  detail: (shipmentId) => api().tracking.detail({ shipmentId }),
  messages: (shipmentCode) => api().tracking.messages({ shipmentCode }),
  openExternal: (url) => api().app.openExternal({ url }),
};

/**
 * One opened shipment: its detail and its tracking messages as read from
 * main, and what the panel's parts show of them. The panel is drawn again
 * for another shipment ({#key} in TrackingScreen), so the id never changes
 * under one of these; the list's row for it may arrive later.
 */
export class ShipmentDetailState {
  readonly shipmentId: string;
  readonly detail: Query<Kept<ShipmentDetail>, [string]>;
  readonly messages: Query<Kept<TrackingMessage[]>, [string]>;
  readonly #row: () => ShipmentListItem | undefined;
  readonly #openExternal: (url: string) => Promise<unknown>;

  constructor(
    shipmentId: string,
    row: () => ShipmentListItem | undefined,
    source: ShipmentDetailSource = bridgeSource,
  ) {
    this.shipmentId = shipmentId;
    this.#row = row;
    this.detail = new Query((id: string) => source.detail(id));
    this.messages = new Query((code: string) => source.messages(code));
    this.#openExternal = (url) => source.openExternal(url);
  }

  /** The list's row of this shipment, when loaded (its code lets the messages load at once). */
  get row(): ShipmentListItem | undefined {
    const row = this.#row();
    return row?.shipmentId === this.shipmentId ? row : undefined;
  }

  /** The answer kept while a newer one loads, unless it is about another shipment; with when it was fetched. */
  readonly kept = $derived.by(() => {
    const answer = this.detail.value;
    return answer && matchRecord(this.shipmentId, answer.value.shipmentId) !== 'other' ? answer : undefined;
  });

  readonly value: ShipmentDetail | undefined = $derived(this.kept?.value);

  /** The service answered this very request with another shipment: said, never shown as this one. */
  readonly otherShipment: AppError | null = $derived.by(() => {
    const answer = this.detail.value?.value;
    const current = this.detail.state === 'ready' && this.detail.args?.[0] === this.shipmentId;
    if (!current || !answer || matchRecord(this.shipmentId, answer.shipmentId) !== 'other') return null;
    return new AppError({
      code: 'bad-response',
      message: m.tracking_detail_other_shipment({ other: answer.shipmentId, asked: this.shipmentId }),
    });
  });

  /** The shipment code the messages are asked for; null when neither the detail nor the row gives one. */
  readonly code: string | null = $derived(messagesKey(this.value, this.row));

  /** The messages of this shipment's code as answered (with when they were fetched); the previous shipment's are not. */
  readonly keptMessages = $derived.by(() =>
    this.messages.args?.[0] === this.code && this.messages.state === 'ready' ? this.messages.value : undefined,
  );

  /** The messages answered for this shipment's code, split by the shipment each names. */
  readonly answered = $derived.by(() =>
    splitByRecord(this.keptMessages?.value ?? [], this.shipmentId, (message) => message.shipmentId),
  );

  /** How many of the newest messages a change announced (the address's newMessages): the timeline marks them. */
  newMessages = $state(0);

  /** The messages of this shipment as the timeline draws them: by leg, newest first. */
  readonly entries = $derived(
    timelineOf(this.answered.mine, this.newMessages).map((entry) => ({
      key: entry.key,
      title: entry.groupIndex === null ? null : m.tracking_messages_leg({ number: formatNumber(entry.groupIndex + 1) }),
      lines: entry.lines.map((line) => ({
        key: line.key,
        message: line.message,
        when: line.date ? formatDateTime(line.date) : null,
        datetime: line.date,
        place: line.place,
        status: line.status,
        fresh: line.fresh,
      })),
    })),
  );

  /**
   * Reads the detail now, and again whenever this shipment changes at the
   * service (tracking switched here or elsewhere, a document uploaded); reads
   * the messages once the code is known. Call during the panel's setup: the
   * effects stop with it.
   */
  start(): void {
    $effect(() => {
      void this.detail.run(this.shipmentId);
    });
    $effect(() =>
      onDataChanged(['shipments'], (change) => {
        if (change.shipmentId === this.shipmentId) void this.detail.run(this.shipmentId);
      }),
    );
    $effect(() => {
      if (this.code) void this.messages.run(this.code);
    });
  }

  /** Why the carrier's tracking page could not be opened, after the last try; null when it was (or none yet). */
  linkError: AppError | null = $state.raw(null);

  /** Opens the carrier's tracking page in the operator's browser (main does it); the app window never navigates. */
  async openLink(event: Pick<Event, 'preventDefault'>, href: string): Promise<void> {
    event.preventDefault();
    this.linkError = null;
    try {
      await this.#openExternal(href);
    } catch (cause) {
      this.linkError = AppError.from(cause);
    }
  }

  /** Tracking was switched (or may have been): the detail and the list follow on data.changed; the messages may have changed too. */
  trackingChanged(): void {
    if (this.code) void this.messages.run(this.code);
  }
}
