import { z } from 'zod';
import { channel } from '../channel';
import { m } from '../../i18n/messages';

/** A form in progress, kept per profile so it survives a restart. */
export interface Draft {
  readonly formKey: string;
  readonly value: unknown;
  readonly savedAt: string;
}

/** The form keys of the booking forms start so (`booking/sea-fcl`): main asks whether one holds input. */
export const BOOKING_DRAFT_PREFIX = 'booking/';

/** Form keys name a form: `booking/sea-fcl`, `rating/boxes`. */
const formKey = z.string().regex(/^[\w./:-]{1,120}$/, { error: () => m.ipc_form_key() });

/** The largest draft kept (a form, not a file). */
export const MAX_DRAFT_JSON_CHARS = 256 * 1024;

/** The length of a value's JSON, or Infinity for a value JSON cannot hold (a bigint, a cycle): never a throw in a check. */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Forms in progress, kept per profile so they survive a restart. */
export const draftsChannels = {
  'drafts.get': channel<Draft | null>()(() => z.object({ formKey })),
  'drafts.save': channel<Draft>()(() =>
    z.object({
      formKey,
      value: z
        .unknown()
        .refine((v) => v !== undefined && jsonLength(v) <= MAX_DRAFT_JSON_CHARS, {
          error: () => m.ipc_draft_value({ size: `${MAX_DRAFT_JSON_CHARS / 1024} KiB` }),
        }),
    }),
  ),
  'drafts.remove': channel<{ removed: boolean }>()(() => z.object({ formKey })),
  /** The drafts whose form key starts with `prefix` (`booking/`: the bookings in progress), the latest saved first. */
  'drafts.list': channel<Draft[]>()(() =>
    z.object({
      prefix: z.string().regex(/^[\w./:-]{1,120}$/, { error: () => m.ipc_form_key_prefix() }),
    }),
  ),
} as const;
