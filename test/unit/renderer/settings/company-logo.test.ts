import { describe, expect, it } from 'vitest';
import type { CompanyLogo } from '@shared/domain/company-logo';
import { MAX_LOGO_BYTES } from '@shared/domain/company-logo';
import { AppError } from '@renderer/lib/api';
import { CompanyLogoState, type CompanyLogoDeps } from '@renderer/screens/settings/company-logo.svelte';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const logoOf = (fileName: string): CompanyLogo => ({
  fileName,
  mediaType: 'image/png',
  bytes: PNG.byteLength,
  width: 300,
  height: 100,
  dataUrl: 'data:image/png;base64,AA==',
});

/** A file whose bytes `read` gives back as they are (the deps' reader stands in for the browser's). */
const file = (name: string, bytes: Uint8Array<ArrayBuffer>) => new File([bytes], name);

function panel(overrides: Partial<CompanyLogoDeps> = {}) {
  const sent: string[] = [];
  let kept: CompanyLogo | null = logoOf('kept.png');
  const deps: CompanyLogoDeps = {
    logo: async () => kept,
    saveLogo: async (input) => {
      sent.push(input.fileName);
      kept = logoOf(input.fileName);
      return kept;
    },
    removeLogo: async () => {
      sent.push('remove');
      kept = null;
      return null;
    },
    read: async (blob) => new Uint8Array(await blob.arrayBuffer()),
    locale: () => 'en-GB',
    ...overrides,
  };
  return { logo: new CompanyLogoState(deps), sent };
}

describe('CompanyLogoState', () => {
  it('shows the logo main keeps, then the one just chosen', async () => {
    const { logo, sent } = panel();
    expect(logo.shown).toBeNull();
    await logo.query.run();
    expect(logo.shown?.fileName).toBe('kept.png');
    await logo.choose([file('new.png', PNG), file('ignored.png', PNG)]);
    expect(sent).toEqual(['new.png']);
    expect(logo.shown?.fileName).toBe('new.png');
    expect(logo.problem).toBeNull();
    expect(logo.busy).toBe(false);
  });

  it('refuses an empty file or one too large before sending it, and keeps the logo shown', async () => {
    const { logo, sent } = panel();
    await logo.query.run();
    await logo.choose([file('empty.png', new Uint8Array())]);
    expect(logo.problem).toBe('empty.png is empty.');
    const large = new Uint8Array(MAX_LOGO_BYTES + 1);
    large.set(PNG);
    await logo.choose([file('large.png', large)]);
    expect(logo.problem).toMatch(/large\.png/);
    expect(sent).toEqual([]);
    expect(logo.shown?.fileName).toBe('kept.png');
    expect(logo.busy).toBe(false);
  });

  it('says why main refused a file, and forgets it when the next one is taken', async () => {
    let refuse = true;
    const { logo } = panel({
      saveLogo: async (input) => {
        if (refuse) throw new AppError({ code: 'validation', message: 'The image cannot be decoded' });
        return logoOf(input.fileName);
      },
    });
    await logo.query.run();
    await logo.choose([file('broken.png', PNG)]);
    expect(logo.problem).toBe('The image cannot be decoded');
    expect(logo.shown?.fileName).toBe('kept.png');
    refuse = false;
    await logo.choose([file('good.png', PNG)]);
    expect(logo.problem).toBeNull();
    expect(logo.shown?.fileName).toBe('good.png');
  });

  it('shows no logo once it is removed, even though the first read had one', async () => {
    const { logo, sent } = panel();
    await logo.query.run();
    const removal = logo.remove();
    expect(logo.busy).toBe(true);
    await removal;
    expect(sent).toEqual(['remove']);
    expect(logo.shown).toBeNull();
    expect(logo.busy).toBe(false);
  });

  it('does nothing when the picker gives no file', async () => {
    const { logo, sent } = panel();
    await logo.choose([]);
    expect(sent).toEqual([]);
    expect(logo.busy).toBe(false);
  });
});
