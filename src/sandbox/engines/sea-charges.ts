import type { ContainerTypeInfo } from '@shared/domain/containers';
import { convert, convertRounded } from './currency';

/*
 * The price lines of a sea rate, before they are written in the FCL or the
 * LCL wire form. Base figures are USD (ocean freight, as carriers quote it)
 * or EUR (port and document charges), converted to the currency they are
 * billed in: freight in USD, origin charges in the origin port's currency,
 * destination charges in the destination's (FCL payloads mix USD, EUR and
 * HKD), and everything in the request's currency for LCL.
 */

export type ChargeGroup = 'freight' | 'origin' | 'destination';

export interface SeaChargeLine {
  readonly group: ChargeGroup;
  readonly basis: 'PER_CONTAINER' | 'PER_DOC';
  readonly quantity: number;
  readonly chargeCode: string;
  readonly description: string;
  /** Per unit, minor units of `currency`. */
  readonly value: number;
  readonly currency: string;
  /** DRY20-style code; null for per-document lines. */
  readonly containerType: string | null;
}

export interface FclContainerLine {
  readonly info: ContainerTypeInfo;
  readonly quantity: number;
  readonly owned: boolean;
  readonly imo: boolean;
}

export interface SeaPricing {
  readonly seaKm: number;
  /** Carrier level x lane x sailing factors. */
  readonly factor: number;
  readonly peakSeason: boolean;
  readonly originSd: boolean;
  readonly destinationSd: boolean;
  readonly originCurrency: string;
  readonly destinationCurrency: string;
  readonly requestCurrency: string;
  readonly insurance: boolean;
  readonly customs: boolean;
  /** Minor units, request currency. */
  readonly goodsValue: number;
}

const SIZE_FACTOR: Readonly<Record<number, number>> = { 20: 1, 40: 1.7, 45: 1.9 };
const FAMILY_FACTOR: Readonly<Record<string, number>> = { DRY: 1, NOR: 1.1, RF: 1.8, OPENTOP: 1.35, FLATRACK: 1.5 };
/** Shipper-owned containers: the carrier does not supply the box, so freight is cheaper (SOC handling is added). */
const SOC_DISCOUNT = 0.85;

const usd = (units: number) => Math.round(units) * 100;
const eur = (units: number) => Math.round(units * 100);

function containerFactor(info: ContainerTypeInfo): number {
  return (SIZE_FACTOR[info.sizeFt] ?? 1) + (info.highCube ? 0.06 : 0);
}
function handlingFactor(info: ContainerTypeInfo): number {
  return info.sizeFt === 20 ? 1 : 1.45;
}

/** Insurance (request currency): 0.35 % of the goods value, at least 35.00. */
function insuranceValue(p: SeaPricing): number {
  return Math.max(convert(3500, 'EUR', p.requestCurrency), Math.round(p.goodsValue * 0.0035));
}

export function fclCharges(containers: readonly FclContainerLine[], p: SeaPricing): SeaChargeLine[] {
  const lines: SeaChargeLine[] = [];
  const oc = p.originCurrency;
  const dc = p.destinationCurrency;
  const local = (
    group: ChargeGroup,
    currency: string,
    c: FclContainerLine,
    code: string,
    text: string,
    euros: number,
  ) =>
    lines.push({
      group,
      basis: 'PER_CONTAINER',
      quantity: c.quantity,
      chargeCode: code,
      description: text,
      value: convertRounded(eur(euros), 'EUR', currency),
      currency,
      containerType: c.info.code,
    });
  const freight = (c: FclContainerLine, code: string, text: string, dollars: number) =>
    lines.push({
      group: 'freight',
      basis: 'PER_CONTAINER',
      quantity: c.quantity,
      chargeCode: code,
      description: text,
      value: usd(dollars),
      currency: 'USD',
      containerType: c.info.code,
    });

  for (const c of containers) {
    const size = containerFactor(c.info);
    const base =
      (250 + p.seaKm * 0.085) * size * (FAMILY_FACTOR[c.info.family] ?? 1) * p.factor * (c.owned ? SOC_DISCOUNT : 1);
    freight(c, 'FRT', 'Basic Ocean Freight', base);
    freight(c, 'EFF', 'Environmental Fuel Fee', p.seaKm * 0.02 * size);
    if (p.peakSeason) freight(c, 'PSS', 'Peak Season Surcharge', 250 * size);
    if (c.info.isReefer) freight(c, 'REF', 'Reefer Equipment Surcharge', 300 * size);
    if (c.imo) freight(c, 'IMO', 'Dangerous Goods Surcharge', 250 * size);
  }
  for (const c of containers) {
    local('origin', oc, c, 'OHC', 'Terminal Handling Service - Origin', 190 * handlingFactor(c.info));
    local('origin', oc, c, 'PAE', 'Port Additionals / Port Dues Export', 35);
    local('origin', oc, c, 'VGM', 'Verified Gross Mass Charge', 18);
    if (p.originSd) local('origin', oc, c, 'MHE', 'Merchant Haulage Export', 320);
    if (c.owned) local('origin', oc, c, 'SOC', 'Shipper Owned Container Handling', 70);
    if (c.info.isReefer) local('origin', oc, c, 'RPO', 'Reefer Plug-In Origin', 95);
  }
  for (const c of containers) {
    local('destination', dc, c, 'DHC', 'Terminal Handling Service - Destination', 210 * handlingFactor(c.info));
    local('destination', dc, c, 'PAI', 'Port Additionals / Port Dues Import', 30);
    if (p.destinationSd) local('destination', dc, c, 'MHI', 'Merchant Haulage Import', 360);
    if (c.info.isReefer) local('destination', dc, c, 'RPD', 'Reefer Plug-In Destination', 95);
  }
  lines.push(...documentCharges(p, true));
  return lines;
}

