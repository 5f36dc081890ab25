import { describe, expect, it } from 'vitest';
import { injectBridgeScript, withTheme } from '@harness/static';

const page = '<!doctype html>\n<html lang="en">\n  <head><script type="module" src="./assets/index.js"></script></head>\n</html>';

describe('the page the harness serves', () => {
  it('carries the theme chosen in Settings on its <html>, so it is drawn in it before any script runs', () => {
    expect(withTheme(page, 'dark')).toContain('<html data-theme="dark" lang="en">');
    expect(withTheme(page, 'light')).toContain('<html data-theme="light" lang="en">');
    // The system's theme is the stylesheet's own: no attribute.
    expect(withTheme(page, 'system')).toBe(page);
    // With the bridge's script too.
    expect(withTheme(injectBridgeScript(page, '/__harness/bridge.js'), 'dark')).toMatch(/^<!doctype html>\n<html data-theme="dark"/);
  });
});
