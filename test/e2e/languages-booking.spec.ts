import type { Page } from '@playwright/test';
import { pseudoText } from '@shared/i18n/pseudo-text';
import { bridgeCall, saveBoxesQuote } from './support/desk-setup';
import { expect, saveScreensAtSizes, test } from './support/fixtures';
import { clippedTexts, englishLeft } from './support/pseudo-locale';

/**
 * Bookings and the command palette in Spanish: the list of bookings and the
 * forms in progress, a booking form with its problems, its review and the
 * codes once booked, a sea FCL form's containers and cargo lines, and the
 * palette finding a screen by its Spanish name; dates day first and money as
 * "1.234,56 €". Then the same in the pseudo-locale, where no text is cut and
 * no word is left that a message did not make.
 */
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

const CONTACTS = [
  ['Ana Ruiz', 'Ruiz Trading SL', 'ana@ruiz.example', 'Carrer de Mallorca 401, 08013 Barcelona'],
  ['Ben Ortega', 'Ortega Import SA', 'ben@ortega.example', 'Calle de Alcalá 50, 28014 Madrid'],
] as const;

/** What the operator typed and the service named: data the pseudo-locale leaves as it is. */
const TYPED = CONTACTS.flat();

/** The labels of the form, in the language under test. */
interface FormWords {
  readonly ends: readonly [string, string];
  readonly person: string;
  readonly company: string;
  readonly mail: string;
  readonly prefix: string;
  readonly phone: string;
  readonly address: string;
  readonly from: string;
  readonly until: string;
}

const SPANISH: FormWords = {
  ends: ['Contacto en origen', 'Contacto en destino'],
  person: 'Persona de contacto',
  company: 'Empresa',
  mail: 'Correo electrónico',
  prefix: 'Prefijo telefónico',
  phone: 'Teléfono',
  address: 'Dirección',
  from: 'Recogida desde',
  until: 'Recogida hasta',
};

async function fillForm(page: Page, words: FormWords): Promise<void> {
  for (const [index, section] of words.ends.entries()) {
    const [person, company, mail, address] = CONTACTS[index]!;
    const region = page.getByRole('region', { name: section });
    await region.getByLabel(words.person).fill(person);
    await region.getByLabel(words.company).fill(company);
    await region.getByLabel(words.mail).fill(mail);
    await region.getByLabel(words.prefix).fill('34');
    await region.getByLabel(words.phone, { exact: true }).fill('600111222');
    await region.getByLabel(words.address).fill(address);
  }
  await page.getByLabel(words.from).selectOption({ index: 1 });
  await page.getByLabel(words.until).selectOption({ index: 2 });
}

/** Rates a sea FCL shipment Shanghai -> Valencia and saves its first rate; returns the saved quote's id. */
async function saveSeaFclQuote(page: Page): Promise<string> {
  const pickUpDate = await page.evaluate(() => new Date(Date.now() + 21 * 86_400_000).toISOString());
  const rating = await bridgeCall<{ quote: { rates: Array<{ id: string }> } }>(page, 'rating', 'rate', {
    mode: 'sea-fcl',
    request: {
      currency: 'EUR',
      customs: false,
      goodsDescription: 'Ceramic tiles',
      goodsValue: 2_000_000,
      pickUpDate,
      insurance: false,
      containers: [
        { quantity: 1, weight: 18_000, measurementUnit: 'CmKg', type: 'DRY20', isOwnedContainer: false, isReeferContainer: false, imoNumber: null },
      ],
      originServiceType: 'CY',
      destinationServiceType: 'CY',
      origin: null,
      destination: null,
      originUnLocCode: 'CNSHA',
      destinationUnLocCode: 'ESVLC',
    },
  });
  const saved = await bridgeCall<{ shipmentId: string }>(page, 'quotes', 'save', {
    type: 'sea/fcl',
    rateId: rating.quote.rates[0]!.id,
  });
  const quotes = await bridgeCall<{ value: Array<{ quoteId: string; shipmentId?: string }> }>(page, 'quotes', 'list');
  return quotes.value.find((q) => q.shipmentId === saved.shipmentId)!.quoteId;
}

/** The carriers, places and codes the service sent: data, in any language. */
async function serviceData(page: Page): Promise<string[]> {
  const quotes = await bridgeCall<{ value: Array<{ agency: string | null; quoteId: string }> }>(page, 'quotes', 'list');
  return quotes.value.flatMap((q) => [q.agency ?? '', q.quoteId]).filter((text) => text !== '');
}

