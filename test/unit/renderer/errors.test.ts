import { describe, expect, it } from 'vitest';
import { apiErrorKinds } from '@shared/api/errors';
import { canRetryRead, errorTitle, needsSettings } from '@renderer/lib/errors';

describe('error words', () => {
  it("has its own headline for every API error kind and the router's own codes", () => {
    const fallback = errorTitle({ code: 'something-new' });
    for (const code of [
      ...apiErrorKinds,
      'validation',
      'keychain-unavailable',
      'missing-credentials',
      'settings-not-saved',
      'internal',
      'profile-changed',
      'signed-out',
    ]) {
      expect(errorTitle({ code }), code).not.toBe(fallback);
    }
  });

  it('points credential problems to Settings', () => {
    expect(needsSettings({ code: 'unauthorized' })).toBe(true);
    expect(needsSettings({ code: 'missing-credentials' })).toBe(true);
    expect(needsSettings({ code: 'network' })).toBe(false);
  });

  it('offers to repeat a read unless the input itself was refused', () => {
    expect(canRetryRead({ code: 'network' })).toBe(true);
    expect(canRetryRead({ code: 'server' })).toBe(true);
    expect(canRetryRead({ code: 'validation' })).toBe(false);
    expect(canRetryRead({ code: 'invalid-request' })).toBe(false);
    // A 404 comes back the same: the record is not there, or the service has no such operation at this address.
    expect(canRetryRead({ code: 'not-found' })).toBe(false);
  });
});
