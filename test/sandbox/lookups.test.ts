import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { clientFor, expectContract, expectErrorBody, start, type Client, type Json } from './helpers';

describe('sandbox lookups', () => {
  let sb: RunningSandbox;
  let c: Client;
  beforeAll(async () => {
    sb = await start();
    c = await clientFor(sb);
  });
  afterAll(() => sb.close());

  it('finds ports by city in Json case and accents, by UN/LOCODE, and with the CityName spelling', async () => {
    const r = await c.get('/v1/maritime/ports?cityName=barcelona');
    expect(r.status).toBe(200);
    expectContract('lookup.ports', r.body);
    expect(r.body.map((p: Json) => p.unLocCode)).toContain('ESBCN');
    expect(r.body.every((p: Json) => p.city.toLowerCase().includes('barcelona'))).toBe(true);
    expect((await c.get('/v1/maritime/ports?CityName=BARCELONA')).body).toEqual(r.body);
    expect((await c.get('/v1/maritime/ports?cityName=ESVLC')).body[0]).toMatchObject({
      unLocCode: 'ESVLC',
      country: 'ES',
    });
    const accents = await c.get(`/v1/maritime/ports?cityName=${encodeURIComponent('valència')}`);
    expect(accents.body.map((p: Json) => p.unLocCode)).toContain('ESVLC');
    expectErrorBody(await c.get('/v1/maritime/ports'), 400, 'cityName');
  });

  it('lists the 18 container types of the spec with the right labels', async () => {
    const r = await c.get('/v1/maritime/containers');
    expectContract('lookup.containers', r.body);
    expect(r.body).toHaveLength(18);
    const byName = new Map(r.body.map((x: Json) => [x.name, x]));
    expect(byName.get('20DRY')).toEqual({
      size: '20',
      type: 'DRY',
      name: '20DRY',
      label: '20 Dry Standard',
      isReefer: false,
    });
    expect(byName.get('40HRF')).toMatchObject({ label: '40 Reefer High', isReefer: true });
    expect(byName.get('20NOR')).toMatchObject({ label: '20 Non Operating Reefer Standard', isReefer: false });
    expect(byName.get('40HOPENTOP')).toMatchObject({ size: '40', label: '40 Open Top High' });
  });

  it('finds postal codes by city (accent-insensitive) or code prefix, capped', async () => {
    const city = await c.get('/v1/postalcodes?countryCode=ES&loc=Barcelona');
    expect(city.status).toBe(200);
    expectContract('lookup.postal-codes', city.body);
    expect(city.body[0]).toMatchObject({
      countryCode: 'ES',
      city: 'Barcelona',
      country: 'España',
      postalCode: expect.stringMatching(/^08/),
    });
    const prefix = await c.get('/v1/postalcodes?countryCode=es&loc=080');
    expect(prefix.body.length).toBeGreaterThan(0);
    expect(prefix.body.every((p: Json) => p.postalCode.startsWith('080'))).toBe(true);
    const leon = await c.get('/v1/postalcodes?countryCode=ES&loc=leon');
    expect(leon.body.some((p: Json) => p.city === 'León')).toBe(true);
    const wide = await c.get('/v1/postalcodes?countryCode=ES&loc=0');
    expect(wide.body.length).toBe(50);
    expectErrorBody(await c.get('/v1/postalcodes?countryCode=Spain&loc=x'), 400, 'countryCode');
  });

  it('lists pallet types and finds airports by IATA code, name or city', async () => {
    const pallets = await c.get('/v1/courier/pallet/types');
    expectContract('lookup.pallet-types', pallets.body);
    expect(pallets.body.map((p: Json) => p.type)).toEqual(expect.arrayContaining(['Custom', 'Euro', 'American']));
    const bcn = await c.get('/v1/aerial/airports?nameCityIata=bcn');
    expectContract('lookup.airports', bcn.body);
    expect(bcn.body[0]).toMatchObject({
      iataCode: 'BCN',
      iso: 'ES',
      geoloc: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    const byCity = await c.get('/v1/aerial/airports?nameCityIata=barcelona');
    expect(byCity.body.map((a: Json) => a.iataCode)).toContain('BCN');
  });
});
