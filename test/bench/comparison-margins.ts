/*
 * The rate comparison with margins applied to 200 rates, in Chromium (issue
 * 28: under 16 ms of main-thread work in the window). The built web harness
 * answers a box rating with 200 rates (its sandbox's own rates, copied with
 * new ids and prices, through the test hooks' rewrite fault); the desk holds
 * 40 margin rules and 20 customers. Once the 200 rows are drawn, the operator
 * switches the customer the rates are priced for: every rate is priced again
 * and its sell cell redrawn. The page switches from a timer of its own and
 * marks each switch and a rest after the frame that follows it; one Chrome
 * trace of all of them gives the page's main-thread CPU between each pair of
 * marks (the renderer's
 * CrRendererMain thread, each task once). Chromium's own form autofill, which
 * Electron's window does not have, is printed apart. Beside it, the first drawing of the
 * 200 rows at their sell prices, from the click on Get rates (no goal).
 *
 *   npm run build && npx tsx test/bench/comparison-margins.ts
 * (run alone: it starts its own harness and Chromium). Figures are printed, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '@sandbox/demo-credentials';
import { CHROMIUM_LAUNCH } from '../helpers/chromium';
import { mainThreadSelfTimes, profileFrames, workBetweenMarks, type TraceEvent } from './frame-profile';
import { fromSamples, printWhenRunAlone, type GoalFigure } from './goal-figure';
import { startHarnessProcess, type HarnessProcess } from './harness-process';
import { boxRating } from './payloads';

const RATES = 200;
const RULES = 40;
const CUSTOMERS = 20;
const SWITCHES = 30;
const FIRST_DRAWS = 5;
/** The page's rest after a switch's frame: what the switch left to do later (timers, the collector) is counted with it. */
const SWITCH_GAP_MS = 60;
/** Switches in one --profile recording: enough samples to rank the functions of one switch. */
const PROFILED_SWITCHES = 20;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'];

