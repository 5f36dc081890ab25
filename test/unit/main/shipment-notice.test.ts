import { describe, expect, it } from 'vitest';
import { EventHub } from '@main/events';
import { startNotifier } from '@main/notifications/notifier';
import { shipmentNotice } from '@main/notifications/shipment-notice';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { DeskNotice } from '@shared/ipc/channels/app';
import { DEFAULT_NOTIFICATIONS } from '@shared/ipc/channels/settings';
import type { ShipmentChangesEvent } from '@shared/ipc/channels/sync';

const at = '2026-11-23T11:00:00.000Z';
const status = (n: number, from: string, to: string): ShipmentChange => ({
  kind: 'status',
  shipmentId: `id-${n}`,
  shipmentCode: `FR00000${n}`,
  from,
  to,
});
const eta = (n: number): ShipmentChange => ({
  kind: 'delivery-date',
  shipmentId: `id-${n}`,
  shipmentCode: `FR00000${n}`,
  from: '2026-11-25T00:00:00Z',
  to: '2026-11-27T00:00:00Z',
});
const timer = (changes: ShipmentChange[]) => ({ cause: 'timer' as const, at, changes });

describe('what a sync notifies', () => {
  it('says a free time running out for one shipment, and counts due and past ones in a grouped notice', () => {
    const freeTime = (n: number, state: 'due-soon' | 'past'): ShipmentChange => ({
      kind: 'free-time',
      shipmentId: `id-${n}`,
      shipmentCode: `FR00000${n}`,
      chargeType: 'Demurrage',
      lastFreeDay: '2026-12-05',
      state,
    });
    expect(shipmentNotice(timer([freeTime(1, 'due-soon')]), DEFAULT_NOTIFICATIONS)).toMatchObject({
      title: 'Shipment FR000001',
      body: 'Demurrage: last free day 2026-12-05, 48 hours or less left',
      open: { screen: 'tracking', params: { shipment: 'id-1' } },
    });
    const grouped = shipmentNotice(
      timer([freeTime(1, 'due-soon'), freeTime(2, 'past'), freeTime(3, 'past')]),
      DEFAULT_NOTIFICATIONS,
    );
    expect(grouped?.body).toBe('1 free time ending, 2 past free time');
    // A clock whose stop the shipment passed unreported says so, with its container size.
    const open: ShipmentChange = {
      kind: 'free-time',
      shipmentId: 'id-3',
      shipmentCode: 'FR000003',
      lastFreeDay: '2026-12-05',
      state: 'past',
      chargeType: 'Detention',
      containerSizeType: '40DRY',
      unreported: 'empty-return',
    };
    expect(shipmentNotice(timer([open]), DEFAULT_NOTIFICATIONS)?.body).toBe(
      'Detention 40DRY: empty return not reported; if still out, past the last free day (2026-12-05), the charge accrues',
    );
    expect(shipmentNotice(timer([freeTime(1, 'past')]), { ...DEFAULT_NOTIFICATIONS, 'free-time': false })).toBeNull();
  });

  it('groups a sync of many shipments into one notice, counted by the status reached', () => {
    const notice = shipmentNotice(
      timer([
        status(1, 'OutForDelivery', 'Delivered'),
        status(2, 'InTransit', 'Delivered'),
        status(3, 'Confirmed', 'PickedUp'),
        eta(3),
        eta(4),
        { kind: 'customs-status', shipmentId: 'id-5', shipmentCode: 'FR000005', from: 'Pending', to: 'Cleared' },
      ]),
      DEFAULT_NOTIFICATIONS,
    );
    expect(notice).toMatchObject({
      title: '5 shipments changed',
      body: '2 Delivered, 1 Picked up, 2 ETA moved, 1 customs status changed',
      open: { screen: 'tracking' },
    });
  });

  it('says what changed for one shipment, by its code, and opens it', () => {
    const notice = shipmentNotice(timer([status(7, 'InTransit', 'Delivered'), eta(7)]), DEFAULT_NOTIFICATIONS);
    expect(notice).toMatchObject({
      title: 'Shipment FR000007',
      body: 'Status: In transit → Delivered\nETA moved: 2026-11-25 → 2026-11-27',
      open: { screen: 'tracking', params: { shipment: 'id-7' } },
    });
  });

  it('counts a shipment once when its messages (known by code) come with its other changes, and opens them', () => {
    const notice = shipmentNotice(
      timer([
        status(1, 'Loaded', 'Departed'),
        { kind: 'messages', shipmentId: null, shipmentCode: 'FR000001', newCount: 2, latest: 'Sailed' },
      ]),
      DEFAULT_NOTIFICATIONS,
    );
    expect(notice?.title).toBe('Shipment FR000001');
    expect(notice?.body).toContain('2 new tracking messages: “Sailed”');
    // The shipment's detail with its new messages in view, by the id its other change gave.
    expect(notice?.open).toEqual({ screen: 'tracking', params: { shipment: 'id-1', newMessages: '2' } });
  });

  it('opens what one shipment’s change is about: its messages, its documents', () => {
    const messages: ShipmentChange = {
      kind: 'messages',
      shipmentId: 'id-4',
      shipmentCode: 'FR000004',
      newCount: 1,
      latest: 'Gate in',
    };
    expect(shipmentNotice(timer([messages]), DEFAULT_NOTIFICATIONS)?.open).toEqual({
      screen: 'tracking',
      params: { shipment: 'id-4', newMessages: '1' },
    });
    const validated: ShipmentChange = {
      kind: 'document-validation',
      shipmentId: 'id-5',
      documentName: 'Invoice',
      documentKey: 't1',
      from: 'None',
      to: 'Validated',
    };
    expect(shipmentNotice(timer([validated]), DEFAULT_NOTIFICATIONS)?.open).toEqual({
      screen: 'documents',
      params: { shipment: 'id-5' },
    });
  });

  it('leaves out the kinds switched off, and says nothing when nothing is left', () => {
    const switches = { ...DEFAULT_NOTIFICATIONS, status: false };
    expect(shipmentNotice(timer([status(1, 'a', 'b'), status(2, 'a', 'b'), eta(3)]), switches)?.title).toBe(
      'Shipment FR000003',
    );
    expect(shipmentNotice(timer([status(1, 'a', 'b'), status(2, 'a', 'b')]), switches)).toBeNull();
  });

  it('never notifies what the operator opened, nor the booking their own write brought into the list', () => {
    const added: ShipmentChange = { kind: 'added', shipmentId: 'id-9', shipmentCode: 'FR000009' };
    expect(shipmentNotice({ cause: 'read', at, changes: [status(1, 'a', 'b')] }, DEFAULT_NOTIFICATIONS)).toBeNull();
    expect(shipmentNotice({ cause: 'change', at, changes: [added] }, DEFAULT_NOTIFICATIONS)).toBeNull();
    expect(shipmentNotice({ cause: 'timer', at, changes: [added] }, DEFAULT_NOTIFICATIONS)?.body).toBe(
      'New in the list',
    );
    // The same sync still tells what the service changed meanwhile.
    expect(shipmentNotice({ cause: 'change', at, changes: [added, eta(2)] }, DEFAULT_NOTIFICATIONS)?.title).toBe(
      'Shipment FR000002',
    );
  });
});

