import { describe, expect, it } from 'vitest';
import type { FreeTimeClock } from '@shared/domain/free-time';
import { NO_EVENTS } from '@shared/domain/free-time-events';
import type { FreeTimeItem, TodayOverview } from '@shared/ipc/channels/today';
import { TodayState } from '@renderer/screens/today/today-state.svelte';
import { todaySections } from '@renderer/screens/today/today-lines';
import { useLanguageSource } from '@shared/i18n/desk-language';

const NOW = '2026-12-05T10:00:00.000Z';

/** Demurrage of one LCL shipment, discharged 1 Dec 18:30 at the port, 5 free days at USD 300.00. */
const clock = (over: Partial<FreeTimeClock>): FreeTimeClock => ({
  key: '0:Demurrage',
  chargeType: 'Demurrage',
  containerSizeType: '20DRY',
  unit: 'shipment',
  containers: 1,
  freeDays: 5,
  pricePerDay: { value: 30_000, currency: 'USD' },
  start: { event: 'discharge', at: '2026-12-01T18:30:00', source: 'reported', message: 'Discharged.' },
  stop: { event: 'release', at: null, source: null, message: null },
  unreported: null,
  state: 'due-soon',
  lastFreeDay: '2026-12-05',
  endsAt: '2026-12-06T00:00:00.000Z',
  msLeft: 14 * 3_600_000,
  chargedFrom: null,
  chargedThrough: null,
  daysCharged: 0,
  perContainer: { value: 0, currency: 'USD' },
  accrued: { value: 0, currency: 'USD' },
  ...over,
});

const item = (shipmentId: string, code: string, clocks: FreeTimeClock[]): FreeTimeItem => ({
  shipmentId,
  shipmentCode: code,
  mode: 'sea-lcl',
  port: { code: 'ESBCN', city: 'Barcelona', countryCode: 'ES', timeZone: 'Europe/Madrid' },
  containers: null,
  clocks,
  pressing: clocks[0] ?? null,
  charged: { totals: [], complete: true },
  events: NO_EVENTS,
  entered: [],
  messagesReadAt: null,
});

function overview(over: Partial<TodayOverview> = {}): TodayOverview {
  return {
    now: NOW,
    lastLookAt: null,
    changes: [
      {
        seq: 7,
        at: '2026-12-05T09:00:00.000Z',
        change: { kind: 'status', shipmentId: 'S1', shipmentCode: 'FD-1', from: 'Arrived', to: 'Discharged' },
      },
      {
        seq: 6,
        at: '2026-12-05T08:00:00.000Z',
        change: {
          kind: 'document-validation',
          shipmentId: 'S2',
          shipmentCode: 'FD-2',
          documentName: 'Invoice',
          documentKey: 't1',
          from: 'None',
          to: 'Validated',
        },
      },
      {
        seq: 5,
        at: '2026-12-05T07:00:00.000Z',
        change: { kind: 'messages', shipmentId: 'S3', shipmentCode: 'FD-3', newCount: 2, latest: 'Gate in' },
      },
    ],
    moreChanges: 0,
    freeTime: [
      item('S1', 'FD-1', [
        clock({}),
        clock({
          key: '1:Detention',
          chargeType: 'Detention',
          state: 'not-started',
          start: { event: 'release', at: null, source: null, message: null },
          msLeft: null,
        }),
      ]),
      item('S3', 'FD-3', [clock({ state: 'running', msLeft: 5 * 86_400_000 })]),
      // Released within free time: its clock stopped, it needs nothing and is neither listed nor counted.
      item('S6', 'FD-6', [
        clock({
          state: 'stopped',
          msLeft: null,
          stop: { event: 'release', at: '2026-12-02T10:00:00', source: 'reported', message: 'Gated out.' },
        }),
      ]),
    ],
    quotesExpiring: [
      {
        quoteId: 'Q1',
        agency: 'Maersk',
        shipmentType: 'Box',
        pickUpDate: null,
        deliveryDate: null,
        expirationDate: '2026-12-05T20:00:00Z',
        transitDays: 2,
        totalPrice: { value: 195_800, currency: 'EUR' },
        surcharges: [],
      },
    ],
    documentsDue: [
      { shipmentId: 'S4', shipmentCode: 'FD-4', pickUpDate: '2026-12-06T09:00:00', missing: ['Commercial invoice'] },
      { shipmentId: 'S5', shipmentCode: 'FD-5', pickUpDate: '2026-12-07T09:00:00', missing: null },
    ],
    ...over,
  };
}

function desk(answers: TodayOverview[]) {
  const marked: string[] = [];
  let reads = 0;
  let quoteReads = 0;
  const today = new TodayState({
    overview: async () => answers[Math.min(reads++, answers.length - 1)] as TodayOverview,
    markSeen: async ({ seenAt }) => marked.push(seenAt),
    quotes: async () => {
      quoteReads += 1;
      throw new Error('offline');
    },
    locale: () => 'en-GB',
  });
  return { today, marked, reads: () => reads, quoteReads: () => quoteReads };
}

