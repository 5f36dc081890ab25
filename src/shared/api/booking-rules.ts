import type { z } from 'zod';
import { secondsOfDay, TIME_OF_DAY } from '../domain/datetime';
import { isPlausibleHsCode } from '../domain/hs-code';
import { incotermCodes, isIncotermCode } from '../domain/incoterms';
import type { bookingCommonRequest, bookingContainerRequest, lclCargoBookingRequest } from './booking';
import type { PayloadIssue } from './issues';
import { jsonPath } from './issues';
import type { BookingMode } from './modes';
import { bookingModes } from './modes';

/*
 * Business rules of a booking (spec 2.2 and 8), apart from the request schemas:
 * the schemas accept every payload the service accepts (the FCL example breaks
 * the indexContainer rule), these functions say what the service's rules
 * refuse. The UI shows them next to the fields; the sandbox answers 400 with
 * them. Pure functions of a structurally valid body.
 */

/** A booking body that passed its mode's request schema. */
export type BookingRuleInput = z.output<typeof bookingCommonRequest> & {
  readonly containers?: readonly z.output<typeof bookingContainerRequest>[];
  readonly cargos?: readonly z.output<typeof lclCargoBookingRequest>[];
};

const CONTACT_FIELDS = ['contactPerson', 'companyName', 'contactMail', 'address', 'phone'] as const;
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A rule the service says in one sentence of its field and end (numbering's sentences carry numbers: NUMBERING_TEXT). */
type WordedRule = Exclude<BookingRule, 'numbering'>;

/** A broken rule in the service's words (the sandbox sends them): `key` is the field its path ends in. */
function serviceRuleText(rule: WordedRule, key: string, end: 'origin' | 'destination' | null): string {
  const field = end === null ? key : `${end} ${key}`;
  switch (rule) {
    case 'quote-required':
      return 'id (the selected quote) is required';
    case 'required':
      return `${field} must not be empty`;
    case 'email':
      return `${field} must be an e-mail address`;
    case 'no-plus':
      return `${field} is written without the plus sign`;
    case 'time':
      return `${field} must be a time hh:mm or hh:mm:ss`;
    case 'time-order':
      return 'pickupTimeTo must be later than pickupTimeFrom';
    case 'incoterm-required':
      return 'incotermCode is required for sea bookings';
    case 'incoterm-code':
      return `incotermCode must be an Incoterms 2020 code (${incotermCodes.join(', ')})`;
    case 'more-than-zero':
      return `${field} must be more than 0`;
    case 'no-containers':
      return 'containers must hold at least one container';
    case 'no-container-cargo':
      return 'each container needs at least one cargo';
    case 'no-cargos':
      return 'cargos must hold at least one cargo';
  }
}

const WORDED_RULES = [
  'quote-required',
  'required',
  'email',
  'no-plus',
  'time',
  'time-order',
  'incoterm-required',
  'incoterm-code',
  'more-than-zero',
  'no-containers',
  'no-container-cargo',
  'no-cargos',
] as const satisfies readonly WordedRule[];

/**
 * The rule a refusal of the service breaks, found by saying each rule again
 * for the field and end its path names (so no other sentence is taken for
 * one); null for any other message.
 */
export function bookingRuleOf(problem: { readonly path: string; readonly message: string }): BookingRule | null {
  const key = /(\w+)$/.exec(problem.path)?.[1] ?? '';
  const end = /(?:^|[.$])(origin|destination)[.[]/.exec(problem.path)?.[1] as 'origin' | 'destination' | undefined;
  const worded = WORDED_RULES.find((rule) => serviceRuleText(rule, key, end ?? null) === problem.message);
  return worded ?? (isNumberingText(problem.message) ? 'numbering' : null);
}

/** The service's sentences of the numbering rule, each given the numbers it carries (the sandbox sends them). */
const NUMBERING_TEXT = {
  'sequence-below-zero': () => 'sequentialNumber starts at 0',
  'sequence-taken': (n: number, at: number) => `sequentialNumber ${n} is already used by containers[${at}]`,
  'index-below-zero': () => 'indexContainer starts at 0',
  'index-over-quantity': (quantity: number) => `indexContainer must be lower than the quantity (${quantity})`,
  'sequence-gaps': () => 'container sequentialNumbers must run 0, 1, 2, ... without gaps',
} as const;

/**
 * Whether a message is one of the numbering rule's sentences, found by saying
 * each again with the numbers the message carries (so no other sentence is
 * taken for one).
 */
function isNumberingText(message: string): boolean {
  const numbers = (message.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const [first = 0, second = 0] = numbers;
  return Object.values(NUMBERING_TEXT).some((say) => say(first, second) === message);
}

/**
 * Which rule a problem breaks, so a form can say it in its own words and the
 * desk's language; the message stays the English that main and the sandbox send.
 */
export type BookingRule =
  | 'quote-required'
  | 'required'
  | 'email'
  | 'no-plus'
  | 'time'
  | 'time-order'
  | 'incoterm-required'
  | 'incoterm-code'
  | 'more-than-zero'
  | 'no-containers'
  | 'no-container-cargo'
  | 'no-cargos'
  /** The numbers Freight Desk gives containers and cargo lines itself (never typed). */
  | 'numbering';

/** A broken rule: where, in English, and which rule. */
export interface BookingIssue extends PayloadIssue {
  readonly rule: BookingRule;
}

/** Every rule the body breaks, each with the JSON path of the field. Empty when the booking may be sent. */
export function checkBookingRules(mode: BookingMode, body: BookingRuleInput): BookingIssue[] {
  const issues: BookingIssue[] = [];
  const add: Add = (path, message, rule) => issues.push({ path: jsonPath(path), message, rule });
  const say: Say = (path, rule, end = null) => add(path, serviceRuleText(rule, String(path.at(-1)), end), rule);

  if (body.id.trim() === '') say(['id'], 'quote-required');

  for (const end of ['origin', 'destination'] as const) {
    const contact = body[end];
    for (const field of CONTACT_FIELDS) {
      if (contact[field].trim() === '') say([end, field], 'required', end);
    }
    if (contact.contactMail.trim() !== '' && !MAIL.test(contact.contactMail.trim())) {
      say([end, 'contactMail'], 'email', end);
    }
    if (contact.phonePrefix != null && contact.phonePrefix.trim().startsWith('+')) {
      say([end, 'phonePrefix'], 'no-plus', end);
    }
  }

  checkPickupTimes(body.pickupTimeFrom, body.pickupTimeTo, say);

  const incoterm = body.incotermCode?.trim() ?? '';
  if (incoterm === '') {
    if (bookingModes[mode].incotermRequired) {
      say(['incotermCode'], 'incoterm-required');
    }
  } else if (!isIncotermCode(incoterm)) {
    say(['incotermCode'], 'incoterm-code');
  }

  const cargo = bookingModes[mode].cargo;
  if (cargo === 'containers') checkContainers(body.containers ?? [], add, say);
  if (cargo === 'cargos') checkLclCargos(body.cargos ?? [], say);
  return issues;
}

type Add = (path: PropertyKey[], message: string, rule: BookingRule) => void;
/** Adds a rule broken at `path` in the service's words. */
type Say = (path: PropertyKey[], rule: WordedRule, end?: 'origin' | 'destination' | null) => void;

function checkPickupTimes(from: string, to: string, say: Say): void {
  const start = secondsOfDay(from);
  const end = secondsOfDay(to);
  // An empty time is missing, not badly written: say so.
  for (const [field, text] of [
    ['pickupTimeFrom', from],
    ['pickupTimeTo', to],
  ] as const) {
    if (text.trim() === '') say([field], 'required');
    else if (!TIME_OF_DAY.test(text.trim())) say([field], 'time');
  }
  if (start !== null && end !== null && start >= end) {
    say(['pickupTimeTo'], 'time-order');
  }
}

function checkContainers(containers: BookingRuleInput['containers'] & object, add: Add, say: Say): void {
  if (containers.length === 0) say(['containers'], 'no-containers');
  const seen = new Map<number, number>();
  containers.forEach((container, c) => {
    const n = container.sequentialNumber;
    if (n < 0) add(['containers', c, 'sequentialNumber'], NUMBERING_TEXT['sequence-below-zero'](), 'numbering');
    else if (seen.has(n)) {
      add(['containers', c, 'sequentialNumber'], NUMBERING_TEXT['sequence-taken'](n, seen.get(n) ?? 0), 'numbering');
    } else seen.set(n, c);
    if (container.cargos.length === 0) {
      say(['containers', c, 'cargos'], 'no-container-cargo');
    }
    container.cargos.forEach((cargo, k) => {
      const at = (field: string) => ['containers', c, 'cargos', k, field];
      if (!(cargo.quantity > 0)) say(at('quantity'), 'more-than-zero');
      if (!(cargo.weight > 0)) say(at('weight'), 'more-than-zero');
      if (!(cargo.cbm > 0)) say(at('cbm'), 'more-than-zero');
      if (cargo.indexContainer < 0) add(at('indexContainer'), NUMBERING_TEXT['index-below-zero'](), 'numbering');
      else if (cargo.indexContainer >= cargo.quantity) {
        add(at('indexContainer'), NUMBERING_TEXT['index-over-quantity'](cargo.quantity), 'numbering');
      }
      checkCargoTexts(cargo, (field) => say(at(field), 'required'));
    });
  });
  // Numbers must run 0, 1, 2, ... : a gap means a container the service cannot place.
  const numbers = [...seen.keys()].sort((a, b) => a - b);
  if (numbers.length === containers.length && numbers.some((n, i) => n !== i)) {
    add(['containers'], NUMBERING_TEXT['sequence-gaps'](), 'numbering');
  }
}

function checkLclCargos(cargos: BookingRuleInput['cargos'] & object, say: Say): void {
  if (cargos.length === 0) say(['cargos'], 'no-cargos');
  cargos.forEach((cargo, k) => checkCargoTexts(cargo, (field) => say(['cargos', k, field], 'required')));
}

function checkCargoTexts(
  cargo: { description: string; ediType: string; hsCode: string },
  missing: (field: string) => void,
): void {
  for (const field of ['description', 'ediType', 'hsCode'] as const) {
    if (cargo[field].trim() === '') missing(field);
  }
}

/**
 * Warnings that do not stop a booking: an HS code that does not look like one.
 * The service accepts it without checking, and the booking then never confirms,
 * so the operator should look twice.
 */
export function bookingWarnings(mode: BookingMode, body: BookingRuleInput): PayloadIssue[] {
  const warnings: PayloadIssue[] = [];
  const warn = (path: PropertyKey[], hsCode: string) => {
    if (hsCode.trim() !== '' && !isPlausibleHsCode(hsCode)) {
      warnings.push({
        path: jsonPath(path),
        message: `hsCode "${hsCode}" does not look like an HS code (4, 6, 8 or 10 digits, dots allowed); the service accepts it but the booking will never confirm`,
      });
    }
  };
  const cargo = bookingModes[mode].cargo;
  if (cargo === 'containers') {
    (body.containers ?? []).forEach((container, c) =>
      container.cargos.forEach((item, k) => warn(['containers', c, 'cargos', k, 'hsCode'], item.hsCode)),
    );
  }
  if (cargo === 'cargos') (body.cargos ?? []).forEach((item, k) => warn(['cargos', k, 'hsCode'], item.hsCode));
  return warnings;
}
