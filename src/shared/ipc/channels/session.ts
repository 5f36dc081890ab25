import { channel, none } from '../channel';
import type { SessionStatus } from '../session';

/** The active profile's session with its service. */
export const sessionChannels = {
  'session.status': channel<SessionStatus>()(() => none),
  'session.signIn': channel<SessionStatus>()(() => none),
  'session.signOut': channel<SessionStatus>()(() => none),
} as const;
