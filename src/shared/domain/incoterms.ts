/** The eleven Incoterms 2020 rules, in the ICC's order. */
export const incoterms = [
  { code: 'EXW', name: { en: 'Ex Works', es: 'En fábrica' }, anyMode: true },
  { code: 'FCA', name: { en: 'Free Carrier', es: 'Franco transportista' }, anyMode: true },
  { code: 'CPT', name: { en: 'Carriage Paid To', es: 'Transporte pagado hasta' }, anyMode: true },
  { code: 'CIP', name: { en: 'Carriage and Insurance Paid To', es: 'Transporte y seguro pagados hasta' }, anyMode: true },
  { code: 'DAP', name: { en: 'Delivered at Place', es: 'Entregada en lugar' }, anyMode: true },
  { code: 'DPU', name: { en: 'Delivered at Place Unloaded', es: 'Entregada en lugar descargada' }, anyMode: true },
  { code: 'DDP', name: { en: 'Delivered Duty Paid', es: 'Entregada derechos pagados' }, anyMode: true },
  { code: 'FAS', name: { en: 'Free Alongside Ship', es: 'Franco al costado del buque' }, anyMode: false },
  { code: 'FOB', name: { en: 'Free on Board', es: 'Franco a bordo' }, anyMode: false },
  { code: 'CFR', name: { en: 'Cost and Freight', es: 'Coste y flete' }, anyMode: false },
  { code: 'CIF', name: { en: 'Cost, Insurance and Freight', es: 'Coste, seguro y flete' }, anyMode: false },
] as const;

export type Incoterm = (typeof incoterms)[number];
export type IncotermCode = Incoterm['code'];
export const incotermCodes: readonly IncotermCode[] = incoterms.map((i) => i.code);

/** Exact code check: the service wants the upper-case three-letter code. */
export function isIncotermCode(code: string): code is IncotermCode {
  return (incotermCodes as readonly string[]).includes(code);
}

/* The rule's name in words is code-labels' codeLabel('incoterm', code): the one table of words. */