describe('Today in Spanish', () => {
  it('words each section and line in Spanish, counts with Spanish plurals and amounts as 1.958,00 €', () => {
    useLanguageSource(() => 'es');
    try {
      const byId = Object.fromEntries(todaySections(overview(), 'es-ES').map((s) => [s.id, s]));
      expect(byId.changes?.title).toBe('Cambios desde la última revisión');
      expect(byId.changes?.lines.map((l) => l.text)).toEqual([
        'Estado: Llegado → Descargado',
        expect.any(String),
        '2 mensajes de seguimiento nuevos: «Gate in»',
      ]);
      expect(byId['free-time']?.description).toBe(
        '1 cargo a 48 horas o menos del último día libre, o ya pasado · 1 envío más en cuenta atrás en Seguimiento',
      );
      expect(byId.quotes?.description).toBe('1 cotización guardada');
      expect(byId.quotes?.lines[0]?.text.replace(/\u00a0/g, ' ')).toMatch(/, 1\.958,00 €: caduca /);
      expect(byId.documents?.lines.map((l) => l.text)).toEqual([
        expect.stringMatching(/^Recogida .+: falta subir Factura comercial$/),
        expect.stringMatching(/: sus documentos nunca se revisaron en este escritorio$/),
      ]);
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

describe('TodayState', () => {
  it('lists each section with lines that open their record', async () => {
    const { today } = desk([overview()]);
    await today.load();
    const byId = Object.fromEntries(today.sections.map((s) => [s.id, s]));
    expect(today.sections.map((s) => s.id)).toEqual(['changes', 'free-time', 'quotes', 'documents']);

    // Each opens its record (through the router's open): a shipment's detail, with its new messages in view.
    expect(byId.changes?.lines.map((l) => [l.subject, l.text, l.open])).toEqual([
      ['FD-1', 'Status: Arrived → Discharged', { screen: 'tracking', params: { shipment: 'S1' } }],
      ['FD-2', 'Invoice validated', { screen: 'documents', params: { shipment: 'S2' } }],
      [
        'FD-3',
        '2 new tracking messages: “Gate in”',
        { screen: 'tracking', params: { shipment: 'S3', newMessages: '2' } },
      ],
    ]);
    // Only the flagged countdown; the shipment still counting down is counted, not listed.
    const free = byId['free-time'];
    expect(free?.lines).toHaveLength(1);
    expect(free?.lines[0]).toMatchObject({
      subject: 'FD-1',
      open: { screen: 'tracking', params: { shipment: 'S1' } },
      tone: 'warn',
    });
    expect(free?.lines[0]?.text).toMatch(/^Demurrage: 14 h left, last free day /);
    expect(free?.description).toContain('1 more shipment counting down in Tracking');

    expect(byId.quotes?.lines[0]).toMatchObject({
      subject: 'Maersk',
      open: { screen: 'booking', params: { quote: 'Q1', type: 'boxes' } },
    });
    expect(byId.quotes?.lines[0]?.text).toMatch(/^Boxes, €1,958\.00: expires /);
    expect(byId.documents?.lines.map((l) => [l.text, l.open])).toEqual([
      [
        expect.stringMatching(/: Commercial invoice not uploaded$/),
        { screen: 'documents', params: { shipment: 'S4' } },
      ],
      [
        expect.stringMatching(/: its documents were never checked on this desk$/),
        { screen: 'documents', params: { shipment: 'S5' } },
      ],
    ]);
    expect(today.waiting).toBe(7);
  });

  it('says past due with the sum behind the charge so far, and what would appear when a section is empty', async () => {
    const past = clock({
      state: 'past',
      daysCharged: 2,
      pricePerDay: { value: 4308, currency: null },
      perContainer: { value: 4308 * 2, currency: null },
      accrued: { value: 4308 * 2, currency: null },
      msLeft: -1,
    });
    const first = overview().freeTime[0];
    if (!first) throw new Error('the overview has a free-time item');
    const { today } = desk([
      overview({
        changes: [],
        quotesExpiring: [],
        documentsDue: [],
        freeTime: [{ ...first, clocks: [past], pressing: past }],
      }),
    ]);
    await today.load();
    const [changes, free, quotes] = today.sections;
    expect(free?.lines[0]?.tone).toBe('danger');
    // 2 days x 43.08 = 86.16, the LCL shipment's one price (no containers), the currency the rate left unsaid.
    expect(free?.lines[0]?.text).toMatch(
      /^Demurrage: past the last free day \(.+\), 2 days × .*43\.08 = .*86\.16 \(currency not stated by the rate\) so far$/,
    );
    expect(changes?.lines).toEqual([]);
    expect(changes?.empty).toMatch(/Status changes, ETA and pickup dates/);
    expect(quotes?.empty).toMatch(/next 24 hours/);
  });

  it('marks seen up to the overview on screen, then reads again', async () => {
    const { today, marked, reads } = desk([overview(), overview({ changes: [], lastLookAt: NOW })]);
    await today.load();
    await today.markSeen();
    expect(marked).toEqual([NOW]);
    expect(reads()).toBe(2);
    expect(today.sections[0]?.lines).toEqual([]);
    expect(today.sections[0]?.description).toMatch(/since your last look/);
  });

  it('a saved or deleted quote: the quotes are read through the store first, then the overview, offline too', async () => {
    const { today, reads, quoteReads } = desk([overview()]);
    await today.quotesChanged();
    expect([quoteReads(), reads()]).toEqual([1, 1]);
    expect(today.sections).toHaveLength(4);
  });

  it('leaving counts as a look only when changes were shown', async () => {
    const quiet = desk([overview({ changes: [] })]);
    await quiet.today.load();
    quiet.today.leave();
    expect(quiet.marked).toEqual([]);

    const busy = desk([overview()]);
    busy.today.leave();
    expect(busy.marked).toEqual([]);
    await busy.today.load();
    busy.today.leave();
    expect(busy.marked).toEqual([NOW]);
  });
});
