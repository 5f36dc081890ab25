import { describe, expect, it } from 'vitest';
import { chargedSoFar, clocksOf, mostPressing, type EnteredEvent, type FreeTimeTerm } from '@shared/domain/free-time';
import { freeTimeEventsOf, type DestinationPort } from '@shared/domain/free-time-events';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import { freeTimeDetail } from '@renderer/screens/tracking/free-time-detail';
import { ShipmentFreeTimeState, type FreeTimeSource } from '@renderer/screens/tracking/shipment-free-time.svelte';

/*
 * The shipment's free time as its detail shows it: whose days, the events and
 * who reported them, and each clock with every figure behind its charge.
 */

const VALENCIA: DestinationPort = { code: 'ESVLC', city: 'Valencia', countryCode: 'ES', timeZone: 'Europe/Madrid' };
const eur = (units: number) => ({ value: units * 100, currency: 'EUR' });
const terms: FreeTimeTerm[] = [
  {
    chargeType: 'Demurrage',
    freeTimeStartEvent: 'DISCHARGE',
    freeTimeGrantInDays: 6,
    price: eur(150),
    containerSizeType: '40DRY',
  },
  {
    chargeType: 'Detention',
    freeTimeStartEvent: 'GATE_OUT',
    freeTimeGrantInDays: 7,
    price: eur(80),
    containerSizeType: '40DRY',
  },
];

function item(statuses: Array<[string, string]>, now: string, entered: EnteredEvent[] = []): FreeTimeItem {
  const messages = statuses.map(([status, updatedDate]) => ({
    status,
    updatedDate,
    city: 'Valencia',
    countryCode: 'ES',
  }));
  const events = freeTimeEventsOf(messages, VALENCIA);
  const containers = { '40DRY': 3 };
  const clocks = clocksOf(terms, { mode: 'sea-fcl', port: VALENCIA, containers }, events, entered, Date.parse(now));
  return {
    shipmentId: 'S1',
    shipmentCode: 'FD-1',
    mode: 'sea-fcl',
    port: VALENCIA,
    containers,
    clocks,
    pressing: mostPressing(clocks),
    charged: chargedSoFar(clocks),
    events,
    entered,
    messagesReadAt: now,
  };
}

// Discharged 26 Dec 18:30, released 4 Jan 08:00 (4 days past the last free day, 31 Dec), delivered; no empty return.
const delivered: Array<[string, string]> = [
  ['Discharged', '2026-12-26T18:30:00'],
  ['GateOut', '2027-01-04T08:00:00'],
  ['Delivered', '2027-01-04T14:00:00'],
];

