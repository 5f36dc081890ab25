import { describe, expect, it } from 'vitest';
import { trackingMessagesResponse } from '@shared/api/tracking';
import { placeOf, timelineOf } from '@renderer/screens/tracking/timeline';

const messages = (list: Array<Record<string, unknown>>) =>
  trackingMessagesResponse.parse(
    list.map((m) => ({
      shipmentId: 's',
      status: 'None',
      groupIndex: null,
      countryCode: null,
      countryName: null,
      city: null,
      address: null,
      ...m,
    })),
  );

describe('the tracking timeline', () => {
  it('lists messages newest first', () => {
    const entries = timelineOf(
      messages([
        { message: 'Booking received.', updatedDate: '2026-03-01T09:00:00' },
        { message: 'Delivered.', updatedDate: '2026-03-03T15:00:00' },
        { message: 'Picked up.', updatedDate: '2026-03-02T10:00:00' },
      ]),
    );
    expect(entries.map((e) => e.lines[0]?.message)).toEqual(['Delivered.', 'Picked up.', 'Booking received.']);
  });

  it('marks the newest messages a change announced as new, whichever leg holds them', () => {
    const entries = timelineOf(
      messages([
        { message: 'Booked.', updatedDate: '2026-03-01T09:00:00' },
        { message: 'Loaded on vessel.', updatedDate: '2026-03-02T09:00:00', groupIndex: 0 },
        { message: 'Departed Valencia.', updatedDate: '2026-03-03T09:00:00', groupIndex: 0 },
        { message: 'Customs cleared.', updatedDate: '2026-03-21T09:00:00' },
      ]),
      2,
    );
    const fresh = entries.flatMap((e) => e.lines.filter((l) => l.fresh).map((l) => l.message));
    expect(fresh).toEqual(['Customs cleared.', 'Departed Valencia.']);
  });

  it('groups the messages the service groups into one entry, where its newest message falls', () => {
    const entries = timelineOf(
      messages([
        { message: 'Booked.', updatedDate: '2026-03-01T09:00:00' },
        { message: 'Loaded on vessel.', updatedDate: '2026-03-02T09:00:00', groupIndex: 0 },
        { message: 'Departed Valencia.', updatedDate: '2026-03-03T09:00:00', groupIndex: 0 },
        { message: 'Arrived Shanghai.', updatedDate: '2026-03-20T09:00:00', groupIndex: 1 },
        { message: 'Customs cleared.', updatedDate: '2026-03-21T09:00:00' },
      ]),
    );
    expect(entries.map((e) => [e.groupIndex, e.lines.map((l) => l.message)])).toEqual([
      [null, ['Customs cleared.']],
      [1, ['Arrived Shanghai.']],
      [0, ['Departed Valencia.', 'Loaded on vessel.']],
      [null, ['Booked.']],
    ]);
  });

  it("keeps messages without a date in the service's order, after the dated ones", () => {
    const entries = timelineOf(
      messages([
        { message: 'Received at transit point.', updatedDate: null },
        { message: 'Received at origin depot.', updatedDate: null },
        { message: 'Booked.', updatedDate: '2026-03-01T09:00:00' },
      ]),
    );
    expect(entries.map((e) => e.lines[0]?.message)).toEqual([
      'Booked.',
      'Received at transit point.',
      'Received at origin depot.',
    ]);
  });

  it('says where an event happened with what the message gives', () => {
    expect(placeOf({ address: null, city: 'Korntal Muenchingen', countryName: null, countryCode: 'DE' })).toBe(
      'Korntal Muenchingen, DE',
    );
    expect(placeOf({ address: null, city: null, countryName: null, countryCode: null })).toBeNull();
  });
});
