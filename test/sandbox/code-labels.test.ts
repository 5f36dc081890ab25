import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { isKnownCode, type CodeKind } from '@shared/domain/code-labels';
import { clientFor, fclRating, lclRating, start, type Client, type Json } from './helpers';

/** The code fields of the answers, by their key (and the key of the list or object that holds them). */
function kindOf(parent: string | null, key: string): CodeKind | null {
  switch (key) {
    case 'trackingStatus':
      return 'trackingStatus';
    case 'customsStatus':
      return 'customsStatus';
    case 'freeTimeStartEvent':
      return 'freeTimeEvent';
    case 'penaltyType':
      return 'penaltyType';
    case 'basis':
      return 'surchargeBasis';
    case 'transportMode':
      return 'transportMode';
    case 'shipmentType':
    case 'commodityType':
      return 'shipmentType';
    case 'containerSizeType':
      return 'containerType';
    case 'chargeType':
      return parent === 'conditions' ? 'freeTimeCharge' : 'tariffChargeType';
    case 'type':
      if (parent === 'deadlines') return 'deadlineType';
      if (parent === 'fromLocation' || parent === 'toLocation') return 'transportMode';
      if (parent !== null && /^surcharge/.test(parent)) return 'surchargeType';
      return null;
    default:
      return null;
  }
}

/** Every code an answer holds that the label table would have to fall back for. */
function unknownCodes(value: Json, parent: string | null = null, key: string | null = null, out: string[] = []) {
  if (Array.isArray(value)) for (const item of value) unknownCodes(item, parent, key, out);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) unknownCodes(v, key, k, out);
  else if (typeof value === 'string' && key !== null && value !== '') {
    const kind = kindOf(parent, key);
    if (kind !== null && !isKnownCode(kind, value)) out.push(`${kind}: ${value}`);
  }
  return out;
}

describe('the label table against what the sandbox sends', () => {
  let sb: RunningSandbox;
  let c: Client;
  beforeAll(async () => {
    sb = await start({ demoHistory: true });
    c = await clientFor(sb);
  });
  afterAll(() => sb.close());

  it('has words for every code of a sea FCL and a sea LCL rating', async () => {
    const fcl = await c.post('/v1/rates/sea/fcl', fclRating());
    const lcl = await c.post('/v1/rates/sea/lcl', lclRating());
    expect(fcl.body.rates.length).toBeGreaterThan(0);
    expect(unknownCodes([fcl.body, lcl.body])).toEqual([]);
  });

  it('has words for every status of the tracking list', async () => {
    const list = await c.get('/v1/tracking/shipments');
    expect(list.body.shipments.length).toBeGreaterThan(0);
    expect(unknownCodes(list.body)).toEqual([]);
  });
});
