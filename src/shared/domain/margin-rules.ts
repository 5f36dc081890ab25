import type { RatingMode } from './mode-ids';
import { m } from '../i18n/messages';
import { foldText } from './fold';
import type { PricedShipment } from './priced-shipment';

/*
 * The desk's margin rules and which one prices a rate. A rule applies to the
 * rates its conditions all match (a condition left empty matches any rate);
 * of the rules that match, the most specific wins: a customer's rule before a
 * lane's (ports before countries), a lane's before a carrier's, a carrier's
 * before a mode's, a mode's before the desk's default (no condition). Among
 * equally specific rules, one the operator wrote before a customer's default
 * margin, then the oldest (lowest id): the same rates always get the same
 * rule, and the comparison says why.
 */

/** What a fixed amount of a rule is counted per. */
export const marginBases = ['shipment', 'container', 'kg'] as const;
export type MarginBasis = (typeof marginBases)[number];

/** What a rule charges on top of the carrier's price. */
export interface MarginTerms {
  /** Basis points of the buy price: 1200 is 12 %. */
  readonly percentBp: number;
  /** ISO 4217 code of the fixed amount and the minimum; null when the rule has neither. */
  readonly currency: string | null;
  /** In hundredths of `currency`, per shipment, container or kilogram. */
  readonly fixed: { readonly amount: number; readonly per: MarginBasis } | null;
  /** The least margin, in hundredths of `currency`. */
  readonly minimum: number | null;
}

/** The rates a rule is for: each condition given must match. */
export interface RuleScope {
  readonly customerId: number | null;
  readonly mode: RatingMode | null;
  /** Matched against the carrier's name or code, case and accents aside. */
  readonly carrier: string | null;
  readonly originPort: string | null;
  readonly destinationPort: string | null;
  readonly originCountry: string | null;
  readonly destinationCountry: string | null;
}

export interface MarginRule extends MarginTerms {
  readonly id: number;
  readonly name: string;
  readonly scope: RuleScope;
}

export const ANY_RATE: RuleScope = {
  customerId: null,
  mode: null,
  carrier: null,
  originPort: null,
  destinationPort: null,
  originCountry: null,
  destinationCountry: null,
};

/** The customer a rate is priced for: its id, name and default margin (a rule of its own). */
export interface PricedCustomer {
  readonly id: number;
  readonly name: string;
  /** Basis points; null when the customer has no default margin. */
  readonly defaultMarginBp: number | null;
}

/** The most specific thing a rule names, in the order rules win. */
export type RuleLevel = 'customer' | 'lane-port' | 'lane-country' | 'carrier' | 'mode' | 'desk';

/** Each level's name in the messages ("lane (ports)"), said in the language of whoever asks. */
export const RULE_LEVEL_WORDS: Readonly<Record<RuleLevel, typeof m.pricing_level_mode>> = {
  customer: m.pricing_level_customer,
  'lane-port': m.pricing_level_lane_port,
  'lane-country': m.pricing_level_lane_country,
  carrier: m.pricing_level_carrier,
  mode: m.pricing_level_mode,
  desk: m.pricing_level_desk,
};

/** The rule that prices a rate, as a saved quote keeps it (a later edit of the rule changes nothing saved). */
export interface AppliedRule extends MarginTerms {
  /** The rule's id; null for a customer's default margin. */
  readonly id: number | null;
  readonly name: string;
  readonly level: RuleLevel;
}

export interface RuleChoice {
  /** Null when no rule matches: the rate sells at its buy price. */
  readonly rule: AppliedRule | null;
  /** Why this rule, in a sentence the comparison shows. */
  readonly why: string;
}

/** The carrier's names a rule may be written with: its agency and its code (sealine, airline). */
export interface RateCarrier {
  readonly names: readonly string[];
}

function same(ruleValue: string | null, value: string | null): boolean {
  return ruleValue === null || (value !== null && ruleValue.trim().toUpperCase() === value.toUpperCase());
}

