import { containerTypes, type ContainerTypeInfo } from '@shared/domain/containers';
import type { Airport } from '../data/schemas';
import { ok, type Handler } from './types';

export const findPorts: Handler<'lookup.ports'> = ({ params, services }) =>
  ok(
    services.data
      .searchPorts(params.cityName)
      .map((p) => ({ unLocCode: p.unLocCode, country: p.country, city: p.city, rkstCode: p.rkstCode })),
  );

const FAMILY_LABELS: Readonly<Record<ContainerTypeInfo['family'], string>> = {
  DRY: 'Dry',
  NOR: 'Non Operating Reefer',
  RF: 'Reefer',
  OPENTOP: 'Open Top',
  FLATRACK: 'Flat Rack',
};

/** The 18 container types of the spec, in the lookup's shape, with the right labels and reefer flags. */
const CONTAINER_LOOKUP = containerTypes.map((c) => ({
  size: String(c.sizeFt),
  type: `${c.highCube ? 'H' : ''}${c.family}`,
  name: c.sizeTypeCode,
  label: `${c.sizeFt} ${FAMILY_LABELS[c.family]} ${c.highCube ? 'High' : 'Standard'}`,
  isReefer: c.isReefer,
}));

export const listContainers: Handler<'lookup.containers'> = () => ok(CONTAINER_LOOKUP);

export const findPostalCodes: Handler<'lookup.postal-codes'> = ({ params, services }) => {
  const country = services.data.countryName(params.countryCode);
  return ok(
    services.data.searchPostalCodes(params.countryCode, params.loc).map((r) => ({
      latitude: r.lat,
      longitude: r.lng,
      // The country's name in its own language ("España"), as the payload.
      country: country?.localName ?? params.countryCode,
      countryCode: params.countryCode,
      city: r.city,
      region: r.region,
      regionCode: r.regionCode,
      postalCode: r.postalCode,
    })),
  );
};

export const listPalletTypes: Handler<'lookup.pallet-types'> = ({ services }) => ok(services.data.palletTypes());

/** An airport of the data set as the lookup answers it (the size class stays in the data). */
export function airportAnswer(a: Airport) {
  return {
    name: a.name,
    city: a.city,
    state: a.state,
    country: a.country,
    iataCode: a.iataCode,
    iso: a.iso,
    geoloc: { lat: a.lat, lng: a.lng },
  };
}

export const findAirports: Handler<'lookup.airports'> = ({ params, services }) =>
  ok(services.data.searchAirports(params.nameCityIata).map(airportAnswer));
