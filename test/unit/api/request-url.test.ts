import { describe, expect, it } from 'vitest';
import { addressForms, buildRequestPath, buildRequestUrl } from '@main/api/request-url';

// Forms as the operations table spells them (tracking detail, ports, quotes, postal codes).
const detail = {
  path: '/v1/tracking/shipment/{shipmentId}/detail',
  alternates: [{ path: '/v1/tracking/shipment/{shipmentId}' }],
};
const ports = {
  path: '/v1/maritime/ports',
  alternates: [{ path: '/v1/maritime/ports', queryKeys: { cityName: 'CityName' } }],
};

describe('buildRequestPath', () => {
  it('fills path placeholders and puts the other params in the query', () => {
    expect(buildRequestPath({ path: '/v1/postalcodes' }, { countryCode: 'ES', loc: 'Barcelona' })).toBe(
      '/v1/postalcodes?countryCode=ES&loc=Barcelona',
    );
    expect(
      buildRequestPath({ path: '/v1/shipment/{shipmentId}/status/enable' }, { shipmentId: 'abc', status: true }),
    ).toBe('/v1/shipment/abc/status/enable?status=true');
  });

  it('keeps the shipment type as path segments (sea/fcl) but encodes ids', () => {
    expect(buildRequestPath({ path: '/v1/quotes/{type}/{quoteId}' }, { type: 'sea/fcl', quoteId: 'a b/c' })).toBe(
      '/v1/quotes/sea/fcl/a%20b%2Fc',
    );
  });

  it('encodes query values and leaves out absent and empty ones', () => {
    expect(
      buildRequestPath(
        { path: '/v1/tracking/shipments' },
        { Origin: 'São Paulo & Co', Destination: undefined, ShipmentCode: '', StartDate: '2024-01-01T00:00:00Z' },
      ),
    ).toBe('/v1/tracking/shipments?Origin=S%C3%A3o+Paulo+%26+Co&StartDate=2024-01-01T00%3A00%3A00Z');
  });

  it("uses an alternate form's path and query key spelling", () => {
    const [table, example] = addressForms(ports);
    expect(buildRequestPath(table!, { cityName: 'barcelona' })).toBe('/v1/maritime/ports?cityName=barcelona');
    expect(buildRequestPath(example!, { cityName: 'barcelona' })).toBe('/v1/maritime/ports?CityName=barcelona');
    const [, short] = addressForms(detail);
    expect(buildRequestPath(short!, { shipmentId: '339d8158' })).toBe('/v1/tracking/shipment/339d8158');
  });

  it('refuses to build a path with a missing placeholder value', () => {
    expect(() => buildRequestPath(detail, {})).toThrow(/shipmentId/);
  });
});

describe('addressForms', () => {
  it("puts the table's form first", () => {
    expect(addressForms(detail).map((f) => f.path)).toEqual([
      '/v1/tracking/shipment/{shipmentId}/detail',
      '/v1/tracking/shipment/{shipmentId}',
    ]);
    expect(addressForms({ path: '/v1/quotes' })).toHaveLength(1);
  });
});

describe('buildRequestUrl', () => {
  it('joins the base URL, with or without a trailing slash or a path prefix', () => {
    expect(buildRequestUrl('http://127.0.0.1:4000', { path: '/v1/quotes' }, {}).href).toBe(
      'http://127.0.0.1:4000/v1/quotes',
    );
    expect(buildRequestUrl('https://api.example.com/', { path: '/v1/quotes' }, {}).href).toBe(
      'https://api.example.com/v1/quotes',
    );
    expect(
      buildRequestUrl('https://example.com/freight/', { path: '/v1/postalcodes' }, { countryCode: 'ES', loc: '08001' })
        .href,
    ).toBe('https://example.com/freight/v1/postalcodes?countryCode=ES&loc=08001');
  });
});
