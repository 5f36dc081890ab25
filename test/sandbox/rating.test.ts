import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import {
  airRating,
  boxRating,
  clientFor,
  expectContract,
  expectErrorBody,
  fclRating,
  lclRating,
  palletRating,
  start,
  type Client,
  type Json,
} from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type Rate = {
  id: string;
  agency: string;
  service: string;
  price: number;
  transitDays: number;
  deliveryDate: string | null;
  [k: string]: Json;
};
const cheapest = (rates: Rate[]) => Math.min(...rates.map((r) => r.price));
const byService = (rates: Rate[]) => new Map(rates.map((r) => [`${r.agency}/${r.service}`, r]));

describe('sandbox rating', () => {
  let sb: RunningSandbox;
  let c: Client;
  beforeAll(async () => {
    sb = await start();
    c = await clientFor(sb);
  });
  afterAll(() => sb.close());

  it('rates boxes between two postal codes with several carriers, cheapest first', async () => {
    const r = await c.post('/v1/rates/boxes', boxRating());
    expect(r.status).toBe(200);
    expectContract('rates.boxes', r.body);
    const rates: Rate[] = r.body.rates;
    expect(rates.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rates.map((x) => x.agency)).size).toBeGreaterThanOrEqual(2);
    for (const rate of rates) {
      expect(rate.id).toMatch(UUID);
      expect(rate.price).toBeGreaterThan(0);
      expect(Number.isInteger(rate.price)).toBe(true);
      expect(rate.transitDays).toBeGreaterThanOrEqual(1);
      expect(Date.parse(`${rate.deliveryDate}Z`)).toBeGreaterThan(Date.parse(`${rate.pickUpDate}Z`));
      expect(Date.parse(rate.expirationDate)).toBeGreaterThan(sb.clock.operatorNow());
    }
    expect(rates.map((x) => x.price)).toEqual([...rates.map((x) => x.price)].sort((a, b) => a - b));
    // The postal-code data locates both ends (the service echoes corrected places).
    expect(r.body.origin.city).toBe('Madrid');
    expect(r.body.destination.coords.lat).toBeCloseTo(41.39, 0);
  });

  it('gives the same carriers, prices and transit days for the same request, with fresh rate ids', async () => {
    const a = (await c.post('/v1/rates/boxes', boxRating())).body.rates as Rate[];
    const b = (await c.post('/v1/rates/boxes', boxRating())).body.rates as Rate[];
    const strip = (rates: Rate[]) =>
      rates.map(({ agency, service, price, transitDays }) => ({ agency, service, price, transitDays }));
    expect(strip(b)).toEqual(strip(a));
    expect(b[0]?.id).not.toBe(a[0]?.id);
  });

  it('prices by distance, volumetric weight, insurance and dangerous goods', async () => {
    const near = (
      await c.post(
        '/v1/rates/boxes',
        boxRating({ destination: { postalCode: '28002', country: 'ES', city: 'Madrid', state: 'MD' } }),
      )
    ).body.rates;
    const far = (
      await c.post(
        '/v1/rates/boxes',
        boxRating({ destination: { postalCode: '15001', country: 'ES', city: 'A Coruña', state: 'GA' } }),
      )
    ).body.rates;
    const farService = byService(far);
    for (const rate of near) {
      const same = farService.get(`${rate.agency}/${rate.service}`);
      if (same) expect(same.price).toBeGreaterThan(rate.price);
    }
    const light = byService((await c.post('/v1/rates/boxes', boxRating())).body.rates);
    // Same weight, much bigger boxes: the volumetric weight (L x W x H / 5000) is charged.
    const bulky = (
      await c.post(
        '/v1/rates/boxes',
        boxRating({ boxes: [{ quantity: 2, length: 80, width: 60, height: 60, weight: 8, measurementUnit: 'CmKg' }] }),
      )
    ).body.rates as Rate[];
    for (const rate of bulky)
      expect(rate.price).toBeGreaterThan(light.get(`${rate.agency}/${rate.service}`)?.price ?? 0);
    const insured = byService(
      (await c.post('/v1/rates/boxes', boxRating({ insurance: true, dangerousCargo: true }))).body.rates,
    );
    for (const [key, rate] of light) expect(insured.get(key)?.price ?? Infinity).toBeGreaterThan(rate.price);
  });

  it('rates pallets: a non-stackable pallet costs more than a stackable one', async () => {
    const stackable = await c.post('/v1/rates/pallets', palletRating());
    expect(stackable.status).toBe(200);
    expectContract('rates.pallets', stackable.body);
    const pallet = (palletRating().pallets as Array<Record<string, unknown>>)[0];
    const flat = await c.post('/v1/rates/pallets', palletRating({ pallets: [{ ...pallet, isStackable: false }] }));
    const stack = byService(stackable.body.rates);
    expect(flat.body.rates.length).toBeGreaterThan(0);
    for (const rate of flat.body.rates as Rate[])
      expect(rate.price).toBeGreaterThan(stack.get(`${rate.agency}/${rate.service}`)?.price ?? 0);
  });

  it('refuses invalid requests with 400 naming the field', async () => {
    const { boxes: _b, ...noBoxes } = boxRating();
    expectErrorBody(await c.post('/v1/rates/boxes', noBoxes), 400, 'boxes');
    expectErrorBody(
      await c.post(
        '/v1/rates/boxes',
        boxRating({ boxes: [{ quantity: 0, length: 1, width: 1, height: 1, weight: 1, measurementUnit: 'CmKg' }] }),
      ),
      400,
      'boxes[0].quantity',
    );
    expectErrorBody(await c.post('/v1/rates/boxes', boxRating({ currency: 'XXX' })), 400, 'currency');
    expectErrorBody(
      await c.post(
        '/v1/rates/pallets',
        palletRating({
          pallets: [
            {
              quantity: 1,
              length: 1,
              width: 1,
              height: 1,
              weight: 1,
              measurementUnit: 'CmKg',
              isStackable: true,
              palletType: 'Huge',
            },
          ],
        }),
      ),
      400,
      'pallets[0].palletType',
    );
    const notJson = await c.post('/v1/rates/boxes', '{"origin": ');
    expectErrorBody(notJson, 400);
    expect(notJson.body.error).toBe('invalid-json');
  });

  it('rates sea FCL between real ports in the FCL wire form, with an all-in price', async () => {
    const r = await c.post('/v1/rates/sea/fcl', fclRating());
    expect(r.status).toBe(200);
    expectContract('rates.sea-fcl', r.body);
    const rates: Rate[] = r.body.rates;
    expect(rates.length).toBeGreaterThanOrEqual(3);
    const scheduled = rates.filter((x) => x.transitDays !== -1);
    const preBooking = rates.filter((x) => x.transitDays === -1);
    expect(preBooking.length).toBeGreaterThan(0);
    for (const p of preBooking) expect(p.deliveryDate).toBeNull();
    const rate = scheduled[0] as Rate;
    const legs = rate.scheduleDetails.flatMap((s: Json) => s.routeDetails);
    expect(legs[0].fromLocation).toMatchObject({ type: 'TERMINAL', unLocCode: 'HKHKG', countryCode: 'HK' });
    expect(legs[legs.length - 1].toLocation).toMatchObject({ type: 'TERMINAL', unLocCode: 'ESBCN', city: 'Barcelona' });
    expect(legs[0].transport).toMatchObject({ transportMode: 'VESSEL', name: expect.any(String) });
    const deadlines = rate.scheduleDetails[0].deadlines;
    expect(deadlines.find((d: Json) => d.type === 'Documentation').deadLine).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/,
    );
    expect(deadlines.some((d: Json) => d.type === 'Marine Services')).toBe(true);
    expect(Object.keys(rate.surchages).sort()).toEqual([
      'surchargesAtDestination',
      'surchargesAtOrigin',
      'surchargesPerFreight',
    ]);
    const freight = rate.surchages.surchargesPerFreight.find((s: Json) => s.chargeCode === 'FRT');
    expect(freight).toMatchObject({
      basis: 'PER_CONTAINER',
      type: 'Freight',
      description: 'Basic Ocean Freight',
      currency: 'USD',
      containerSizeType: 'DRY20',
    });
    expect(rate.surchages.surchargesAtDestination[0].currency).toBe('EUR');
    expect(rate.surchages.surchargesAtOrigin[0].currency).toBe('HKD');
    expect(rate.conditions.map((x: Json) => x.chargeType)).toEqual(expect.arrayContaining(['Demurrage', 'Detention']));
    expect(rate.conditions[0]).toMatchObject({
      containerSizeType: '20DRY',
      price: { value: expect.any(Number), currency: 'EUR' },
    });
    const charges = rate.penalties[0].charges;
    expect(charges.map((x: Json) => x.penaltyType)).toEqual([
      'AmmendmentFee',
      'CancellationFee',
      'NoShowFee',
      'CompensationFee',
    ]);
    expect(charges[3].price.value).toBeLessThan(0);
    // All-in: more than the ocean freight alone (converted from USD to EUR at ~0.93).
    expect(rate.price).toBeGreaterThan(freight.value * 0.9);
  });

  it('prices reefer and shipper-owned containers differently from dry ones', async () => {
    const dry = cheapest((await c.post('/v1/rates/sea/fcl', fclRating())).body.rates);
    const reefer = await c.post(
      '/v1/rates/sea/fcl',
      fclRating({
        containers: [
          {
            quantity: 1,
            weight: 12000,
            measurementUnit: 'CmKg',
            type: 'RF20',
            isOwnedContainer: false,
            isReeferContainer: true,
            imoNumber: null,
          },
        ],
      }),
    );
    expect(reefer.status).toBe(200);
    expect(cheapest(reefer.body.rates)).toBeGreaterThan(dry);
    const owned = await c.post(
      '/v1/rates/sea/fcl',
      fclRating({
        containers: [
          {
            quantity: 1,
            weight: 12000,
            measurementUnit: 'CmKg',
            type: 'DRY20',
            isOwnedContainer: true,
            isReeferContainer: false,
            imoNumber: null,
          },
        ],
      }),
    );
    const ownedFreight = owned.body.rates[0].surchages.surchargesAtOrigin.map((s: Json) => s.chargeCode);
    expect(ownedFreight).toContain('SOC');
    // A reefer flag on a dry box is a rule the shared checks enforce.
    expectErrorBody(
      await c.post(
        '/v1/rates/sea/fcl',
        fclRating({
          containers: [
            {
              quantity: 1,
              weight: 1,
              measurementUnit: 'CmKg',
              type: 'DRY20',
              isOwnedContainer: false,
              isReeferContainer: true,
            },
          ],
        }),
      ),
      400,
      'containers[0].isReeferContainer',
    );
  });

  it('refuses an unknown UN/LOCODE naming the field', async () => {
    const r = await c.post('/v1/rates/sea/fcl', fclRating({ originUnLocCode: 'ZZZZZ' }));
    expectErrorBody(r, 400, 'originUnLocCode');
    expect(r.body.message).toMatch(/ZZZZZ/);
  });

  it('rates sea LCL in the LCL wire form', async () => {
    const r = await c.post('/v1/rates/sea/lcl', lclRating());
    expect(r.status).toBe(200);
    expectContract('rates.sea-lcl', r.body);
    const rate = r.body.rates.find((x: Rate) => x.transitDays !== -1) ?? r.body.rates[0];
    expect(Object.keys(rate.surchages).sort()).toEqual(['surchargePerDocs', 'surchargesPerContainer']);
    const group = rate.surchages.surchargesPerContainer[0];
    expect(group.containerSizeType).toBe('40DRY');
    expect(group.surcharges[0]).toMatchObject({
      type: 'Paid with Freight',
      chargeDescription: expect.any(String),
      value: expect.any(Number),
    });
    expect(group.surcharges[0].currency).toBeUndefined();
    expect(rate.penalties[0]).toMatchObject({ currency: 'EUR', charges: expect.any(Array) });
    expect(typeof rate.penalties[0].charges[0].price).toBe('number');
    expect(typeof rate.conditions[0].price).toBe('number');
    if (rate.scheduleDetails.length > 0)
      expect(rate.scheduleDetails[0].deadlines[0].deadLine).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const docs = rate.surchages.surchargePerDocs.reduce((s: number, x: Json) => s + x.value * x.quantity, 0);
    const perBox = group.surcharges.reduce((s: number, x: Json) => s + x.value * x.quantity, 0);
    // LCL charges are all in the request's currency: price is exactly their sum.
    expect(rate.price).toBe(docs + perBox);
  });

  it('rates air between airports with flight legs', async () => {
    const r = await c.post('/v1/rates/air', airRating());
    expect(r.status).toBe(200);
    expectContract('rates.air', r.body);
    const rate = r.body.rates[0];
    expect(rate.legs[0].departureAirportCode).toBe('MAD');
    expect(rate.legs[rate.legs.length - 1].arrivalAirportCode).toBe('JFK');
    // 3 x max(25 kg, 60x40x40/6000 = 16 kg)
    expect(rate.chargeableWeight).toBe(75);
    expect(rate.price).toBeGreaterThanOrEqual(rate.freightPrice);
    expectErrorBody(await c.post('/v1/rates/air', airRating({ arrivalAirportCode: 'QQQ' })), 400, 'arrivalAirportCode');
  });
});
