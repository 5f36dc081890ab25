/*
 * HAND-COMPILED postal codes, for the countries whose postal data no npm
 * package carries (United Kingdom, Netherlands, Portugal), plus the central
 * codes of Rome and Milan.
 *
 * Only codes the compiler is certain of: the postal district (outward code)
 * of a UK town centre, the 4-digit PC4 area of a Dutch town centre, the
 * 4-digit CP4 area of a Portuguese town, all in the granularity GeoNames
 * itself publishes for those countries (UK outward codes, Dutch PC4). No
 * coordinate is typed here: build.ts takes the position of the GeoNames town
 * named by `place` (or by `city`), so every code of a town shares the town's
 * position.
 */
export interface ManualPostalCode {
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-2 subdivision code, without the country prefix. */
  readonly regionCode: string;
  /** GeoNames name of the town when it differs from `city` (exonyms, official forms). */
  readonly place?: string;
  /** GeoNames admin1 code of the town, where GeoNames has namesakes elsewhere in the country. */
  readonly geonamesAdmin1?: string;
}

function codes(list: string, city: string, regionCode: string, place?: string): ManualPostalCode[] {
  return list.split(' ').map((postalCode) => ({ postalCode, city, regionCode, ...(place ? { place } : {}) }));
}

export const MANUAL_POSTAL_CODES: Readonly<Record<'GB' | 'NL' | 'PT' | 'IT', readonly ManualPostalCode[]>> = {
  GB: [
    ...codes('EC1A EC2M EC3M EC4M WC1A WC2N SW1A W1A W1D W2 E1 E14 N1 NW1 SE1 SE10', 'London', 'ENG'),
    ...codes('M1 M2 M3 M4', 'Manchester', 'ENG'),
    ...codes('L1 L2 L3', 'Liverpool', 'ENG'),
    ...codes('L20', 'Bootle', 'ENG'),
    ...codes('B1 B2 B3 B4 B5', 'Birmingham', 'ENG'),
    ...codes('LS1 LS2', 'Leeds', 'ENG'),
    ...codes('S1', 'Sheffield', 'ENG'),
    ...codes('BS1 BS2 BS11', 'Bristol', 'ENG'),
    ...codes('NE1', 'Newcastle upon Tyne', 'ENG'),
    ...codes('NG1', 'Nottingham', 'ENG'),
    ...codes('LE1', 'Leicester', 'ENG'),
    ...codes('CV1', 'Coventry', 'ENG'),
    ...codes('SO14 SO15', 'Southampton', 'ENG'),
    ...codes('PO1', 'Portsmouth', 'ENG'),
    ...codes('IP11', 'Felixstowe', 'ENG'),
    ...codes('IP1', 'Ipswich', 'ENG'),
    ...codes('RM18', 'Tilbury', 'ENG'),
    ...codes('SS17', 'Stanford-le-Hope', 'ENG'),
    ...codes('CT16 CT17', 'Dover', 'ENG'),
    ...codes('DN40', 'Immingham', 'ENG'),
    ...codes('DN31', 'Grimsby', 'ENG'),
    ...codes('HU1', 'Hull', 'ENG', 'Kingston upon Hull'),
    ...codes('TS1', 'Middlesbrough', 'ENG'),
    ...codes('CB1 CB2', 'Cambridge', 'ENG'),
    ...codes('OX1', 'Oxford', 'ENG'),
    ...codes('RG1', 'Reading', 'ENG'),
    ...codes('YO1', 'York', 'ENG'),
    ...codes('BN1', 'Brighton', 'ENG'),
    ...codes('PL1', 'Plymouth', 'ENG'),
    ...codes('EX1', 'Exeter', 'ENG'),
    ...codes('NR1', 'Norwich', 'ENG'),
    ...codes('DE1', 'Derby', 'ENG'),
    ...codes('WV1', 'Wolverhampton', 'ENG'),
    ...codes('BA1', 'Bath', 'ENG'),
    ...codes('G1 G2', 'Glasgow', 'SCT'),
    ...codes('EH1 EH2', 'Edinburgh', 'SCT'),
    ...codes('AB10 AB11', 'Aberdeen', 'SCT'),
    ...codes('DD1', 'Dundee', 'SCT'),
    ...codes('FK3', 'Grangemouth', 'SCT'),
    ...codes('CF10', 'Cardiff', 'WLS'),
    ...codes('SA1', 'Swansea', 'WLS'),
    ...codes('BT1 BT2 BT3', 'Belfast', 'NIR'),
  ],
  NL: [
    ...codes('1011 1012 1013 1015 1016 1017 1018', 'Amsterdam', 'NH'),
    ...codes('2011', 'Haarlem', 'NH'),
    ...codes('1811', 'Alkmaar', 'NH'),
    ...codes('1211', 'Hilversum', 'NH'),
    ...codes('1781', 'Den Helder', 'NH'),
    ...codes('3011 3012 3013 3014 3015 3199', 'Rotterdam', 'ZH'),
    ...codes('2511 2512 2513 2514', "'s-Gravenhage", 'ZH', 'The Hague'),
    ...codes('2311', 'Leiden', 'ZH'),
    ...codes('2611', 'Delft', 'ZH'),
    ...codes('3311', 'Dordrecht', 'ZH'),
    ...codes('2801', 'Gouda', 'ZH'),
    ...codes('3511 3512', 'Utrecht', 'UT'),
    ...codes('3811', 'Amersfoort', 'UT'),
    ...codes('5611 5612', 'Eindhoven', 'NB'),
    ...codes('5038', 'Tilburg', 'NB'),
    ...codes('4811', 'Breda', 'NB'),
    ...codes('5211', "'s-Hertogenbosch", 'NB'),
    ...codes('5701', 'Helmond', 'NB'),
    ...codes('4701', 'Roosendaal', 'NB'),
    ...codes('6511', 'Nijmegen', 'GE'),
    ...codes('6811', 'Arnhem', 'GE'),
    ...codes('7311', 'Apeldoorn', 'GE'),
    ...codes('7511', 'Enschede', 'OV'),
    ...codes('8011', 'Zwolle', 'OV'),
    ...codes('7411', 'Deventer', 'OV'),
    ...codes('9711 9712', 'Groningen', 'GR'),
    ...codes('8911', 'Leeuwarden', 'FR'),
    ...codes('9401', 'Assen', 'DR'),
    ...codes('7811', 'Emmen', 'DR'),
    ...codes('1315', 'Almere', 'FL', 'Almere Stad'),
    ...codes('6211', 'Maastricht', 'LI'),
    ...codes('5911', 'Venlo', 'LI'),
    ...codes('6411', 'Heerlen', 'LI'),
    ...codes('4381', 'Vlissingen', 'ZE'),
    ...codes('4331', 'Middelburg', 'ZE'),
  ],
  PT: [
    ...codes('1000 1050 1100 1150 1200 1250 1300', 'Lisboa', '11', 'Lisbon'),
    ...codes('2700', 'Amadora', '11'),
    ...codes('2710', 'Sintra', '11'),
    ...codes('2750', 'Cascais', '11'),
    ...codes('2780', 'Oeiras', '11'),
    ...codes('4000 4050 4100 4150 4200', 'Porto', '13'),
    ...codes('4450', 'Matosinhos', '13'),
    ...codes('4400', 'Vila Nova de Gaia', '13'),
    ...codes('3000', 'Coimbra', '06'),
    ...codes('3080', 'Figueira da Foz', '06'),
    ...codes('4700', 'Braga', '03'),
    ...codes('4800', 'Guimarães', '03'),
    ...codes('3800', 'Aveiro', '01'),
    ...codes('8000', 'Faro', '08'),
    ...codes('8500', 'Portimão', '08'),
    ...codes('2900', 'Setúbal', '15'),
    ...codes('2800', 'Almada', '15'),
    ...codes('2830', 'Barreiro', '15'),
    ...codes('7520', 'Sines', '15'),
    ...codes('2400', 'Leiria', '10'),
    ...codes('7000', 'Évora', '07'),
    ...codes('3500', 'Viseu', '18'),
    ...codes('4900', 'Viana do Castelo', '16'),
    ...codes('2000', 'Santarém', '14'),
    { postalCode: '6000', city: 'Castelo Branco', regionCode: '05', geonamesAdmin1: '06' },
    ...codes('6300', 'Guarda', '09'),
    ...codes('5000', 'Vila Real', '17'),
    ...codes('5300', 'Bragança', '04'),
    ...codes('7800', 'Beja', '02'),
    ...codes('7300', 'Portalegre', '12'),
    ...codes('9000', 'Funchal', '30'),
    ...codes('9500', 'Ponta Delgada', '20'),
  ],
  // Central codes of the two largest Italian cities, beside the rule that gives every multi-code city its first code.
  IT: [...codes('00184 00185 00186', 'Roma', '62', 'Rome'), ...codes('20122 20124', 'Milano', '25', 'Milan')],
};
