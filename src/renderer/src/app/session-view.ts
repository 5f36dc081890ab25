import { m } from '@shared/i18n/messages';
import type { SessionStatus } from '@shared/ipc/session';
import { needsSettings } from '../lib/errors';
import { currentLocale, formatTimeOrDateTime } from '../lib/format';

export type SessionTone = 'ok' | 'busy' | 'off' | 'warn' | 'error';
export type SessionAction = 'sign-in' | 'sign-out' | 'retry';

/** What the status bar shows for a session: the state in words, when it last worked, a colour and what to do. */
export interface SessionView {
  /** The state in one or two words: "Connected", "Refused", "Unreachable"... */
  readonly text: string;
  /** Why, for the states that need a reason (refused, unreachable, failed), in main's words. */
  readonly reason: string | null;
  /** When the service last answered, and for Unreachable when main tries again. */
  readonly detail: string | null;
  readonly tone: SessionTone;
  readonly action: SessionAction | null;
  readonly actionLabel: string;
  /** The fix is in Settings (the key or secret was refused): the bar links there. */
  readonly settings: boolean;
}

const actionLabels: Readonly<Record<SessionAction, () => string>> = {
  'sign-in': m.session_sign_in,
  'sign-out': m.session_sign_out,
  retry: m.retry,
};

interface Parts {
  readonly reason?: string | null;
  readonly detail?: string | null;
  readonly settings?: boolean;
}

function view(text: string, tone: SessionTone, action: SessionAction | null, parts: Parts = {}): SessionView {
  return {
    text,
    reason: parts.reason ?? null,
    detail: parts.detail ?? null,
    tone,
    action,
    actionLabel: action ? actionLabels[action]() : '',
    settings: parts.settings ?? false,
  };
}

/** "in 8 s", "in 2 min": how long until main's next automatic attempt. */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? m.session_in_seconds({ seconds }) : m.session_in_minutes({ minutes: Math.ceil(seconds / 60) });
}

/**
 * The status bar's words for a status. `now` is the renderer's clock (a
 * test's page.clock): it decides whether a time shows its date and how long
 * until the next attempt. The times themselves are main's.
 */
export function describeSession(status: SessionStatus, now: Date, locale: string = currentLocale()): SessionView {
  const worked = status.lastSuccessAt ? formatTimeOrDateTime(status.lastSuccessAt, now, locale) : null;
  const lastWorked = worked ? m.session_last_worked({ when: worked }) : null;
  const reason = status.message?.trim() || null;
  switch (status.state) {
    case 'connected':
      return view(m.session_connected(), 'ok', 'sign-out', {
        detail: worked ? m.session_last_answer({ when: worked }) : null,
      });
    case 'signing-in':
      return view(m.session_signing_in(), 'busy', null, { detail: lastWorked });
    case 'signed-out':
      return view(m.session_signed_out(), 'off', 'sign-in', { detail: lastWorked });
    case 'refused':
      return view(m.session_refused(), 'error', 'retry', {
        reason: reason ?? m.session_refused_reason(),
        detail: lastWorked,
        settings: true,
      });
    case 'unreachable': {
      const next = status.nextRetryAt ? Date.parse(status.nextRetryAt) - now.getTime() : null;
      const trying = next === null || next <= 0 ? m.session_trying_now() : m.session_next_try({ when: waitText(next) });
      return view(m.session_unreachable(), status.nextRetryAt ? 'warn' : 'busy', 'retry', {
        reason: reason ?? m.session_unreachable_reason(),
        detail: [lastWorked ?? m.session_no_answer_yet(), trying].join(' · '),
      });
    }
    case 'error':
      return view(m.session_sign_in_failed(), 'error', 'retry', {
        reason: reason ?? m.session_no_reason(),
        detail: lastWorked,
        settings: status.code !== undefined && needsSettings({ code: status.code }),
      });
  }
}