/** The sandbox's own box rates, copied to RATES with new ids and prices. */
async function manyRates(harness: HarnessProcess): Promise<unknown> {
  const token = (await (
    await fetch(`${harness.sandboxUrl}/v1/auth/token`, {
      method: 'POST',
      headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey, 'Secret-API-Key': DEMO_CREDENTIALS.apiSecret },
    })
  ).json()) as { access_token: string };
  const answer = (await (
    await fetch(`${harness.sandboxUrl}/v1/rates/boxes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(boxRating()),
    })
  ).json()) as { rates: Array<{ price: number }> };
  const rates = Array.from({ length: RATES }, (_, i) => {
    const rate = answer.rates[i % answer.rates.length]!;
    return { ...rate, id: randomUUID(), price: rate.price + i * 37 };
  });
  return { ...answer, rates };
}

async function hook(harness: HarnessProcess, name: string, body: unknown): Promise<void> {
  const response = await fetch(`${harness.origin}/__harness/test/${name}`, {
    method: 'POST',
    headers: { 'X-Harness-Secret': harness.secret, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`test hook ${name}: ${response.status} ${await response.text()}`);
}

/** Calls one bridge channel in the page. */
async function bridge(page: Page, area: string, method: string, input?: unknown): Promise<unknown> {
  return page.evaluate(
    `(async () => {
      const result = await window.freightDesk[${JSON.stringify(area)}][${JSON.stringify(method)}](${JSON.stringify(input)});
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    })()`,
  );
}

/** Rules of every level, most of them for other lanes and carriers: the choice reads them all for each rate. */
async function deskRules(page: Page): Promise<void> {
  const customers: number[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const saved = (await bridge(page, 'pricing', 'saveCustomer', {
      name: `Customer ${i + 1}`,
      defaultMarginBp: 500 + i * 25,
    })) as { id: number };
    customers.push(saved.id);
  }
  const carriers = ['SEUR', 'GLS', 'MRW', 'DHL', 'CorreosExpress', 'TNT'];
  for (let i = 0; i < RULES; i++) {
    await bridge(page, 'pricing', 'saveRule', {
      name: `Rule ${i + 1}`,
      scope: {
        customerId: i % 4 === 0 ? customers[i % CUSTOMERS] : null,
        mode: i % 3 === 0 ? 'boxes' : null,
        carrier: i % 2 === 0 ? carriers[i % carriers.length] : null,
        originCountry: i % 5 === 0 ? 'ES' : null,
      },
      percentBp: 800 + i * 10,
      currency: 'EUR',
      minimum: i % 2 === 0 ? 1500 : null,
    });
  }
}

async function fillBoxes(page: Page): Promise<void> {
  const pick = async (group: string, text: string, option: RegExp) => {
    const end = page.getByRole('group', { name: group });
    await end.getByLabel('City or postal code').fill(text);
    await end.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: option }).first().click();
  };
  await pick('Origin', '08001', /^08001 · Barcelona/);
  await pick('Destination', '28001', /^28001 · Madrid/);
  const box = page.getByRole('group', { name: 'Box 1' });
  await box.getByLabel('Length (cm)').fill('40');
  await box.getByLabel('Width (cm)').fill('30');
  await box.getByLabel('Height (cm)').fill('30');
  await box.getByLabel('Weight (kg)').fill('12');
  await page.getByLabel('Goods description').fill('Spare parts');
  await page.getByLabel('Goods value').fill('800');
}

/**
 * The page's main-thread work while `run` happens, until the frame after it
 * is drawn: its CPU time (the work itself, what other processes on the shared
 * machine do not stretch) and how long it was busy (ms).
 */
async function mainThreadMs(page: Page, run: () => Promise<void>): Promise<{ cpu: number; busy: number }> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await run();
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  const trace = await browser.stopTracing();
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as {
    traceEvents: Parameters<typeof mainThreadSelfTimes>[0];
  };
  const { cpuMs, busyMs } = mainThreadSelfTimes(traceEvents);
  return { cpu: cpuMs, busy: busyMs };
}

/** `--profile DIR`: one more customer switch recorded as a trace and a CPU profile in DIR, its largest items printed. */
const profileDir = (() => {
  const at = process.argv.indexOf('--profile');
  return at >= 0 ? process.argv[at + 1] : undefined;
})();

export async function comparisonMarginFigures(): Promise<GoalFigure[]> {
  const harness = await startHarnessProcess(['--temp', '--test-hooks']);
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args] });
  try {
    await hook(harness, 'faults', {
      operationId: 'rates.boxes',
      fault: { rewrite: { replace: await manyRates(harness) } },
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(harness.url);
    await page.getByRole('status').filter({ hasText: 'Connected' }).first().waitFor({ timeout: 60_000 });
    await deskRules(page);
    await page.goto(`${harness.url}#/rating?mode=boxes`);
    await fillBoxes(page);
    const quoteFor = page.getByLabel('Quote for');

    const firstDraws: { cpu: number; busy: number }[] = [];
    for (let i = 0; i < FIRST_DRAWS; i++) {
      firstDraws.push(
        await mainThreadMs(page, async () => {
          await page.getByRole('button', { name: 'Get rates' }).click();
          await page
            .getByRole('table', { name: `Rates, ${RATES} rates` })
            .locator('td.sell > .money')
            .first()
            .waitFor();
        }),
      );
    }

    // The customer switched as the operator's pick does it (the select's value and its change event), in the page,
    // from a timer of the page's own: no message from the bench reaches the page between a pick and its frame.
    const options = (await quoteFor.locator('option').allInnerTexts()).map((t) => t.trim());
    await page.evaluate(`(() => {
      const select = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Quote for').control;
      window.benchPickCustomer = (index) => {
        select.selectedIndex = index;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      window.benchSwitches = async (indices) => {
        for (const [i, index] of indices.entries()) {
          await new Promise((done) => setTimeout(done, ${SWITCH_GAP_MS}));
          performance.mark('bench-switch-' + i);
          window.benchPickCustomer(index);
          await frame();
          await new Promise((done) => setTimeout(done, ${SWITCH_GAP_MS}));
          performance.mark('bench-rested-' + i);
        }
      };
    })()`);
    const pickScript = (index: number) => `window.benchPickCustomer(${index})`;
    // Every other switch picks a customer (its default margin and rules), the others no customer.
    const pickAt = (i: number) => (i % 2 === 0 ? 1 + ((i / 2) % (options.length - 1)) : 0);
    // The pointer rests on the select, where the operator's is when picking; not over a row its move would tint.
    await quoteFor.hover();
    await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, 'toplevel', 'blink.user_timing'] });
    await page.evaluate(
      `window.benchSwitches(${JSON.stringify(Array.from({ length: SWITCHES }, (_, i) => pickAt(i)))})`,
    );
    const switchTrace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const switches = workBetweenMarks(
      switchTrace.traceEvents,
      Array.from({ length: SWITCHES }, (_, i) => ({ from: `bench-switch-${i}`, to: `bench-rested-${i}` })),
    );
    if (profileDir) {
      // Switched as the measured switches are (not through Playwright's select, whose own script would show in the profile).
      await profileFrames(page, profileDir, async () => {
        for (let i = 0; i < PROFILED_SWITCHES; i++) {
          await page.evaluate(pickScript(pickAt(i)));
          await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
        }
      });
    }
    const name = `comparison: margins applied again to ${RATES} rates (customer switched)`;
    const first = `comparison: ${RATES} rates drawn at their sell prices (from Get rates)`;
    const setting = `${RULES} rules, ${CUSTOMERS} customers`;
    return [
      fromSamples(
        { id: 'comparison-margins-reprice', name: `${name}, main-thread CPU`, unit: 'ms', goal: 16, note: setting },
        switches.map((s) => s.cpuMs),
      ),
      fromSamples(
        {
          id: 'comparison-margins-reprice-busy',
          name: `${name}, main thread busy`,
          unit: 'ms',
          goal: null,
          note: setting,
        },
        switches.map((s) => s.busyMs),
      ),
      fromSamples(
        {
          id: 'comparison-margins-reprice-autofill',
          name: `${name}, the test browser's own form autofill (not in Electron)`,
          unit: 'ms',
          goal: null,
          note: "Chromium tasks posted by components/autofill on the select's change: left out of the CPU above",
        },
        switches.map((s) => s.browserOnlyCpuMs),
      ),
      fromSamples(
        {
          id: 'comparison-margins-first-draw',
          name: `${first}, main-thread CPU`,
          unit: 'ms',
          goal: null,
          note: setting,
        },
        firstDraws.map((s) => s.cpu),
      ),
    ];
  } finally {
    await browser.close();
    await harness.stop();
  }
}

printWhenRunAlone('comparison-margins.ts', comparisonMarginFigures);
