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

const actionLabels: Readonly<Record<SessionAction, string>> = {
  'sign-in': 'Sign in',
  'sign-out': 'Sign out',
  retry: 'Retry',
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
    actionLabel: action ? actionLabels[action] : '',
    settings: parts.settings ?? false,
  };
}

/** "in 8 s", "in 2 min": how long until main's next automatic attempt. */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `in ${seconds} s` : `in ${Math.ceil(seconds / 60)} min`;
}

/**
 * The status bar's words for a status. `now` is the renderer's clock (a
 * test's page.clock): it decides whether a time shows its date and how long
 * until the next attempt. The times themselves are main's.
 */
export function describeSession(status: SessionStatus, now: Date, locale: string = currentLocale()): SessionView {
  const worked = status.lastSuccessAt ? formatTimeOrDateTime(status.lastSuccessAt, now, locale) : null;
  const lastWorked = worked ? `Last worked ${worked}` : null;
  const reason = status.message?.trim() || null;
  switch (status.state) {
    case 'connected':
      return view('Connected', 'ok', 'sign-out', { detail: worked ? `Last answer ${worked}` : null });
    case 'signing-in':
      return view('Signing in…', 'busy', null, { detail: lastWorked });
    case 'signed-out':
      return view('Signed out', 'off', 'sign-in', { detail: lastWorked });
    case 'refused':
      return view('Refused', 'error', 'retry', {
        reason: reason ?? 'The service refused the API key or secret.',
        detail: lastWorked,
        settings: true,
      });
    case 'unreachable': {
      const next = status.nextRetryAt ? Date.parse(status.nextRetryAt) - now.getTime() : null;
      const trying = next === null || next <= 0 ? 'trying again now…' : `next try ${waitText(next)}`;
      return view('Unreachable', status.nextRetryAt ? 'warn' : 'busy', 'retry', {
        reason: reason ?? 'The freight service does not answer.',
        detail: [lastWorked ?? 'No answer yet in this session', trying].join(' · '),
      });
    }
    case 'error':
      return view('Sign-in failed', 'error', 'retry', {
        reason: reason ?? 'The service gave no reason.',
        detail: lastWorked,
        settings: status.code !== undefined && needsSettings({ code: status.code }),
      });
  }
}
