import { z } from 'zod';
import { bookingRequests } from '../../api/booking';
import { bookingModeIds } from '../../api/modes';
import type { OperationResult } from '../../api/operations';
import { channel, modeInput, requiredId } from '../channel';
import { m } from '../../i18n/messages';

/** Booking a saved quote (every mode through one channel), and the pickup times of a booked shipment. */
export const bookingChannels = {
  'booking.book': channel<OperationResult<'booking.boxes'>>()(() => modeInput(bookingModeIds, bookingRequests)),
  'booking.pickupTimes': channel<OperationResult<'pickup.times'>>()(() =>
    z.object({ shipmentId: requiredId(m.ipc_id_shipment) }),
  ),
} as const;
