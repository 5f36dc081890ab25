/**
 * The airports of the cities that have several, busiest first by passengers
 * (each airport's own yearly traffic figures for 2023, as its operator
 * published them). OurAirports, where the airports' size classes come from,
 * classes London's Heathrow, Gatwick, Stansted and Luton all as large: among
 * equals, the desk's place ranking needs which one an operator means first
 * when typing the city (Heathrow, not Gatwick, for "London"). Only the order
 * within a city is kept, not the figures: the ranking never compares two
 * cities' airports by it.
 */
export const BUSIEST_FIRST_BY_CITY: readonly (readonly string[])[] = [
  ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'], // London
  ['CDG', 'ORY', 'BVA'], // Paris
  ['JFK', 'EWR', 'LGA'], // New York
  ['HND', 'NRT'], // Tokyo
  ['IST', 'SAW'], // Istanbul
  ['PVG', 'SHA'], // Shanghai
  ['PEK', 'PKX'], // Beijing
  ['SVO', 'DME', 'VKO'], // Moscow
  ['MXP', 'BGY', 'LIN'], // Milan
  ['FCO', 'CIA'], // Rome
  ['GRU', 'CGH', 'VCP'], // São Paulo
  ['GIG', 'SDU'], // Rio de Janeiro
  ['BKK', 'DMK'], // Bangkok
  ['ICN', 'GMP'], // Seoul
  ['KIX', 'ITM', 'UKB'], // Osaka
  ['DXB', 'DWC'], // Dubai
  ['ORD', 'MDW'], // Chicago
  ['IAH', 'HOU'], // Houston
  ['DFW', 'DAL'], // Dallas
  ['YYZ', 'YTZ'], // Toronto
  ['EZE', 'AEP'], // Buenos Aires
  ['CGK', 'HLP'], // Jakarta
  ['ARN', 'BMA'], // Stockholm
  ['TPE', 'TSA'], // Taipei
];

/**
 * A bonus below one size class (0 for an airport not listed, up to 0.9 for
 * its city's busiest): added to the class, it orders a city's airports of
 * the same class busiest first and never lifts one over a bigger class.
 */
export function busiestAirportBonus(iataCode: string): number {
  const code = iataCode.trim().toUpperCase();
  for (const city of BUSIEST_FIRST_BY_CITY) {
    const at = city.indexOf(code);
    if (at >= 0) return (0.9 * (city.length - at)) / city.length;
  }
  return 0;
}