describe('the free time of a shipment’s detail', () => {
  it('names the port and its zone, the events and who reported them, and offers to enter an unreported return', () => {
    const detail = freeTimeDetail(item(delivered, '2027-01-20T12:00:00Z'), 'en-GB');
    expect(detail.days).toBe('Days of the port of Valencia (ESVLC), Europe/Madrid time; times are the port’s.');
    expect(detail.events).toEqual([
      expect.objectContaining({
        title: 'Discharge at Valencia',
        text: '26 Dec 2026, 18:30 (port time) · reported by the carrier',
        enterable: null,
      }),
      expect.objectContaining({
        title: 'Release (full gate out)',
        text: '4 Jan 2027, 08:00 (port time) · reported by the carrier',
      }),
      expect.objectContaining({
        title: 'Empty return',
        warning: 'Not reported',
        text: 'the shipment was delivered without it',
        enterable: 'empty-return',
      }),
    ]);
  });

  it('gives every figure of a clock, so its charge can be worked out again by hand', () => {
    const [demurrage, detention] = freeTimeDetail(item(delivered, '2027-01-20T12:00:00Z'), 'en-GB').clocks;
    expect(demurrage).toMatchObject({ title: 'Demurrage 40DRY', badge: 'Stopped' });
    // 1 to 4 Jan: 4 days x €150.00 = €600.00 a container, x 3 = €1,800.00.
    expect(Object.fromEntries(demurrage?.facts.map((f) => [f.label, f.value]) ?? [])).toEqual({
      Containers: '3 containers of 40DRY',
      'Free days': '6, from the discharge',
      'Starts at the discharge': '26 Dec 2026, 18:30 (port time) · reported by the carrier',
      'Last free day': '31 Dec 2026',
      'Stops at the release': '4 Jan 2027, 08:00 (port time) · reported by the carrier',
      'Price per day': '€150.00 a day per container',
      'Days charged': '4 (1 Jan 2027 to 4 Jan 2027)',
      'Per container': '€600.00',
      Charge: '4 days × €150.00 × 3 containers = €1,800.00',
    });
    // From the release, 7 free days: the last 10 Jan; 11 to 20 Jan = 10 days x €80.00 x 3 = €2,400.00 if still out.
    expect(detention).toMatchObject({ badge: 'End not reported', tone: 'danger' });
    expect(detention?.facts.find((f) => f.label === 'Stops at the empty return')?.value).toBe('not reported');
    expect(detention?.facts.at(-1)?.value).toBe('10 days × €80.00 × 3 containers = €2,400.00, if it has not stopped');
  });

  it('shows an empty return entered by hand as such, and the total it gives', () => {
    const entered: EnteredEvent = {
      event: 'empty-return',
      at: '2027-01-12T15:00:00',
      enteredAt: '2027-01-20T09:00:00Z',
    };
    const detail = freeTimeDetail(item(delivered, '2027-01-20T12:00:00Z', [entered]), 'en-GB');
    expect(detail.events[2]).toMatchObject({
      text: '12 Jan 2027, 15:00 (port time) · entered by hand',
      warning: null,
      entered,
      enterable: 'empty-return',
    });
    // Detention: 11 and 12 Jan, 2 days x €80.00 x 3 = €480.00; with demurrage's €1,800.00, €2,280.00.
    expect(detail.clocks[1]?.facts.at(-1)?.value).toBe('2 days × €80.00 × 3 containers = €480.00');
    expect(detail.total).toBe('Charged so far: €2,280.00');
  });

  it('says the days are UTC’s when the desk does not know the port’s zone', () => {
    const unknown = { ...item(delivered, '2027-01-20T12:00:00Z'), port: { ...VALENCIA, timeZone: null } };
    expect(freeTimeDetail(unknown, 'en-GB').days).toBe(
      'The time zone of Valencia (ESVLC) is not known to the desk: days are counted in UTC.',
    );
  });
});

describe('entering a stop by hand', () => {
  function desk(answer: (input: { at: string | null }) => Promise<FreeTimeItem>) {
    const sent: Array<{ event: string; at: string | null }> = [];
    const source: FreeTimeSource = {
      read: async () => item(delivered, '2027-01-20T12:00:00Z'),
      enter: async (input) => {
        sent.push(input);
        return answer(input);
      },
    };
    return { desk: new ShipmentFreeTimeState('S1', source, () => Date.parse('2027-01-20T12:00:00Z')), sent };
  }

  it('opens on today at the port, asks for a time, and sends the port’s date and time', async () => {
    const { desk: d, sent } = desk(async () => item(delivered, '2027-01-20T12:00:00Z'));
    await d.load();
    d.open('empty-return');
    expect(d.editing).toEqual({ event: 'empty-return', date: '2027-01-20', time: '' });
    expect(await d.save()).toBe(false);
    expect(d.error).toBe('Enter the date and the time (hours and minutes) at the port.');
    expect(sent).toEqual([]);
    if (d.editing) d.editing.time = '15:00';
    expect(await d.save()).toBe(true);
    expect(sent).toEqual([{ shipmentId: 'S1', event: 'empty-return', at: '2027-01-20T15:00' }]);
    expect(d.editing).toBeNull();
  });

  it('keeps the form and says main’s reason when the entry is refused', async () => {
    const { desk: d } = desk(async () => {
      throw new Error('The empty return cannot be later than now (2027-01-20 13:00 at Valencia).');
    });
    await d.load();
    d.open('empty-return');
    if (d.editing) d.editing.time = '18:00';
    expect(await d.save()).toBe(false);
    expect(d.error).toBe('The empty return cannot be later than now (2027-01-20 13:00 at Valencia).');
    expect(d.editing).toMatchObject({ time: '18:00' });
  });
});
