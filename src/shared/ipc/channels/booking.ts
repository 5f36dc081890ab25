import { z } from 'zod';
import { bookingRequests } from '../../api/booking';
import { bookingModeIds } from '../../api/modes';
import type { OperationResult } from '../../api/operations';
import { channel, modeInput, requiredId } from '../channel';

/** Booking a saved quote (every mode through one channel), and the pickup times of a booked shipment. */
export const bookingChannels = {
  'booking.book': channel<OperationResult<'booking.boxes'>>()(() => modeInput(bookingModeIds, bookingRequests)),
  'booking.pickupTimes': channel<OperationResult<'pickup.times'>>()(() =>
    z.object({ shipmentId: requiredId('shipmentId') }),
  ),
} as const;