/** Per-document lines of either form. */
function documentCharges(p: SeaPricing, localCurrencies: boolean): SeaChargeLine[] {
  const oc = localCurrencies ? p.originCurrency : p.requestCurrency;
  const dc = localCurrencies ? p.destinationCurrency : p.requestCurrency;
  const doc = (
    group: ChargeGroup,
    code: string,
    description: string,
    euros: number,
    currency: string,
  ): SeaChargeLine => ({
    group,
    basis: 'PER_DOC',
    quantity: 1,
    chargeCode: code,
    description,
    value: convertRounded(eur(euros), 'EUR', currency),
    currency,
    containerType: null,
  });
  const lines = [
    doc('origin', 'ODF', 'Documentation Fee Origin', 50, oc),
    doc('destination', 'DDF', 'Documentation fee - Destination', 60, dc),
  ];
  if (p.insurance) {
    lines.push({ ...doc('origin', 'INS', 'Cargo Insurance', 0, p.requestCurrency), value: insuranceValue(p) });
  }
  if (p.customs) {
    lines.push(
      doc('origin', 'CCE', 'Customs Clearance Export', 85, oc),
      doc('destination', 'CCI', 'Customs Clearance Import', 95, dc),
    );
  }
  return lines;
}

export interface LclLoad {
  /** Weight or measure: the larger of cubic metres and tonnes, at least 1. */
  readonly wm: number;
}

/** The consolidation box LCL cargo travels in (the LCL payload prices everything against 40DRY). */
export const LCL_CONTAINER = 'DRY40';

export function lclCharges(load: LclLoad, p: SeaPricing): SeaChargeLine[] {
  const rc = p.requestCurrency;
  const line = (group: ChargeGroup, code: string, description: string, value: number): SeaChargeLine => ({
    group,
    basis: 'PER_CONTAINER',
    quantity: 1,
    chargeCode: code,
    description,
    value: Math.round(value),
    currency: rc,
    containerType: LCL_CONTAINER,
  });
  const fromUsd = (dollars: number) => convert(Math.round(dollars * 100), 'USD', rc);
  const fromEur = (euros: number) => convert(Math.round(euros * 100), 'EUR', rc);
  const wm = load.wm;
  const lines = [
    line('freight', 'BAS', 'Basic Ocean Freight', fromUsd((20 + p.seaKm * 0.0045) * wm * p.factor)),
    line('freight', 'EFF', 'Environmental Fuel Fee', fromUsd(p.seaKm * 0.0012 * wm)),
  ];
  if (p.peakSeason) lines.push(line('freight', 'PSS', 'Peak Season Surcharge', fromUsd(15 * wm)));
  lines.push(
    line('origin', 'OHC', 'Terminal Handling Service - Origin', fromEur(16 * wm)),
    line('origin', 'EXP', 'Export Service', fromEur(6)),
  );
  if (p.originSd) lines.push(line('origin', 'PUO', 'Pickup at Store Door', fromEur(85 + 12 * wm)));
  lines.push(
    line('destination', 'PAI', 'Port Additionals / Port Dues Import', fromEur(5 * wm)),
    line('destination', 'DHC', 'Terminal Handling Service - Destination', fromEur(18 * wm)),
  );
  if (p.destinationSd) lines.push(line('destination', 'DLD', 'Delivery to Store Door', fromEur(95 + 14 * wm)));
  lines.push(...documentCharges(p, false));
  return lines;
}

/** The all-in total of the lines in the request's currency (what `price` carries). */
export function allInTotal(lines: readonly SeaChargeLine[], currency: string): number {
  return lines.reduce((sum, l) => sum + convert(l.value * l.quantity, l.currency, currency), 0);
}
