import type { AreaHandlers, ServiceDeps } from './area-handlers';

/** The active profile's session with its service (src/main/session holds how it signs in and stays connected). */
export function sessionHandlers({ session }: Pick<ServiceDeps, 'session'>): AreaHandlers<'session'> {
  return {
    'session.status': () => session.current(),
    'session.signIn': () => session.signIn(),
    'session.signOut': () => session.signOut(),
  };
}
