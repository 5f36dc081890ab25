import type { SessionStatus } from '@shared/ipc/session';
import { currentLocale, formatTimeOrDateTime } from '../lib/format';

/** The offline banner's words: what cannot be reached, since when it is silent, and what still works. */
export interface OfflineBannerView {
  readonly title: string;
  readonly lines: readonly string[];
}

/**
 * The banner across the top of the app while the service cannot be reached;
 * null when it can (signed out and refused are said by the status bar, whose
 * words this follows: "last answered" is its "last worked"). It is the one
 * place that says why (main's reason): the status bar says Unreachable on
 * one line, and a screen whose call failed for it points here
 * (sessionFailure in lib/offline.svelte.ts).
 */
export function offlineBanner(
  status: SessionStatus | null,
  now: Date,
  locale: string = currentLocale(),
): OfflineBannerView | null {
  // The same test as lib/offline.svelte's isOffline (that module holds the live session, so it is not imported here).
  if (status?.state !== 'unreachable') return null;
  const answered = status.lastSuccessAt
    ? `It last answered ${formatTimeOrDateTime(status.lastSuccessAt, now, locale)}.`
    : 'It has not answered since the desk started.';
  return {
    // The status bar just above names the profile: the banner says what that means, not whose it is again.
    title: 'The service cannot be reached',
    lines: [
      ...(status.message?.trim() ? [status.message.trim()] : []),
      `${answered} Freight Desk keeps trying on its own.`,
      'Shipments, quotes and documents show as stored, each marked with the time it was fetched ("as of"). Actions that need the service (rate, book, upload, switch tracking) are disabled until it answers; nothing you typed is lost.',
    ],
  };
}
