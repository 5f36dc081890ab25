import { rateAir } from '../engines/air-rating';
import type { RatingOutcome } from '../engines/rating-common';
import { rateSea } from '../engines/sea-rating';
import { rateTerrestrial } from '../engines/terrestrial-rating';
import type { HandlerInput } from './types';
import { ok, type Answer, type Handler } from './types';

/** Remembers the rates of an answer (so they can be saved and booked) and sends the answer. */
function answer(
  input: HandlerInput<'rates.boxes' | 'rates.pallets' | 'rates.sea-fcl' | 'rates.sea-lcl' | 'rates.air'>,
  outcome: RatingOutcome<unknown>,
): Answer {
  input.services.state.addRates(outcome.rates, input.operatorNow);
  return ok(outcome.body);
}

const ctx = (input: { account: string; now: number; operatorNow: number }) => ({
  account: input.account,
  now: input.now,
  operatorNow: input.operatorNow,
});

export const rateBoxes: Handler<'rates.boxes'> = (input) =>
  answer(input, rateTerrestrial(input.services.data, { mode: 'boxes', body: input.body }, ctx(input)));

export const ratePallets: Handler<'rates.pallets'> = (input) =>
  answer(input, rateTerrestrial(input.services.data, { mode: 'pallets', body: input.body }, ctx(input)));

export const rateSeaFcl: Handler<'rates.sea-fcl'> = (input) =>
  answer(input, rateSea(input.services.data, { mode: 'sea/fcl', body: input.body }, ctx(input)));

export const rateSeaLcl: Handler<'rates.sea-lcl'> = (input) =>
  answer(input, rateSea(input.services.data, { mode: 'sea/lcl', body: input.body }, ctx(input)));

export const rateAirShipment: Handler<'rates.air'> = (input) =>
  answer(input, rateAir(input.services.data, input.body, ctx(input)));
