import { describe, expect, it } from 'vitest';
import { signingPlan, SigningSetupError } from '../../scripts/release/signing';

const API_KEY = { APPLE_API_KEY: '/keys/AuthKey.p8', APPLE_API_KEY_ID: 'ABC123', APPLE_API_ISSUER: 'issuer-uuid' };
const APPLE_ID = { APPLE_ID: 'dev@example.com', APPLE_APP_SPECIFIC_PASSWORD: 'pw', APPLE_TEAM_ID: 'TEAM123' };

describe('signing on macOS', () => {
  it('without a certificate: skips signing and notarising in one line, ad hoc, without hunting the keychain', () => {
    const plan = signingPlan('mac', {});
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]).toMatch(/^macOS: not signed or notarised \(set CSC_LINK and CSC_KEY_PASSWORD to sign\)/);
    expect(plan.env).toEqual({ CSC_IDENTITY_AUTO_DISCOVERY: 'false' });
    expect(plan.args).toEqual(['-c.mac.identity=-', '-c.mac.hardenedRuntime=false', '-c.mac.notarize=false']);
  });

  it('with a certificate and no notary login: signs, says notarising is skipped and which variables would turn it on', () => {
    const plan = signingPlan('mac', { CSC_LINK: 'cert.p12', CSC_KEY_PASSWORD: 'pw' });
    expect(plan.lines).toEqual([
      'macOS: signing with the certificate in CSC_LINK; not notarising (set APPLE_API_KEY, APPLE_API_KEY_ID and APPLE_API_ISSUER to notarise): Gatekeeper warns on first open',
    ]);
    expect(plan.args).toEqual(['-c.mac.notarize=false']);
    expect(plan.env).toEqual({});
  });

  it.each([
    ['an App Store Connect API key', API_KEY],
    ['an Apple ID', APPLE_ID],
    ['a notarytool keychain profile', { APPLE_KEYCHAIN_PROFILE: 'freight-desk' }],
  ])('with a certificate and %s: signs and notarises, leaving both to electron-builder', (what, login) => {
    const plan = signingPlan('mac', { CSC_NAME: 'Developer ID Application: Freight Desk', ...login });
    expect(plan.lines).toEqual([`macOS: signing with the certificate CSC_NAME names, notarising with ${what}`]);
    expect(plan.args).toEqual([]);
  });

  it('names the variables a half-given notary login lacks', () => {
    expect(() => signingPlan('mac', { CSC_LINK: 'cert.p12', APPLE_ID: 'dev@example.com' })).toThrow(
      new SigningSetupError(
        'macOS: notarising with an Apple ID needs APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID too',
      ),
    );
    expect(() => signingPlan('mac', { CSC_LINK: 'cert.p12', APPLE_API_KEY: 'k.p8', APPLE_API_ISSUER: 'i' })).toThrow(
      /with an App Store Connect API key needs APPLE_API_KEY_ID too$/,
    );
  });

  it('refuses to notarise an app it cannot sign', () => {
    expect(() => signingPlan('mac', API_KEY)).toThrow(/notarising needs a signed app: set CSC_LINK/);
  });

  it('counts a variable set to blanks as not set', () => {
    expect(signingPlan('mac', { CSC_LINK: '  ', APPLE_ID: '' }).lines[0]).toMatch(/^macOS: not signed/);
  });
});

describe('signing on Windows and Linux', () => {
  it('signs Windows with WIN_CSC_LINK, else CSC_LINK, else says it is not signed', () => {
    expect(signingPlan('win', { WIN_CSC_LINK: 'a.pfx', CSC_LINK: 'b.p12' }).lines).toEqual([
      'Windows: signing with the certificate in WIN_CSC_LINK',
    ]);
    expect(signingPlan('win', { CSC_LINK: 'b.p12' }).lines).toEqual([
      'Windows: signing with the certificate in CSC_LINK',
    ]);
    expect(signingPlan('win', {}).lines).toEqual([
      'Windows: not signed (set WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD to sign): SmartScreen warns before the installer runs',
    ]);
  });

  it('says Linux packages are not signed, and changes nothing', () => {
    const plan = signingPlan('linux', { CSC_LINK: 'cert.p12' });
    expect(plan.lines).toEqual(['Linux: the AppImage and the deb are not signed (there is nothing to set)']);
    expect([plan.env, plan.args]).toEqual([{}, []]);
  });
});
