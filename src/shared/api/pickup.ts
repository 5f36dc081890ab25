import { z } from 'zod';
import { list, optInt, text } from './wire';

/**
 * Pickup time windows offered for a shipment (service docs beyond the spec):
 * start times `from`, end times `to` (hh:mm:ss texts, kept as sent) and the
 * shortest window in minutes.
 */
export const pickupTimesResponse = z.looseObject({
  from: list(text),
  to: list(text),
  minRangeInMinutes: optInt,
});
export type PickupTimes = z.output<typeof pickupTimesResponse>;
