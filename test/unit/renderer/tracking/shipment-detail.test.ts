import { describe, expect, it } from 'vitest';
import type { ShipmentDetail, ShipmentListItem, TrackingMessage } from '@shared/api/tracking';
import type { Kept } from '@shared/ipc/kept';
import { AppError } from '@renderer/lib/api';
import { ShipmentDetailState, type ShipmentDetailSource } from '@renderer/screens/tracking/shipment-detail.svelte';

const kept = <T>(value: T): Kept<T> => ({ value, fetchedAt: '2031-05-06T10:00:00Z', fromStore: false });

// The parsed shapes, with only what the detail reads.
const detailOf = (shipmentId: string, shipmentCode: string | null) => ({ shipmentId, shipmentCode }) as ShipmentDetail;
const rowOf = (shipmentId: string, shipmentCode: string) => ({ shipmentId, shipmentCode }) as ShipmentListItem;
const message = (shipmentId: string, text: string, updatedDate: string) =>
  ({ shipmentId, message: text, updatedDate, groupIndex: null }) as TrackingMessage;

function source(overrides: Partial<ShipmentDetailSource> = {}): ShipmentDetailSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    detail: async (id) => {
      asked.push(`detail ${id}`);
      return kept(detailOf(id, 'FR1'));
    },
    messages: async (code) => {
      asked.push(`messages ${code}`);
      return kept([]);
    },
    openExternal: async () => undefined,
    ...overrides,
  };
}

describe('ShipmentDetailState', () => {
  it('shows the detail of the shipment asked for, and asks for its messages by its code', async () => {
    const desk = new ShipmentDetailState('S1', () => undefined, source());
    expect(desk.code).toBeNull();
    await desk.detail.run('S1');
    expect(desk.value?.shipmentId).toBe('S1');
    expect(desk.code).toBe('FR1');
    expect(desk.otherShipment).toBeNull();
  });

  it("knows the code from the list's row before the detail arrives, but not from another shipment's row", () => {
    let row: ShipmentListItem | undefined = rowOf('S2', 'FR2');
    const desk = new ShipmentDetailState('S1', () => row, source());
    expect(desk.code).toBeNull();
    row = rowOf('S1', 'FR1');
    const again = new ShipmentDetailState('S1', () => row, source());
    expect(again.code).toBe('FR1');
  });

  it("never shows another shipment's detail as this one's, and says what happened", async () => {
    const desk = new ShipmentDetailState(
      'S1',
      () => undefined,
      source({ detail: async () => kept(detailOf('S9', 'FR9')) }),
    );
    await desk.detail.run('S1');
    expect(desk.value).toBeUndefined();
    expect(desk.code).toBeNull();
    expect(desk.otherShipment?.message).toContain('another shipment (S9) instead of S1');
  });

  it("draws only this shipment's messages, newest first, and counts the others the service sent", async () => {
    const desk = new ShipmentDetailState(
      'S1',
      () => undefined,
      source({
        messages: async () =>
          kept([
            message('S1', 'Booking received.', '2031-05-01T08:00:00Z'),
            message('S9', 'Not this one.', '2031-05-03T08:00:00Z'),
            message('S1', 'Picked up.', '2031-05-02T08:00:00Z'),
          ]),
      }),
    );
    await desk.detail.run('S1');
    await desk.messages.run('FR1');
    expect(desk.entries.flatMap((entry) => entry.lines.map((line) => line.message))).toEqual([
      'Picked up.',
      'Booking received.',
    ]);
    expect(desk.answered.others).toHaveLength(1);
    expect(desk.answered.otherIds).toEqual(['S9']);
  });

  it('drops the messages of a code this shipment no longer has', async () => {
    const desk = new ShipmentDetailState('S1', () => undefined, source());
    await desk.detail.run('S1');
    await desk.messages.run('FR-OLD');
    expect(desk.keptMessages).toBeUndefined();
    await desk.messages.run('FR1');
    expect(desk.keptMessages).toBeDefined();
  });

  it("opens the carrier's page through main, never in the app window, and says why when it could not", async () => {
    const opened: string[] = [];
    let refuse = false;
    const desk = new ShipmentDetailState(
      'S1',
      () => undefined,
      source({
        openExternal: async (url) => {
          if (refuse) throw new AppError({ code: 'invalid-input', message: 'Only web links are opened.' });
          opened.push(url);
        },
      }),
    );
    let prevented = 0;
    const click = {
      preventDefault: () => {
        prevented += 1;
      },
    };
    await desk.openLink(click, 'https://track.example/FR1');
    expect(opened).toEqual(['https://track.example/FR1']);
    expect(desk.linkError).toBeNull();
    refuse = true;
    await desk.openLink(click, 'https://track.example/FR1');
    expect(prevented).toBe(2);
    expect(desk.linkError?.message).toBe('Only web links are opened.');
  });
});
