import { notFound } from '../errors';
import { timeOfDayText } from '../util/dates';
import { prngFor } from '../util/prng';
import { ok, pathId, type Handler } from './types';

/**
 * GET /v1/shipping/pickUpTime/{shipmentId}: the pickup windows the carrier
 * offers (the payload's {from, to, minRangeInMinutes}), for a saved quote's
 * shipment id or a booked shipment. Each carrier has its own fixed hours.
 */
export const pickupTimes: Handler<'pickup.times'> = ({ account, params, services }) => {
  const id = pathId(params.shipmentId, 'shipmentId');
  const agency = services.state.quote(account, id)?.rate.agency ?? services.state.shipment(account, id)?.agency;
  if (!agency) throw notFound(`no saved quote or shipment ${id} for this account`);
  const prng = prngFor('pickup-hours', agency);
  const step = 30 * 60;
  const start = prng.pick([8, 9, 10, 11]) * 3600;
  const end = prng.pick([18, 18.5, 19, 19.5]) * 3600;
  const minRange = prng.pick([60, 120]) * 60;
  const from: string[] = [];
  const to: string[] = [];
  for (let t = start; t + minRange <= end; t += step) from.push(timeOfDayText(t));
  for (let t = start + minRange; t <= end; t += step) to.push(timeOfDayText(t));
  return ok({ from, to, minRangeInMinutes: minRange / 60 });
};
