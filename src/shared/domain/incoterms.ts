/** The eleven Incoterms 2020 rules, in the ICC's order. */
export const incoterms = [
  { code: 'EXW', name: 'Ex Works', anyMode: true },
  { code: 'FCA', name: 'Free Carrier', anyMode: true },
  { code: 'CPT', name: 'Carriage Paid To', anyMode: true },
  { code: 'CIP', name: 'Carriage and Insurance Paid To', anyMode: true },
  { code: 'DAP', name: 'Delivered at Place', anyMode: true },
  { code: 'DPU', name: 'Delivered at Place Unloaded', anyMode: true },
  { code: 'DDP', name: 'Delivered Duty Paid', anyMode: true },
  { code: 'FAS', name: 'Free Alongside Ship', anyMode: false },
  { code: 'FOB', name: 'Free on Board', anyMode: false },
  { code: 'CFR', name: 'Cost and Freight', anyMode: false },
  { code: 'CIF', name: 'Cost, Insurance and Freight', anyMode: false },
] as const;

export type Incoterm = (typeof incoterms)[number];
export type IncotermCode = Incoterm['code'];
export const incotermCodes: readonly IncotermCode[] = incoterms.map((i) => i.code);

/** Exact code check: the service wants the upper-case three-letter code. */
export function isIncotermCode(code: string): code is IncotermCode {
  return (incotermCodes as readonly string[]).includes(code);
}

export function incotermName(code: string): string | null {
  return incoterms.find((i) => i.code === code)?.name ?? null;
}
