import { describe, expect, it } from 'vitest';
import { feedUrlProblem, resolveUpdateFeed } from '@main/updates/update-feed';

const built = (url: string) => `provider: generic\nurl: ${url}\nupdaterCacheDirName: freight-desk-updater\n`;

describe('the update feed', () => {
  it('is FREIGHT_DESK_UPDATE_URL when set, over what the build names', () => {
    expect(
      resolveUpdateFeed({
        env: { FREIGHT_DESK_UPDATE_URL: ' https://updates.example.com/desk ' },
        appUpdateYml: built('https://other.example.com'),
      }),
    ).toEqual({ kind: 'feed', url: 'https://updates.example.com/desk', source: 'environment' });
  });

  it('is the generic feed the build wrote into app-update.yml', () => {
    expect(resolveUpdateFeed({ env: {}, appUpdateYml: built('https://updates.example.com/desk') })).toEqual({
      kind: 'feed',
      url: 'https://updates.example.com/desk',
      source: 'build',
    });
  });

  it('is off, saying why, for a build that names only the placeholder, none, or one it cannot read', () => {
    expect(resolveUpdateFeed({ env: {}, appUpdateYml: built('https://updates.invalid/freight-desk') })).toMatchObject({
      kind: 'off',
      reason: expect.stringContaining('names no update feed'),
    });
    expect(resolveUpdateFeed({ env: {}, appUpdateYml: null })).toMatchObject({ kind: 'off' });
    expect(resolveUpdateFeed({ env: {}, appUpdateYml: 'provider: [unclosed' })).toMatchObject({
      kind: 'off',
      reason: expect.stringContaining('app-update.yml cannot be read'),
    });
    expect(resolveUpdateFeed({ env: {}, appUpdateYml: 'provider: github\nowner: x\n' })).toMatchObject({
      kind: 'off',
      reason: expect.stringContaining('generic feeds only'),
    });
  });

  it('refuses plain http off this computer, and user names or passwords in the URL', () => {
    expect(feedUrlProblem('https://updates.example.com')).toBeNull();
    expect(feedUrlProblem('http://127.0.0.1:8080/feed')).toBeNull();
    expect(feedUrlProblem('http://updates.example.com')).toMatch(/must use https/);
    expect(feedUrlProblem('https://ana:pw@updates.example.com')).toMatch(/user name or password/);
    expect(feedUrlProblem('updates')).toMatch(/not a URL/);
    expect(
      resolveUpdateFeed({ env: { FREIGHT_DESK_UPDATE_URL: 'http://updates.example.com' }, appUpdateYml: null }),
    ).toMatchObject({
      kind: 'off',
      reason: expect.stringContaining('FREIGHT_DESK_UPDATE_URL is not a usable update feed'),
    });
  });
});
