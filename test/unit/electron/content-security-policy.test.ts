import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '@shared/security/content-security-policy';

/** Parses a policy into directive -> sources, as a browser reads it. */
function parse(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `directive ${name} appears twice`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

describe('the Content-Security-Policy of the packaged renderer', () => {
  const policy = parse(buildContentSecurityPolicy());

  it('allows scripts, styles and connections from the app origin only', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows images from the app and inline data: images only', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('forbids plugins, <base>, form posts and being framed', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('never allows inline script, eval or wildcard sources', () => {
    const text = buildContentSecurityPolicy();
    expect(text).not.toContain('unsafe-inline');
    expect(text).not.toContain('unsafe-eval');
    expect(text).not.toMatch(/(^|\s)\*(\s|;|$)/);
    expect(text).not.toMatch(/\bhttps?:/);
  });
});

describe('the development policy (Vite dev server)', () => {
  const policy = parse(buildContentSecurityPolicy({ devServerOrigin: 'http://localhost:5173' }));

  it("adds Vite's injected styles and its hot-reload websocket, nothing else", () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:5173']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});