/** Whether every condition of the rule holds for this rate. */
export function ruleMatches(
  scope: RuleScope,
  shipment: PricedShipment,
  carrier: RateCarrier,
  customerId: number | null,
): boolean {
  if (scope.customerId !== null && scope.customerId !== customerId) return false;
  if (scope.mode !== null && scope.mode !== shipment.mode) return false;
  if (scope.carrier !== null) {
    const wanted = foldText(scope.carrier);
    if (!carrier.names.some((name) => foldText(name) === wanted)) return false;
  }
  return (
    same(scope.originPort, shipment.originPort) &&
    same(scope.destinationPort, shipment.destinationPort) &&
    same(scope.originCountry, shipment.originCountry) &&
    same(scope.destinationCountry, shipment.destinationCountry)
  );
}

/** How specific a scope is, compared key by key (higher wins). */
function specificity(scope: RuleScope): readonly number[] {
  const count = (...values: (string | null)[]) => values.filter((v) => v !== null).length;
  return [
    scope.customerId !== null ? 1 : 0,
    count(scope.originPort, scope.destinationPort),
    count(scope.originCountry, scope.destinationCountry),
    scope.carrier !== null ? 1 : 0,
    scope.mode !== null ? 1 : 0,
  ];
}

const LEVELS: readonly RuleLevel[] = ['customer', 'lane-port', 'lane-country', 'carrier', 'mode'];

export function levelOf(scope: RuleScope): RuleLevel {
  const index = specificity(scope).findIndex((n) => n > 0);
  return index < 0 ? 'desk' : (LEVELS[index] as RuleLevel);
}

interface Candidate {
  readonly applied: AppliedRule;
  readonly key: readonly number[];
  /** 0 for a rule the operator wrote, 1 for a customer's default margin (it yields to a written rule). */
  readonly written: number;
  readonly id: number;
}

function compare(a: Candidate, b: Candidate): number {
  for (let i = 0; i < a.key.length; i++) {
    const d = (b.key[i] as number) - (a.key[i] as number);
    if (d !== 0) return d;
  }
  return a.written - b.written || a.id - b.id;
}

function sameKey(a: Candidate, b: Candidate): boolean {
  return a.key.every((n, i) => n === b.key[i]);
}

/** A customer's default margin as the rule it acts as: the customer's own, a percentage. */
function customerDefault(customer: PricedCustomer): Candidate | null {
  if (customer.defaultMarginBp === null) return null;
  const scope = { ...ANY_RATE, customerId: customer.id };
  return {
    applied: {
      id: null,
      name: m.pricing_customer_default_rule({ name: customer.name }),
      level: 'customer',
      percentBp: customer.defaultMarginBp,
      currency: null,
      fixed: null,
      minimum: null,
    },
    key: specificity(scope),
    written: 1,
    id: customer.id,
  };
}

/** The rule that prices one rate for the customer (or for none), and why. */
export function chooseRule(
  rules: readonly MarginRule[],
  customer: PricedCustomer | null,
  shipment: PricedShipment,
  carrier: RateCarrier,
): RuleChoice {
  const candidates: Candidate[] = [];
  for (const rule of rules) {
    if (!ruleMatches(rule.scope, shipment, carrier, customer?.id ?? null)) continue;
    const { id, name, percentBp, currency, fixed, minimum } = rule;
    candidates.push({
      applied: { id, name, level: levelOf(rule.scope), percentBp, currency, fixed, minimum },
      key: specificity(rule.scope),
      written: 0,
      id,
    });
  }
  const own = customer ? customerDefault(customer) : null;
  if (own) candidates.push(own);
  if (candidates.length === 0) return { rule: null, why: m.pricing_why_no_rule() };
  candidates.sort(compare);
  const [first, ...rest] = candidates as [Candidate, ...Candidate[]];
  const said = { name: first.applied.name, level: RULE_LEVEL_WORDS[first.applied.level]() };
  const tied = rest.filter((c) => sameKey(c, first));
  let why: string =
    rest.length > 0 ? m.pricing_why_most_specific({ ...said, count: rest.length + 1 }) : m.pricing_why_only(said);
  if (tied.length > 0) {
    const names = tied.map((c) => m.pricing_main_quoted_name({ name: c.applied.name })).join(', ');
    why += ` ${
      tied.some((c) => c.written === first.written) ? m.pricing_why_older({ names }) : m.pricing_why_written({ names })
    }`;
  }
  return { rule: first.applied, why };
}