describe('the notifier', () => {
  const event = (changes: ShipmentChange[]): ShipmentChangesEvent => ({
    profileId: 'sandbox',
    generation: 0,
    ...timer(changes),
  });

  function wired(osNotifies: boolean) {
    const events = new EventHub();
    const shown: Array<{ notice: DeskNotice; open: () => void }> = [];
    const sent: Array<[string, unknown]> = [];
    events.subscribe((name, payload) => {
      if (name !== 'shipments.changed') sent.push([name, payload]);
    });
    let switches = DEFAULT_NOTIFICATIONS;
    const stop = startNotifier({
      events,
      settings: { get: () => ({ notifications: switches }) },
      desktop: {
        notify: (notice, open) => {
          shown.push({ notice, open });
          return osNotifies;
        },
      },
    });
    return { events, shown, sent, stop, switchOff: () => (switches = { ...switches, status: false }) };
  }

  it('has the OS show the notice, and a click opens the shipment', () => {
    const desk = wired(true);
    desk.events.emit('shipments.changed', event([status(1, 'a', 'Delivered')]));
    expect(desk.shown.map((s) => s.notice.title)).toEqual(['Shipment FR000001']);
    expect(desk.sent).toEqual([]);
    desk.shown[0]!.open();
    expect(desk.sent).toEqual([['app.open', { screen: 'tracking', params: { shipment: 'id-1' } }]]);
  });

  it('asks the page to show it where the desktop has no notifications, reading the switches at each event', () => {
    const desk = wired(false);
    desk.events.emit('shipments.changed', event([status(1, 'a', 'b'), status(2, 'a', 'b')]));
    expect(desk.sent).toEqual([['app.notice', expect.objectContaining({ title: '2 shipments changed' })]]);
    desk.switchOff();
    desk.events.emit('shipments.changed', event([status(3, 'a', 'b')]));
    desk.stop();
    desk.events.emit('shipments.changed', event([eta(3)]));
    expect(desk.sent).toHaveLength(1);
  });
});
