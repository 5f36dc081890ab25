/*
 * HAND-COMPILED: first-level subdivisions as ISO 3166-2 codes (the part after
 * the country prefix) with their local names. These are public standard
 * codes; they turn each source's own region keys into the `regionCode` and
 * `region` of a postal-code location.
 */
export interface Region {
  readonly code: string;
  readonly name: string;
}

/** Spain: the autonomous communities and cities. GeoNames' Spanish postal data already keys rows by these codes. */
export const ES_REGIONS: Readonly<Record<string, string>> = {
  AN: 'Andalucía',
  AR: 'Aragón',
  AS: 'Asturias',
  CB: 'Cantabria',
  CE: 'Ceuta',
  CL: 'Castilla y León',
  CM: 'Castilla-La Mancha',
  CN: 'Canarias',
  CT: 'Cataluña',
  EX: 'Extremadura',
  GA: 'Galicia',
  IB: 'Illes Balears',
  MC: 'Región de Murcia',
  MD: 'Comunidad de Madrid',
  ML: 'Melilla',
  NC: 'Comunidad Foral de Navarra',
  PV: 'País Vasco',
  RI: 'La Rioja',
  VC: 'Comunitat Valenciana',
};

/** France: INSEE region code (as in @etalab/decoupage-administratif) -> ISO 3166-2:FR. Overseas regions keep their department number. */
export const FR_REGION_ISO: Readonly<Record<string, string>> = {
  '01': '971',
  '02': '972',
  '03': '973',
  '04': '974',
  '06': '976',
  '11': 'IDF',
  '24': 'CVL',
  '27': 'BFC',
  '28': 'NOR',
  '32': 'HDF',
  '44': 'GES',
  '52': 'PDL',
  '53': 'BRE',
  '75': 'NAQ',
  '76': 'OCC',
  '84': 'ARA',
  '93': 'PAC',
  '94': '20R',
};

/** Italy: the region abbreviations of the `italia` package -> ISO 3166-2:IT region code and name. */
export const IT_REGIONS: Readonly<Record<string, Region>> = {
  ABR: { code: '65', name: 'Abruzzo' },
  BAS: { code: '77', name: 'Basilicata' },
  CAL: { code: '78', name: 'Calabria' },
  CAM: { code: '72', name: 'Campania' },
  EMR: { code: '45', name: 'Emilia-Romagna' },
  FVG: { code: '36', name: 'Friuli-Venezia Giulia' },
  LAZ: { code: '62', name: 'Lazio' },
  LIG: { code: '42', name: 'Liguria' },
  LOM: { code: '25', name: 'Lombardia' },
  MAR: { code: '57', name: 'Marche' },
  MOL: { code: '67', name: 'Molise' },
  PIE: { code: '21', name: 'Piemonte' },
  PUG: { code: '75', name: 'Puglia' },
  SAR: { code: '88', name: 'Sardegna' },
  SIC: { code: '82', name: 'Sicilia' },
  TAA: { code: '32', name: 'Trentino-Alto Adige' },
  TOS: { code: '52', name: 'Toscana' },
  UMB: { code: '55', name: 'Umbria' },
  VDA: { code: '23', name: "Valle d'Aosta" },
  VEN: { code: '34', name: 'Veneto' },
};

/**
 * Germany: GeoNames admin1 code -> ISO 3166-2:DE and the German name. `geonames`
 * is GeoNames' own (English) name of that admin1 code; build.ts checks it
 * against the package so a renumbering cannot shift every state.
 */
export const DE_REGIONS: Readonly<Record<string, Region & { readonly geonames: string }>> = {
  '01': { code: 'BW', name: 'Baden-Württemberg', geonames: 'Baden-Wurttemberg' },
  '02': { code: 'BY', name: 'Bayern', geonames: 'Bavaria' },
  '03': { code: 'HB', name: 'Bremen', geonames: 'Bremen' },
  '04': { code: 'HH', name: 'Hamburg', geonames: 'Hamburg' },
  '05': { code: 'HE', name: 'Hessen', geonames: 'Hesse' },
  '06': { code: 'NI', name: 'Niedersachsen', geonames: 'Lower Saxony' },
  '07': { code: 'NW', name: 'Nordrhein-Westfalen', geonames: 'North Rhine-Westphalia' },
  '08': { code: 'RP', name: 'Rheinland-Pfalz', geonames: 'Rheinland-Pfalz' },
  '09': { code: 'SL', name: 'Saarland', geonames: 'Saarland' },
  '10': { code: 'SH', name: 'Schleswig-Holstein', geonames: 'Schleswig-Holstein' },
  '11': { code: 'BB', name: 'Brandenburg', geonames: 'Brandenburg' },
  '12': { code: 'MV', name: 'Mecklenburg-Vorpommern', geonames: 'Mecklenburg-Vorpommern' },
  '13': { code: 'SN', name: 'Sachsen', geonames: 'Saxony' },
  '14': { code: 'ST', name: 'Sachsen-Anhalt', geonames: 'Saxony-Anhalt' },
  '15': { code: 'TH', name: 'Thüringen', geonames: 'Thuringia' },
  '16': { code: 'BE', name: 'Berlin', geonames: 'State of Berlin' },
};

/** Netherlands: ISO 3166-2:NL province codes. */
export const NL_REGIONS: Readonly<Record<string, string>> = {
  DR: 'Drenthe',
  FL: 'Flevoland',
  FR: 'Fryslân',
  GE: 'Gelderland',
  GR: 'Groningen',
  LI: 'Limburg',
  NB: 'Noord-Brabant',
  NH: 'Noord-Holland',
  OV: 'Overijssel',
  UT: 'Utrecht',
  ZE: 'Zeeland',
  ZH: 'Zuid-Holland',
};

/** Portugal: ISO 3166-2:PT districts and autonomous regions. */
export const PT_REGIONS: Readonly<Record<string, string>> = {
  '01': 'Aveiro',
  '02': 'Beja',
  '03': 'Braga',
  '04': 'Bragança',
  '05': 'Castelo Branco',
  '06': 'Coimbra',
  '07': 'Évora',
  '08': 'Faro',
  '09': 'Guarda',
  '10': 'Leiria',
  '11': 'Lisboa',
  '12': 'Portalegre',
  '13': 'Porto',
  '14': 'Santarém',
  '15': 'Setúbal',
  '16': 'Viana do Castelo',
  '17': 'Vila Real',
  '18': 'Viseu',
  '20': 'Região Autónoma dos Açores',
  '30': 'Região Autónoma da Madeira',
};

/** United Kingdom: ISO 3166-2:GB countries (GeoNames uses the same codes as admin1). */
export const GB_REGIONS: Readonly<Record<string, string>> = {
  ENG: 'England',
  NIR: 'Northern Ireland',
  SCT: 'Scotland',
  WLS: 'Wales',
};
