import type { Page } from '@playwright/test';
import type { FreightDeskBridge } from '@shared/ipc/bridge';
import { choosePickupWindow, fillContacts, reviewAndBook } from './support/booking-form';
import { listedShipments } from './support/desk-setup';
import { expect, saveScreen, test } from './support/fixtures';

/**
 * Booking a saved quote and following the shipment in Tracking, as an
 * operator does it in the web harness against the embedded sandbox. Quotes
 * are rated and saved through the Rating screen, so the booking form starts
 * from what the rating knew; the filter test books its two shipments through
 * the bridge as setup only.
 */

const DAY_MS = 86_400_000;

/** What page.evaluate reaches in the page (this file is type-checked without the DOM library). */
type PageGlobals = { freightDesk: FreightDeskBridge; navigator: { clipboard: { readText(): Promise<string> } } };

async function openApp(page: Page, appUrl: string, hash = ''): Promise<void> {
  await page.goto(`${appUrl}${hash}`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
}

async function pickSuggestion(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await field.fill(text);
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
}

/** Rates a shipment on the Rating screen, saves the first rate, and opens its booking form from Quotes. */
async function saveQuoteAndOpenBooking(page: Page, mode: 'boxes' | 'sea-lcl'): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rating' }).click();
  await page.getByRole('tab', { name: mode === 'boxes' ? 'Boxes' : 'Sea LCL' }).click();
  const form = page.getByRole('form', { name: /rating/ });
  if (mode === 'boxes') {
    await pickSuggestion(page, form.getByRole('group', { name: 'Origin' }).getByLabel('City or postal code'), '08001');
    await pickSuggestion(
      page,
      form.getByRole('group', { name: 'Destination' }).getByLabel('City or postal code'),
      '28001',
    );
    const box = form.getByRole('group', { name: 'Box 1' });
    await box.getByLabel('Quantity').fill('2');
    await box.getByLabel('Length').fill('40');
    await box.getByLabel('Width').fill('30');
    await box.getByLabel('Height').fill('30');
    await box.getByLabel('Weight').fill('12.5');
    await form.getByLabel('Goods value').fill('1500');
  } else {
    await pickSuggestion(page, form.getByRole('group', { name: 'Port of loading' }).getByLabel('Port'), 'Valencia');
    await pickSuggestion(page, form.getByRole('group', { name: 'Port of discharge' }).getByLabel('Port'), 'Shanghai');
    const line = form.getByRole('group', { name: 'Cargo line 1' });
    await line.getByLabel('Volume').fill('2.5');
    await line.getByLabel('Weight').fill('800');
  }
  await form.getByLabel('Goods description').fill(mode === 'boxes' ? 'Spare parts' : 'Ceramic tiles');
  await form.getByRole('button', { name: 'Get rates' }).click();
  await page.getByRole('button', { name: 'Save quote' }).first().click();
  await expect(page.getByText(/Saved as a quote/).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  // Newest first: the quote just saved.
  await page.getByRole('button', { name: /^Book/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Origin contact' })).toBeVisible();
}

test('books a saved quote, then follows the shipment in Tracking and switches its tracking off', async ({
  page,
  appUrl,
  hooks,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page, appUrl);
  await saveQuoteAndOpenBooking(page, 'boxes');

  // Everything the rating knew is there already: the quote, and the places in the address lines.
  await expect(page.getByText('Saved quote · Boxes')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Origin contact' }).getByLabel('Address')).toHaveValue(
    /08001 Barcelona/,
  );
  await expect(page.getByRole('region', { name: 'Destination contact' }).getByLabel('Address')).toHaveValue(
    /28001 Madrid/,
  );
  await expect(page.getByText(/Filled in from the rating/)).toBeVisible();

  // Nothing typed yet: the problems show under their fields, and nothing is sent.
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(
    page.getByRole('region', { name: 'Origin contact' }).getByText('Contact person is required'),
  ).toBeVisible();
  // The cursor is on the first field with a problem, so the operator types there at once.
  await expect(page.getByRole('region', { name: 'Origin contact' }).getByLabel('Contact person')).toBeFocused();
  expect(await hooks.requestCount('booking.boxes')).toBe(0);

  await fillContacts(page);
  await choosePickupWindow(page);
  await page.getByLabel('Pickup notes').fill('Loading dock 3, ask for Marta.');
  await saveScreen(page, 'booking-form');

  await page.getByRole('button', { name: 'Review booking' }).click();
  const review = page.getByRole('region', { name: 'Review the booking' });
  await expect(review.getByText('Nothing has been sent yet')).toBeVisible();
  await expect(review.getByText('Loading dock 3, ask for Marta.')).toBeVisible();
  await expect(review.getByText('ben@ortega.example')).toBeVisible();
  await saveScreen(page, 'booking-review');

  await review.getByRole('button', { name: 'Book shipment' }).click();
  const booked = page.getByRole('region', { name: 'Booked' });
  await expect(booked).toBeVisible();
  // Opening the shipment is the next step, and it has the focus.
  const open = booked.getByRole('button', { name: 'Open shipment' });
  await expect(open).toBeFocused();
  const shipmentCode = (
    await booked
      .getByRole('definition')
      .filter({ has: page.getByRole('button', { name: 'Copy shipment code' }) })
      .innerText()
  ).trim();
  expect(shipmentCode).toMatch(/^FR\d+/);
  await expect(booked.getByRole('button', { name: 'Copy booking code' })).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Copy tracking code' })).toBeVisible();
  await booked.getByRole('button', { name: 'Copy shipment code' }).click();
  await expect(booked.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.readText())).toBe(
    shipmentCode,
  );
  expect(await hooks.requestCount('booking.boxes')).toBe(1);
  await saveScreen(page, 'booking-success');

  await open.click();
  await expect(page).toHaveURL(/#\/tracking\?shipment=/);
  const detail = page.getByRole('region', { name: `Shipment ${shipmentCode}` });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Ruiz Trading SL')).toBeVisible();
  await expect(detail.getByText('Booking code')).toBeVisible();
  const timeline = detail.getByRole('list', { name: 'Tracking messages, newest first' });
  await expect(timeline.getByText('Booking received.')).toBeVisible();
  // The open shipment is highlighted in the list too.
  await expect(
    page.getByRole('grid', { name: 'Shipments' }).getByRole('row', { name: new RegExp(shipmentCode) }),
  ).toHaveAttribute('aria-selected', 'true');
  await saveScreen(page, 'tracking-detail');

  const tracking = detail.getByRole('switch', { name: 'Tracking updates' });
  await expect(tracking).toHaveAttribute('aria-checked', 'true');
  await tracking.click();
  await expect(detail.getByText('Tracking switched off')).toBeVisible();
  await expect(tracking).toHaveAttribute('aria-checked', 'false');
  expect(await hooks.requestCount('tracking.switch')).toBe(1);
  await timeline.scrollIntoViewIfNeeded();
  await saveScreen(page, 'tracking-timeline');
});

test('books a sea LCL quote with an HS code, warning about one that is not an HS code', async ({ page, appUrl }) => {
  await openApp(page, appUrl);
  await saveQuoteAndOpenBooking(page, 'sea-lcl');

  await fillContacts(page);
  for (const section of ['Origin contact', 'Destination contact']) {
    await page.getByRole('region', { name: section }).getByLabel('Address').fill('Muelle de Levante 1, 46024 Valencia');
  }
  await choosePickupWindow(page);
  // A sea booking needs an incoterm; the form says so before anything is sent.
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(page.getByText('Incoterm is required for sea bookings')).toBeVisible();
  // Contacts and pickup are complete: the cursor skips them to the incoterm, the first field still wrong.
  await expect(page.getByLabel('Incoterm')).toBeFocused();
  await page.getByLabel('Incoterm').selectOption('FOB');
  await expect(page.getByRole('switch', { name: 'Track this shipment' })).toBeChecked();

  const line = page.getByRole('group', { name: /Cargo line 1/ });
  await expect(line.getByLabel('Description')).toHaveValue('Ceramic tiles');
  await line.getByLabel('EDI type').fill('204');
  await line.getByLabel('HS code').fill('69-07');
  // A warning, not an error: the service takes any code but never confirms a booking with an invalid one.
  await expect(line.getByText(/does not look like an HS code/)).toBeVisible();
  await expect(line.getByText(/never confirms a booking with an invalid code/)).toBeVisible();
  await expect(line.getByLabel('HS code')).not.toHaveAttribute('aria-invalid', 'true');
  await saveScreen(page, 'booking-lcl-hs-warning');

  await line.getByLabel('HS code').fill('6907.21');
  await expect(line.getByText(/does not look like an HS code/)).toHaveCount(0);

  await reviewAndBook(page);
  const booked = page.getByRole('region', { name: 'Booked' });
  await expect(booked).toBeVisible();
  await expect(booked.getByText(/Sea LCL/)).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Copy tracking code' })).toBeVisible();
});

test('an expired quote cannot be booked', async ({ page, appUrl, hooks }) => {
  await openApp(page, appUrl);
  await saveQuoteAndOpenBooking(page, 'boxes');
  await expect(page.getByRole('button', { name: 'Review booking' })).toBeEnabled();

  // Two days later for the service (a road quote is valid for hours) and for the desk's own clock,
  // which is what the form judges expiry by (as it must with a real service).
  await hooks.advanceClock(2 * DAY_MS);
  const deskNow = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(deskNow + 2 * DAY_MS);
  await page.reload();

  const expired = page.getByRole('alert').filter({ hasText: /This quote expired on .*; it cannot be booked/ });
  await expect(expired).toBeVisible();
  await expect(expired.getByRole('link', { name: 'rate the shipment again' })).toHaveAttribute(
    'href',
    '#/rating?mode=boxes',
  );
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review booking' })).toBeDisabled();
  await saveScreen(page, 'booking-expired');
  expect(await hooks.requestCount('booking.boxes')).toBe(0);
});

test('a connection dropped while booking is shown as outcome unknown and never sent again', async ({
  page,
  appUrl,
  hooks,
}) => {
  await openApp(page, appUrl);
  await saveQuoteAndOpenBooking(page, 'boxes');
  await fillContacts(page);
  await choosePickupWindow(page);
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(page.getByRole('heading', { name: 'Review the booking' })).toBeVisible();
  // The demo account already has shipments: the booking is the one that was not there before.
  const before = new Set((await listedShipments(page)).map((s) => s.shipmentId));

  // The service books it, then the connection drops before the answer arrives.
  await hooks.setFault('booking.boxes', { drop: 'after' });
  await page.getByRole('button', { name: 'Book shipment' }).click();

  const unknown = page.getByRole('alert').filter({ hasText: 'Outcome unknown' });
  await expect(unknown).toBeVisible();
  await expect(unknown).toContainText('Do not book this quote again yet');
  // No way to send it again from here: the operator goes to check.
  await expect(page.getByRole('button', { name: /Book shipment|Try again/ })).toHaveCount(0);
  await saveScreen(page, 'booking-outcome-unknown');

  // The desk's timers run on a minute: any retry it scheduled would go out now. There must be none.
  await page.clock.runFor(60_000);
  expect(await hooks.requestCount('booking.boxes')).toBe(1);

  await hooks.clearFaults();
  await unknown.getByRole('link', { name: /Check Tracking/ }).click();
  await expect(page).toHaveURL(/#\/tracking\?operator=/);
  await expect(page.getByLabel('Transport operator')).not.toHaveValue('');
  // The booking did go through: it is in the list, the one shipment of that operator that is new.
  const operator = await page.getByLabel('Transport operator').inputValue();
  const listed = await listedShipments(page, { TransportOperator: operator });
  const added = listed.filter((s) => !before.has(s.shipmentId));
  expect(added).toHaveLength(1);
  const count = page.getByRole('heading', { name: 'Shipments' }).locator('..');
  await expect(count).toContainText(listed.length === 1 ? '1 shipment matches' : `${listed.length} shipments match`);
  const grid = page.getByRole('grid', { name: 'Shipments' });
  await expect(
    grid.getByRole('row', { name: new RegExp(added[0]!.shipmentCode ?? added[0]!.shipmentId) }),
  ).toBeVisible();
});

test.describe('on an empty account', () => {
  // This test is about exact totals and positions (2 shipments, 1 after a filter, the second in code
  // order): the demo history would put its own rows among them, so the account starts empty.
  test.use({ harnessArgs: ['--no-demo-history'] });

  test('filters narrow the shipment list and its total, and the keyboard opens a shipment', async ({
    page,
    appUrl,
  }) => {
    await openApp(page, appUrl);
    // Setup only: two shipments from different places, booked through the bridge.
    const codes = await page.evaluate(async () => {
      const fd = (globalThis as unknown as PageGlobals).freightDesk;
      const inDays = new Date(Date.now() + 21 * 86_400_000).toISOString();
      const place = (postalCode: string, city: string, state: string) => ({
        postalCode,
        country: 'ES',
        city,
        state,
        street: null,
        coords: null,
      });
      const contact = {
        contactPerson: 'Ana Ruiz',
        companyName: 'Ruiz SL',
        contactMail: 'ana@ruiz.example',
        address: 'Calle 1',
        phonePrefix: '34',
        phone: '600111222',
      };
      const routes = [
        [place('08001', 'Barcelona', 'CT'), place('28001', 'Madrid', 'MD')],
        [place('46001', 'Valencia', 'VC'), place('41001', 'Sevilla', 'AN')],
      ] as const;
      const booked: string[] = [];
      for (const [origin, destination] of routes) {
        const rated = await fd.rating.rate({
          mode: 'boxes',
          request: {
            origin,
            destination,
            pickUpDate: inDays,
            goodsDescription: 'Parts',
            goodsValue: 10_000,
            insurance: false,
            customs: false,
            currency: 'EUR',
            dangerousCargo: false,
            boxes: [{ quantity: 1, length: 30, width: 30, height: 30, weight: 5, measurementUnit: 'CmKg' }],
          },
        });
        if (!rated.ok) throw new Error(rated.error.message);
        const rateId = rated.value.quote.rates[0]!.id;
        const saved = await fd.quotes.save({ type: 'boxes', rateId });
        if (!saved.ok) throw new Error(saved.error.message);
        const quotes = await fd.quotes.list();
        if (!quotes.ok) throw new Error(quotes.error.message);
        const quote = quotes.value.value.find(
          (q) => (q as { shipmentId?: unknown }).shipmentId === saved.value.shipmentId,
        );
        if (!quote) throw new Error('the saved quote is not listed');
        const result = await fd.booking.book({
          mode: 'boxes',
          request: {
            id: quote.quoteId,
            origin: contact,
            destination: contact,
            pickupTimeFrom: '09:00',
            pickupTimeTo: '13:00',
          },
        });
        if (!result.ok) throw new Error(result.error.message);
        booked.push(result.value.shipmentCode ?? '');
      }
      return booked;
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracking' }).click();
    const count = page.getByRole('heading', { name: 'Shipments' }).locator('..');
    await expect(count).toContainText('2 shipments');
    await expect(count).toContainText('service total 2');
    const grid = page.getByRole('grid', { name: 'Shipments' });
    await expect(grid).toHaveAttribute('aria-rowcount', '3');

    await page.getByLabel('Origin', { exact: true }).fill('Valencia');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(count).toContainText('1 shipment matches');
    // The filters are applied to the stored list: the service's total is the whole list's, shown unfiltered only.
    await expect(count).not.toContainText('service total');
    await expect(grid).toHaveAttribute('aria-rowcount', '2');
    await expect(grid.getByRole('row', { name: new RegExp(codes[1]!) })).toBeVisible();
    await expect(grid.getByRole('row', { name: new RegExp(codes[0]!) })).toHaveCount(0);
    await expect(page).toHaveURL(/origin=Valencia/);
    await saveScreen(page, 'tracking-filtered');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count).toContainText('2 shipments');
    await page.getByLabel('Shipment code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(count).toContainText('1 shipment matches');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count).toContainText('2 shipments');

    // Sorted by code, the list reads in code order; arrows move the selection, Enter opens.
    await grid.getByRole('columnheader', { name: 'Code' }).getByRole('button').click();
    await expect(grid.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'ascending');
    await grid.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(grid.getByRole('row', { name: new RegExp(codes[1]!) })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: `Shipment ${codes[1]}` })).toBeVisible();
  });
});

test('a filter the list cannot take is said under its field, which takes the cursor, and goes once the field is changed', async ({
  page,
  appUrl,
}) => {
  await openApp(page, appUrl, '#/tracking');
  const filters = page.getByRole('form', { name: 'Shipment filters' });
  await filters.getByLabel('Start date').fill('2026-11-22');
  const end = filters.getByLabel('End date');
  await end.fill('2026-11-01');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(end).toHaveAccessibleDescription(/The end date is before the start date/);
  await expect(end).toBeFocused();
  await end.fill('2026-11-30');
  await expect(filters.getByText('The end date is before the start date')).toHaveCount(0);
});