async function openInSpanish(page: Page, appUrl: string, hash: string): Promise<void> {
  await page.goto(`${appUrl}${hash}`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Conectado');
}

test('a booking in Spanish: the form and its problems, the review, the codes, and the lists of Bookings', async ({
  page,
  appUrl,
}) => {
  await openInSpanish(page, appUrl, '#/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
  const bookings = page.getByRole('region', { name: 'Reservas', exact: true });
  await expect(bookings).toContainText(/\d+ reservas en esta cuenta, las más recientes primero/);
  await expect(page.getByRole('grid', { name: 'Reservas' }).getByRole('columnheader', { name: 'Modo' })).toBeVisible();

  const { quoteId } = await saveBoxesQuote(page);
  await page.goto(`${appUrl}#/booking?quote=${quoteId}&type=boxes`);
  const card = page.getByRole('region', { name: /./ }).filter({ hasText: 'Cotización guardada · Cajas' });
  await expect(card).toBeVisible();
  const cardText = (await card.innerText()).replace(/\u00a0/g, ' ');
  // Dates day first with Spanish months, money with a decimal comma and the euro after.
  expect(cardText).toMatch(/Recogida\s+\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}/);
  expect(cardText).toMatch(/Caduca\s+\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}, \d{1,2}:\d{2}/);
  expect(cardText).toMatch(/\d,\d{2} €/);
  expect(cardText).not.toMatch(/€\s?\d/);

  // Nothing typed: the problems, in Spanish, under their fields.
  await page.getByRole('button', { name: 'Revisar la reserva' }).click();
  await expect(page.getByText(/\d+ campos necesitan atención antes de poder revisar la reserva\./)).toBeVisible();
  const origin = page.getByRole('region', { name: 'Contacto en origen' });
  await expect(origin.getByText('El campo Persona de contacto es obligatorio')).toBeVisible();
  await expect(origin.getByLabel('Persona de contacto')).toBeFocused();
  await saveScreensAtSizes(page, 'i18n-booking-form-es');

  await fillForm(page, SPANISH);
  await page.getByRole('button', { name: 'Revisar la reserva' }).click();
  await expect(page.getByRole('heading', { name: 'Revise la reserva' })).toBeFocused();
  await expect(page.getByText('Esto es todo lo que Freight Desk enviará para reservar esta cotización (Cajas).')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recogida y entrega' })).toContainText('Recogida desde');
  await saveScreensAtSizes(page, 'i18n-booking-review-es');

  await page.getByRole('button', { name: 'Reservar el envío' }).click();
  const booked = page.getByRole('region', { name: 'Reservado' });
  await expect(booked).toContainText('El servicio aceptó la reserva de la cotización de');
  await expect(booked.getByRole('button', { name: 'Copiar código de envío' })).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Abrir el envío' })).toBeFocused();
  await saveScreensAtSizes(page, 'i18n-booking-booked-es');

  // A form half filled in is listed as a booking in progress, and its date is written the Spanish way.
  const second = await saveBoxesQuote(page);
  await page.goto(`${appUrl}#/booking?quote=${second.quoteId}&type=boxes`);
  await page.getByRole('region', { name: 'Contacto en origen' }).getByLabel('Empresa').fill('Ruiz Trading SL');
  await page.clock.runFor(600);
  await expect(page.getByText(/Borrador guardado/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Reservas' }).click();
  const inProgress = page.getByRole('list', { name: 'Reservas en curso' });
  await expect(inProgress).toContainText('Cajas');
  await expect(inProgress).toContainText('Ruiz Trading SL → … · guardado');
  await expect(inProgress.getByRole('button', { name: 'Reanudar la reserva de Cajas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reservas en curso' })).toContainText(
    '1 formulario rellenado en este escritorio y aún sin reservar',
  );
  await saveScreensAtSizes(page, 'i18n-bookings-es');
});

test('a sea FCL form in Spanish: containers, cargo lines and their numbers', async ({ page, appUrl }) => {
  await openInSpanish(page, appUrl, '#/booking');
  const quoteId = await saveSeaFclQuote(page);
  await page.goto(`${appUrl}#/booking?quote=${quoteId}&type=sea/fcl`);
  const containers = page.getByRole('region', { name: 'Contenedores y carga' });
  await expect(containers.getByRole('heading', { name: 'Contenedor 1' })).toBeVisible();
  await expect(containers.getByRole('group', { name: 'Línea de carga 1 del contenedor 1' })).toBeVisible();
  await expect(page.getByLabel('Incoterm')).toContainText('Elija un incoterm');
  await containers.getByRole('button', { name: 'Añadir línea de carga al contenedor 1' }).click();
  await expect(containers.getByRole('button', { name: 'Quitar la línea de carga 2 del contenedor 1' })).toBeVisible();
  await containers.getByLabel('Código HS').first().fill('12');
  await expect(containers.getByText(/Esto no parece un código HS/)).toBeVisible();
  await containers.getByLabel('Cantidad').first().fill('1,5');
  await page.getByRole('button', { name: 'Revisar la reserva' }).click();
  await expect(containers.getByText('El campo Cantidad debe ser un número entero, como 2')).toBeVisible();
  await saveScreensAtSizes(page, 'i18n-booking-sea-fcl-es', { at: containers });
});

test('the command palette in Spanish finds a screen by its Spanish name and by its English one', async ({
  page,
  appUrl,
}) => {
  await openInSpanish(page, appUrl, '#/today');
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Paleta de comandos' });
  const box = palette.getByRole('combobox', { name: 'Ir a una pantalla, buscar un envío por código, tarificar, cambiar de perfil' });
  await expect(box).toBeFocused();
  await expect(palette.getByRole('group', { name: 'Ir a' })).toBeVisible();
  await expect(palette.getByRole('status')).toHaveText('↑ ↓ para moverse, Intro para abrir, Esc para cerrar.');
  await saveScreensAtSizes(page, 'i18n-palette-es');
  await page.keyboard.type('zzqx');
  await expect(palette.getByRole('status')).toHaveText('Nada coincide con «zzqx».');
  await box.fill('');
  await page.keyboard.type('pantalla reservas');
  await expect(palette.getByRole('option', { selected: true })).toContainText('Reservas');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/booking$/);
  await page.keyboard.press('Control+K');
  await page.keyboard.type('tracking');
  await expect(palette.getByRole('option', { selected: true })).toContainText('Seguimiento');
  await page.keyboard.press('Escape');
});

test('in the pseudo-locale the booking screens and the palette cut no text and leave no English', async ({
  page,
  appUrl,
}) => {
  await openInSpanish(page, appUrl, '#/today');
  await bridgeCall(page, 'settings', 'save', { language: 'en-XA' });
  await page.reload();
  const { quoteId } = await saveBoxesQuote(page);
  const seaQuote = await saveSeaFclQuote(page);
  const data = [...TYPED, ...(await serviceData(page))];
  const main = page.locator('main');

  /** The page as it is now, at both window sizes: nothing cut, nothing in English. */
  const checked = async (what: string) => {
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1024, height: 700 },
    ]) {
      await page.setViewportSize(size);
      expect(await clippedTexts(page), `${what} at ${size.width}x${size.height}: cut`).toEqual([]);
    }
    expect(await englishLeft(main, data), `${what}: English left`).toEqual([]);
  };

  await page.goto(`${appUrl}#/booking`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ɓóóķíñĝš');
  await expect(page.locator('[role="grid"] [role="row"][data-loaded]').first()).toBeVisible();
  await checked('Bookings');

  await page.goto(`${appUrl}#/booking?quote=${seaQuote}&type=sea/fcl`);
  await expect(page.getByRole('heading', { name: /Çóñţáíñéŕ 1/ })).toBeVisible();
  await page.getByRole('button', { name: /Ŕéṽíéŵ ƀóóķíñĝ/ }).click();
  await expect(page.getByText(/ñééð.? áţţéñţíóñ/)).toBeVisible();
  await checked('Sea FCL form with its problems');

  await page.goto(`${appUrl}#/booking?quote=${quoteId}&type=boxes`);
  await fillForm(page, {
    ends: [pseudoText('Origin contact'), pseudoText('Destination contact')],
    person: pseudoText('Contact person'),
    company: pseudoText('Company'),
    mail: pseudoText('E-mail'),
    prefix: pseudoText('Phone prefix'),
    phone: pseudoText('Phone'),
    address: pseudoText('Address'),
    from: pseudoText('Pickup from'),
    until: pseudoText('Pickup until'),
  });
  await checked('Boxes form filled in');
  await page.getByRole('button', { name: /Ŕéṽíéŵ ƀóóķíñĝ/ }).click();
  await expect(page.getByRole('heading', { name: /Ŕéṽíéŵ ţĥé ƀóóķíñĝ/ })).toBeVisible();
  await checked('Review');
  await page.getByRole('button', { name: /Ɓóóķ šĥíþɱéñţ/ }).click();
  await expect(page.getByRole('heading', { name: /Ɓóóķéð/ })).toBeVisible();
  await checked('Booked');

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog');
  await expect(palette.getByRole('combobox')).toBeFocused();
  // The screens alone: the ratings' names are the rating form's words (screens/rating), checked with its screens.
  await page.keyboard.type('booking');
  await expect(palette.getByRole('option').first()).toContainText('Ɓóóķíñĝš');
  expect(await englishLeft(palette, data), 'palette: English left').toEqual([]);
  await page.keyboard.type('zzqx');
  await expect(palette.getByRole('status')).toContainText('zzqx');
  expect(await englishLeft(palette, [...data, 'bookingzzqx']), 'palette with nothing found').toEqual([]);
  await saveScreensAtSizes(page, 'i18n-palette-pseudo');
});
