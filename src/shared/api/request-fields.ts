import { z } from 'zod';
import { normaliseDateTime } from '../domain/datetime';
import { serviceRefusalText, type RequestFieldKind } from './request-field-refusals';

/*
 * Building blocks for REQUEST schemas (what the app sends). They check
 * structure and presence only, with messages that name the field; content rules
 * (formats, ranges, cross-field rules) live in the *-rules.ts functions so that
 * a payload the service accepts is never refused here. Outputs equal inputs:
 * what passes is sent as it is.
 */

type IssueInput = { input?: unknown };
const missingOr = (field: string, kind: RequestFieldKind) => (iss: IssueInput) =>
  serviceRefusalText({ field, kind, missing: iss.input === undefined });

export const reqText = (field: string) => z.string({ error: missingOr(field, 'text') });
export const reqNumber = (field: string) => z.number({ error: missingOr(field, 'number') });
export const reqInt = (field: string) => z.int({ error: missingOr(field, 'integer') });
export const reqBool = (field: string) => z.boolean({ error: missingOr(field, 'boolean') });
export const reqList = <T extends z.ZodType>(field: string, item: T) =>
  z.array(item, { error: missingOr(field, 'list') });

/** Optional fields may also be sent as null (the observed payloads do). */
export const optText = (field: string) => reqText(field).nullish();
export const optNumber = (field: string) => reqNumber(field).nullish();
export const optInt = (field: string) => reqInt(field).nullish();
export const optBool = (field: string) => reqBool(field).nullish();

/** A date-time text (`T` or space, zone optional): structure, since the service cannot read anything else. */
export const reqDateTime = (field: string) =>
  reqText(field).refine((s) => normaliseDateTime(s) !== null, {
    message: serviceRefusalText({ field, kind: 'date-time', missing: false }),
  });
export const optDateTime = (field: string) => reqDateTime(field).nullish();
