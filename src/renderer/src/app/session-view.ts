import type { SessionStatus } from '../../../shared/ipc/session';

export type SessionTone = 'ok' | 'busy' | 'off' | 'error';
export type SessionAction = 'sign-in' | 'sign-out' | 'retry';

/** What the status bar shows for a session: the state in words, a colour and the one button that fits. */
export interface SessionView {
  readonly text: string;
  readonly tone: SessionTone;
  readonly action: SessionAction | null;
  readonly actionLabel: string;
}

const actionLabels: Readonly<Record<SessionAction, string>> = {
  'sign-in': 'Sign in',
  'sign-out': 'Sign out',
  retry: 'Retry',
};

function view(text: string, tone: SessionTone, action: SessionAction | null): SessionView {
  return { text, tone, action, actionLabel: action ? actionLabels[action] : '' };
}

export function describeSession(status: SessionStatus): SessionView {
  switch (status.state) {
    case 'connected':
      return view('Connected', 'ok', 'sign-out');
    case 'signing-in':
      return view('Signing in…', 'busy', null);
    case 'signed-out':
      return view('Signed out', 'off', 'sign-in');
    case 'error':
      return view(`Sign-in failed: ${status.message?.trim() || 'the service gave no reason.'}`, 'error', 'retry');
  }
}
