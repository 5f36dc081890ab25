import { bookingWarnings, checkBookingRules } from './booking-rules';
import type { BookingRuleInput } from './booking-rules';
import type { DocumentUploadRequest } from './documents';
import type { PayloadIssue } from './issues';
import type { BookingMode, RatingMode } from './modes';
import { isBookingMode, isRatingMode } from './modes';
import type { OperationId } from './operations';
import { parseOperationRequest } from './parse';
import { checkRatingRules } from './rating-rules';
import type { RatingRuleInputs } from './rating-rules';
import type { TariffUploadRequest } from './tariffs';
import { checkDocumentUploadRules, checkTariffUploadRules } from './upload-rules';

/** Everything the app knows about a request body before sending it. */
export interface RequestCheck {
  /** Structure (schema) problems: the body cannot be sent as it is. */
  readonly structure: PayloadIssue[];
  /** Business rules the service enforces (empty when structure failed: rules need a valid structure). */
  readonly rules: PayloadIssue[];
  /** Things the service accepts but that will go wrong later (an implausible HS code). */
  readonly warnings: PayloadIssue[];
}

/**
 * Schema, rules and warnings of a request body in one call, for the CLI
 * `validate` command and the UI. `ok` means "may be sent".
 */
export function checkOperationRequest(id: OperationId, json: unknown): RequestCheck & { readonly ok: boolean } {
  const parsed = parseOperationRequest(id, json);
  if (!parsed.ok) return { ok: false, structure: parsed.issues, rules: [], warnings: [] };
  const { rules, warnings } = rulesFor(id, parsed.value);
  return { ok: rules.length === 0, structure: [], rules, warnings };
}

/**
 * The business rules of an operation on a body that already passed its
 * request schema (the sandbox's pipeline parses once, then asks this).
 */
export function rulesFor(id: OperationId, body: unknown): { rules: PayloadIssue[]; warnings: PayloadIssue[] } {
  const [area, mode = ''] = id.split(/\.(.*)/s);
  // The casts below are safe: `body` passed the request schema of this very operation.
  if (area === 'rates' && isRatingMode(mode)) {
    // The service's words only: which rule and field is for the desk's forms, not the wire.
    const issues = checkRatingRules(mode as RatingMode, body as RatingRuleInputs[RatingMode]);
    return { rules: issues.map(({ path, message }) => ({ path, message })), warnings: [] };
  }
  if (area === 'booking' && isBookingMode(mode)) {
    const input = body as BookingRuleInput;
    return { rules: checkBookingRules(mode as BookingMode, input), warnings: bookingWarnings(mode, input) };
  }
  if (id === 'documents.upload')
    return { rules: checkDocumentUploadRules(body as DocumentUploadRequest), warnings: [] };
  if (id === 'tariffs.upload') return { rules: checkTariffUploadRules(body as TariffUploadRequest), warnings: [] };
  return { rules: [], warnings: [] };
}
