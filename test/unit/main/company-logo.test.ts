import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '@shared/domain/company-logo';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { CompanyLogoFile } from '@main/services/support/company-logo';
import { tinyPng } from '../../helpers/png';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'logo-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the company logo', () => {
  it('keeps a PNG in the data folder and describes it for Settings and the PDF', async () => {
    const logo = new CompanyLogoFile(dir);
    expect(await logo.get()).toBeNull();
    const saved = await logo.save('acme.png', tinyPng(), 'en-GB');
    expect(saved).toMatchObject({ fileName: 'acme.png', mediaType: 'image/png', width: 2, height: 1 });
    expect(saved.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await new CompanyLogoFile(dir).get()).toEqual(saved);
    expect((await logo.letterhead('Acme')).logo?.mediaType).toBe('image/png');
    await logo.remove();
    expect(await logo.get()).toBeNull();
    expect((await logo.letterhead('Acme')).logo).toBeNull();
  });

  it('refuses a file that is not PNG or JPEG, one too large, and a damaged image, saying why', async () => {
    const logo = new CompanyLogoFile(dir);
    await expect(logo.save('logo.gif', new TextEncoder().encode('GIF89a...'), 'en-GB')).rejects.toThrow(
      'logo.gif is not a PNG or JPEG image. Choose a .png or .jpg file.',
    );
    const large = new Uint8Array(MAX_LOGO_BYTES + 1);
    large.set(tinyPng());
    await expect(logo.save('big.png', large, 'en-GB')).rejects.toThrow(
      /big\.png is 1\.1 MiB; a logo may be at most 1 MiB/,
    );
    const damaged = tinyPng().slice(0, 30);
    await expect(logo.save('broken.png', damaged, 'en-GB')).rejects.toThrow(
      /broken\.png could not be read as an image/,
    );
    await expect(logo.save('empty.png', new Uint8Array(), 'en-GB')).rejects.toThrow('empty.png is empty.');
    expect(await logo.get()).toBeNull();
  });

  it('says why a logo is refused in Spanish, its size written the Spanish way', async () => {
    const logo = new CompanyLogoFile(dir);
    const large = new Uint8Array(MAX_LOGO_BYTES + 1);
    large.set(tinyPng());
    useLanguageSource(() => 'es');
    try {
      await expect(logo.save('grande.png', large, 'es-ES')).rejects.toThrow(
        'grande.png ocupa 1,1 MiB; un logotipo puede ocupar como máximo 1 MiB. Guarde un PNG o JPEG más pequeño.',
      );
      await expect(logo.save('dañado.png', tinyPng().slice(0, 30), 'es-ES')).rejects.toThrow(
        'dañado.png no se pudo leer como imagen: puede estar dañado. Expórtelo de nuevo como PNG o JPEG.',
      );
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('writes a refused size in the desk’s locale of formats, not its language’s: a Mexican desk writes 1.1', async () => {
    const logo = new CompanyLogoFile(dir);
    const large = new Uint8Array(MAX_LOGO_BYTES + 1);
    large.set(tinyPng());
    useLanguageSource(() => 'es');
    try {
      await expect(logo.save('grande.png', large, 'es-MX')).rejects.toThrow(/^grande\.png ocupa 1\.1 MiB;/);
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
