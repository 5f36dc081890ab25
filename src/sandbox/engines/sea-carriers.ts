/**
 * Ocean carriers of the sandbox: SCAC code, the name and spot product the
 * rates show, the hubs they tranship through (UN/LOCODEs; a hub missing from
 * ports.json is skipped) and a few vessels (name, IMO-style number).
 */
export interface SeaCarrier {
  readonly scac: string;
  /** FCL payloads carry the SCAC with a contract suffix (MAEU009A); LCL the bare SCAC. */
  readonly fclSealine: string;
  readonly agency: string;
  readonly service: string;
  /** Price level against the market (1 = average). */
  readonly priceLevel: number;
  /** Day of the week (0 = Sunday) its weekly sailings leave. */
  readonly sailingWeekday: number;
  readonly hubs: readonly string[];
  readonly vessels: ReadonlyArray<readonly [name: string, code: string]>;
}

export const seaCarriers: readonly SeaCarrier[] = [
  {
    scac: 'MAEU',
    fclSealine: 'MAEU009A',
    agency: 'Maersk',
    service: 'Maersk Spot',
    priceLevel: 1.06,
    sailingWeekday: 5,
    hubs: ['ESALG', 'MAPTM', 'SGSIN', 'NLRTM', 'MYTPP', 'PAMIT'],
    vessels: [
      ['MAERSK LIMA', '9526875'],
      ['MAERSK ESSEN', '9456771'],
      ['MAERSK HIDALGO', '9784271'],
      ['MSC LENI', '9839454'],
      ['SAN CHRISTOBAL', '9699191'],
      ['MAERSK SEMARANG', '9778791'],
    ],
  },
  {
    scac: 'MSCU',
    fclSealine: 'MSCU',
    agency: 'MSC',
    service: 'MSC Instant Quote',
    priceLevel: 0.97,
    sailingWeekday: 3,
    hubs: ['ESVLC', 'ITGIT', 'SGSIN', 'BEANR', 'PTSIE', 'LKCMB'],
    vessels: [
      ['MSC ARINA', '9839284'],
      ['MSC GULSUN', '9839430'],
      ['MSC OSCAR', '9703291'],
      ['MSC ISABELLA', '9930038'],
      ['MSC AMBRA', '9619452'],
    ],
  },
  {
    scac: 'CMDU',
    fclSealine: 'CMDU',
    agency: 'CMA CGM',
    service: 'CMA CGM SpotOn',
    priceLevel: 1.02,
    sailingWeekday: 2,
    hubs: ['MAPTM', 'MTMAR', 'SGSIN', 'CNSHA', 'JMKIN'],
    vessels: [
      ['CMA CGM JACQUES SAADE', '9839131'],
      ['CMA CGM ANTOINE DE SAINT EXUPERY', '9776418'],
      ['CMA CGM MARCO POLO', '9454436'],
      ['CMA CGM TROCADERO', '9839167'],
    ],
  },
  {
    scac: 'HLCU',
    fclSealine: 'HLCU',
    agency: 'Hapag-Lloyd',
    service: 'Quick Quotes Spot',
    priceLevel: 1.1,
    sailingWeekday: 4,
    hubs: ['DEHAM', 'NLRTM', 'AEJEA', 'SGSIN', 'PACTB'],
    vessels: [
      ['BERLIN EXPRESS', '9935040'],
      ['HAMBURG EXPRESS', '9229831'],
      ['AL ZUBARA', '9708837'],
      ['AFIF', '9732319'],
    ],
  },
  {
    scac: 'ONEY',
    fclSealine: 'ONEY',
    agency: 'Ocean Network Express',
    service: 'ONE Quote',
    priceLevel: 0.99,
    sailingWeekday: 1,
    hubs: ['SGSIN', 'KRPUS', 'NLRTM', 'LKCMB'],
    vessels: [
      ['ONE INNOVATION', '9935960'],
      ['ONE APUS', '9806079'],
      ['ONE STORK', '9806061'],
    ],
  },
  {
    scac: 'EGLV',
    fclSealine: 'EGLV',
    agency: 'Evergreen',
    service: 'GreenX Spot',
    priceLevel: 0.93,
    sailingWeekday: 6,
    hubs: ['TWKHH', 'SGSIN', 'LKCMB', 'GRPIR', 'PAMIT'],
    vessels: [
      ['EVER ACE', '9893890'],
      ['EVER ALOT', '9937141'],
      ['EVER GOVERN', '9850886'],
    ],
  },
  {
    scac: 'COSU',
    fclSealine: 'COSU',
    agency: 'COSCO Shipping',
    service: 'SynCon Hub',
    priceLevel: 0.9,
    sailingWeekday: 0,
    hubs: ['GRPIR', 'CNSHA', 'SGSIN', 'EGPSD', 'KRPUS'],
    vessels: [
      ['COSCO SHIPPING UNIVERSE', '9795610'],
      ['COSCO SHIPPING GALAXY', '9785744'],
      ['COSCO SHIPPING ARIES', '9783502'],
    ],
  },
];

/** Terminal suffixes of carrier-interface location codes (ESBCN -> ESBCNBS, HKHKG -> HKHKGMO in the payloads). */
export const terminalSuffixes: readonly string[] = ['BS', 'PS', 'MO', 'CT', 'TM', 'T1'];
