import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { HeldWaits, ManualClock } from '../helpers/test-clock';
import { apiFailure, startTestSandbox } from './helpers/sandbox';
import type { TestSandbox } from './helpers/sandbox';
import { bookableBoxShipment } from './helpers/flows';
import { fixture } from '../contract/fixtures';
import type { OperationBody } from '@shared/api/operations';

// Each fault the sandbox can inject, and the ApiError kind the operator sees.

let env: TestSandbox;
/** The sandbox's latency timer: an injected delay lasts until the test releases it. */
const latency = new HeldWaits();
beforeAll(async () => {
  env = await startTestSandbox({ wait: latency.wait });
});
afterAll(async () => {
  await env.close();
});
beforeEach(() => {
  env.sandbox.faults.clear();
});
afterEach(() => latency.releaseAll());

const count = (id: string) => env.sandbox.stats.count(id);

describe('server errors', () => {
  it('retries a read on 502/503/504 and reports server after the last attempt', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { status: 502 });
    const before = count('lookup.containers');
    const error = await apiFailure(client.call('lookup.containers', {}));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(502);
    expect(error.details?.attempts).toBe(3);
    expect(error.message).toMatch(/after 3 attempts/);
    expect(count('lookup.containers') - before).toBe(3);
  });

  it('recovers when the fault passes before the attempts run out', async () => {
    const client = env.client();
    env.sandbox.faults.set('lookup.pallet-types', { status: 504, times: 2 });
    expect((await client.call('lookup.pallet-types', {})).length).toBeGreaterThan(0);
  });

  it('does not retry a 500 (the service failed, asking again will not help)', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { status: 500 });
    const before = count('lookup.containers');
    expect((await apiFailure(client.call('lookup.containers', {}))).kind).toBe('server');
    expect(count('lookup.containers') - before).toBe(1);
  });

  it('honours Retry-After on a 503 before asking again', async () => {
    const clock = new ManualClock();
    const client = env.client({ clock });
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { status: 503, retryAfterSeconds: 1, times: 1 });
    expect((await client.call('lookup.containers', {})).length).toBeGreaterThan(0);
    // The backoff alone is at most 20 ms here; the service asked for a second, and got it.
    expect(clock.waits).toEqual([1_000]);
  });

  it('gives up at once when Retry-After is longer than the client waits, saying how long', async () => {
    const client = env.client({ retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 2_000 } });
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { status: 429, retryAfterSeconds: 120 });
    const before = count('lookup.containers');
    const error = await apiFailure(client.call('lookup.containers', {}));
    expect(error.kind).toBe('server');
    expect(error.details?.retryAfterSeconds).toBe(120);
    expect(error.message).toMatch(/120 s/);
    expect(count('lookup.containers') - before).toBe(1);
  });

  it('never retries a POST on 503', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.set('tariffs.report', { status: 503 });
    const before = count('tariffs.report');
    expect(
      (
        await apiFailure(
          client.call('tariffs.report', { body: { contractNumber: 'X', fromDate: '2024-01-01T00:00:00Z' } }),
        )
      ).kind,
    ).toBe('server');
    expect(count('tariffs.report') - before).toBe(1);
  });
});

describe('broken connections', () => {
  it('retries a read after a dropped connection', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { drop: 'before', times: 1 });
    const before = count('lookup.containers');
    expect((await client.call('lookup.containers', {})).length).toBeGreaterThan(0);
    expect(count('lookup.containers') - before).toBe(2);
  });

  it('reports network when every attempt of a read is dropped', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { drop: 'before' });
    const error = await apiFailure(client.call('lookup.containers', {}));
    expect(error.kind).toBe('network');
    expect(error.details?.outcomeUnknown).toBeUndefined();
  });

  it('NEVER sends a POST again after a dropped connection, and says the outcome is unknown', async () => {
    const client = env.client();
    const booking = await bookableBoxShipment(client);
    env.sandbox.faults.set('booking.boxes', { drop: 'after' });
    const before = count('booking.boxes');
    const error = await apiFailure(client.call('booking.boxes', { body: booking }));
    expect(count('booking.boxes') - before).toBe(1);
    expect(error.kind).toBe('network');
    expect(error.details?.outcomeUnknown).toBe(true);
    expect(error.message).toMatch(/outcome is unknown/);
  });

  it('says a service that is not running refused the connection', async () => {
    const client = env.client({ baseUrl: 'http://127.0.0.1:9' });
    const error = await apiFailure(client.call('lookup.containers', {}));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/Could not connect .*127\.0\.0\.1:9/);
  });
});

describe('bad answers, timeouts and cancellation', () => {
  it('reports bad-response for a body cut in half', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { malformedJson: true, times: 1 });
    const error = await apiFailure(client.call('lookup.containers', {}));
    expect(error.kind).toBe('bad-response');
    expect(error.operationId).toBe('lookup.containers');
    expect(error.details?.problems?.[0]?.message).toMatch(/not valid JSON/);
  });

  it('says an unreadable or ill-shaped answer in the desk’s language, zod’s own words included', async () => {
    useLanguageSource(() => 'es');
    try {
      const client = env.client();
      await client.signIn();
      env.sandbox.faults.set('lookup.containers', { malformedJson: true, times: 1 });
      const cut = await apiFailure(client.call('lookup.containers', {}));
      expect(cut.details?.problems?.[0]?.message).toBe('se esperaba JSON y llegó un texto que no es JSON válido');
      env.sandbox.faults.set('lookup.containers', { rewrite: { replace: ['no es un contenedor'] }, times: 1 });
      const shaped = await apiFailure(client.call('lookup.containers', {}));
      expect(shaped.kind).toBe('bad-response');
      expect(shaped.message).toContain('Se esperaba');
      expect(shaped.message).not.toMatch(/Invalid|expected|received/);
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('says what an answer schema expected in the desk’s language, whichever field is ill-shaped', async () => {
    useLanguageSource(() => 'es');
    try {
      const client = env.client();
      await client.signIn();
      const ill: Array<['lookup.containers' | 'tracking.shipments', object, string]> = [
        ['lookup.containers', { replace: 'no es una lista' }, 'se esperaba una lista'],
        ['lookup.containers', { set: { '0.name': 7 } }, 'se esperaba un texto'],
        ['lookup.containers', { set: { '0.isReefer': 'quizá' } }, 'se esperaba un valor lógico'],
        ['lookup.containers', { set: { '0.size': {} } }, 'se esperaba un tamaño'],
        ['tracking.shipments', { replace: 'ninguno' }, 'se esperaba {shipments, totalElements} o una lista de envíos'],
        [
          'tracking.shipments',
          { set: { 'shipments.0.pickUpDate': 'mañana' } },
          'se esperaba una fecha y hora ISO 8601 y llegó «mañana»',
        ],
        ['tracking.shipments', { set: { 'shipments.0.price': 'caro' } }, 'se esperaba un importe'],
        ['tracking.shipments', { set: { 'shipments.0.shipmentId': '' } }, 'se esperaba un identificador no vacío'],
        [
          'tracking.shipments',
          { set: { 'shipments.0.trackingStatus': 3 } },
          'se esperaba un texto (uno de None u otro valor)',
        ],
      ];
      for (const [id, rewrite, expected] of ill) {
        env.sandbox.faults.set(id, { rewrite, times: 1 });
        const error = await apiFailure(client.call(id, {}));
        expect(error.kind, JSON.stringify(rewrite)).toBe('bad-response');
        expect(error.message).toContain(expected);
        expect(error.message).not.toMatch(/expected|Invalid|received/);
      }
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('reports timeout when the answer takes longer than the headers timeout (held until then)', async () => {
    const client = env.client({ timeouts: { headersMs: 200 } });
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { latencyMs: 1_500, times: 1 });
    const error = await apiFailure(client.call('lookup.containers', {}));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/did not answer .* within 0\.2 s/);
  });

  it('reports cancelled when the caller aborts, and the client still works afterwards', async () => {
    const client = env.client();
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { latencyMs: 1_000, times: 1 });
    const controller = new AbortController();
    const call = apiFailure(client.call('lookup.containers', { signal: controller.signal }));
    // The request has reached the service, which holds it: the caller walks away.
    await latency.next();
    controller.abort();
    const error = await call;
    expect(error.kind).toBe('cancelled');
    expect((await client.call('lookup.containers', {})).length).toBeGreaterThan(0);
  });

  it('sends nothing for an already aborted signal', async () => {
    const client = env.client();
    const before = count('auth.token');
    const error = await apiFailure(client.call('lookup.containers', { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('cancelled');
    expect(count('auth.token')).toBe(before);
  });

  it('can cancel the wait between retries', async () => {
    // The client's waits are held: the call can only end through the abort.
    const retryWaits = new HeldWaits();
    const client = env.client({
      retry: { attempts: 3, baseDelayMs: 5_000, maxDelayMs: 5_000 },
      clock: { now: new ManualClock().now, sleep: retryWaits.wait },
    });
    await client.signIn();
    env.sandbox.faults.set('lookup.containers', { status: 503, retryAfterSeconds: 5 });
    const controller = new AbortController();
    const call = apiFailure(client.call('lookup.containers', { signal: controller.signal }));
    expect((await retryWaits.next()).ms).toBe(5_000);
    const requests = count('lookup.containers');
    controller.abort();
    expect((await call).kind).toBe('cancelled');
    expect(count('lookup.containers')).toBe(requests);
  });
});

describe('checks before sending', () => {
  it("sends a body as given (its boundary checked it), and the service's refusal names the field", async () => {
    const client = env.client();
    const before = count('rates.boxes');
    const error = await apiFailure(
      // @ts-expect-error: a body no checked caller could build (the router and the CLI parse theirs)
      client.call('rates.boxes', { body: { boxes: [] } }),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.message).toMatch(/origin/);
    expect(count('rates.boxes')).toBe(before + 1);
  });

  it('refuses to send nothing to an operation that needs a body', async () => {
    const client = env.client();
    const before = count('rates.boxes');
    const error = await apiFailure(client.call('rates.boxes', {}));
    expect(error.kind).toBe('invalid-request');
    expect(error.details?.side).toBe('body');
    expect(count('rates.boxes')).toBe(before);
  });

  it('refuses a missing path parameter, naming it', async () => {
    const client = env.client();
    // @ts-expect-error: rateId missing on purpose
    const error = await apiFailure(client.call('quotes.save', { params: { type: 'boxes' } }));
    expect(error.kind).toBe('invalid-request');
    // Named by the desk's word for it; the wire's name stays in the details, for the log.
    expect(error.message).toMatch(/not sent: Chosen rate: /);
    expect(error.details?.problems?.[0]).toMatchObject({ path: '$.rateId' });
  });

  it('says a booking rule the service refuses in its English as the booking form does, in the desk’s language', async () => {
    const client = env.client();
    const booking = await bookableBoxShipment(client);
    useLanguageSource(() => 'es');
    try {
      const error = await apiFailure(
        client.call('booking.boxes', {
          body: {
            ...booking,
            origin: { ...booking.origin, contactPerson: ' ', phonePrefix: '+34' },
            pickupTimeFrom: '12:00',
            pickupTimeTo: '09:00',
          },
        }),
      );
      expect(error.kind).toBe('invalid-request');
      expect(error.message).toContain('El campo Persona de contacto (origen) es obligatorio');
      expect(error.message).not.toMatch(/must not be empty|plus sign|later than/);
      // The operator reads the field's label, never its wire path.
      expect(error.message).not.toMatch(/\$\.|origin\.|contactPerson/);
      expect(error.details?.problems).toEqual([
        expect.objectContaining({ message: 'El campo Persona de contacto (origen) es obligatorio', rule: 'required' }),
        expect.objectContaining({ message: 'El campo Prefijo telefónico (origen) se escribe sin el signo +' }),
        expect.objectContaining({ message: 'El campo Recogida hasta debe ser posterior a Recogida desde' }),
      ]);
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('says the service’s numbering refusals of a booking, numbers and all, as the booking form does, in Spanish', async () => {
    const client = env.client();
    const body = structuredClone(fixture<OperationBody<'booking.sea-fcl'>>('requests/booking-sea-fcl.json'));
    const [first, second] = body.containers;
    if (!first?.cargos[0] || !second) throw new Error('the fixture books two containers');
    first.cargos[0].indexContainer = first.cargos[0].quantity;
    second.sequentialNumber = first.sequentialNumber;
    useLanguageSource(() => 'es');
    try {
      const error = await apiFailure(client.call('booking.sea-fcl', { body }));
      expect(error.kind).toBe('invalid-request');
      const numbering = 'Freight Desk no pudo numerar los contenedores y sus líneas de carga';
      expect(error.message).toContain(numbering);
      expect(error.message).not.toMatch(/indexContainer|sequentialNumber|quantity|\$\./);
      expect(error.details?.problems).toEqual([
        expect.objectContaining({ path: 'containers[0].cargos[0].indexContainer', rule: 'numbering' }),
        expect.objectContaining({ path: 'containers[1].sequentialNumber', rule: 'numbering' }),
      ]);
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('says the service’s refusal of a tariff upload in Spanish, as the upload form does', async () => {
    const client = env.client();
    await client.signIn();
    const body = {
      ...fixture<object>('requests/tariff-upload.json'),
      files: [{ file: 'not base64!', fileName: 'tarifa' }],
    };
    useLanguageSource(() => 'es');
    try {
      // The body breaks the upload rules on purpose: the service refuses it.
      const error = await apiFailure(client.call('tariffs.upload', { body } as never));
      expect(error.kind).toBe('invalid-request');
      expect(error.message).toContain('Uno de los archivos necesita una extensión como .csv');
      expect(error.message).not.toMatch(/must|base64 content|fileName|files\[/);
      expect(error.details?.problems).toEqual([
        expect.objectContaining({ path: 'files[0].fileName', rule: 'file-name-extension' }),
        expect.objectContaining({ message: 'El archivo no es contenido en base64', rule: 'base64' }),
      ]);
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('says the service’s refusal of a document upload in Spanish, keeping its English in the details', async () => {
    const client = env.client();
    const { shipmentId } = await client.call('booking.boxes', { body: await bookableBoxShipment(client) });
    const [template] = await client.call('documents.list', { params: { shipmentId } });
    const body = {
      ...fixture<OperationBody<'documents.upload'>>('requests/document-upload.json'),
      shipmentId,
      documentTemplateId: template?.documentTemplateId ?? null,
      extension: 'exe',
    };
    useLanguageSource(() => 'es');
    try {
      const error = await apiFailure(client.call('documents.upload', { body }));
      expect(error.kind).toBe('refused');
      expect(error.message).toContain('El servicio no acepta archivos .exe; acepta pdf');
      expect(error.message).not.toMatch(/is not accepted|use one of/);
      expect(error.details?.serverMessage).toMatch(/^extension "exe" is not accepted; use one of pdf/);
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it.each([
    [
      'lookup.postal-codes',
      { params: { countryCode: 'ESP', loc: 'Valencia' } },
      'un código de país de dos letras, como ES',
    ],
    [
      'quotes.save',
      { params: { type: 'truck', rateId: 'R-1' } },
      'uno de estos: boxes, pallets, sea/fcl, sea/lcl, air',
    ],
    [
      'tariffs.report',
      { body: { contractNumber: 'C-1', fromDate: '2026-01-01T00:00:00Z', delegationId: true } },
      'un texto o un número',
    ],
  ] as const)(
    'says its own check of %s in the desk’s language, as the service words it in English',
    async (id, args, said) => {
      useLanguageSource(() => 'es');
      try {
        // Each call breaks the table's check on purpose: nothing is sent.
        const error = await apiFailure(env.client().call(id, args as never));
        expect(error.kind).toBe('invalid-request');
        expect(error.message).toContain(said);
        expect(error.message).not.toMatch(/must be|ISO 3166|text or a number/);
      } finally {
        useLanguageSource(() => 'en');
      }
    },
  );

  it('says an empty path parameter in the desk’s language, though the table’s schema words it as the service does', async () => {
    useLanguageSource(() => 'es');
    try {
      const client = env.client();
      const error = await apiFailure(client.call('quotes.save', { params: { type: 'boxes', rateId: '  ' } }));
      expect(error.kind).toBe('invalid-request');
      expect(error.details?.problems?.[0]).toMatchObject({
        path: '$.rateId',
        message: 'El campo Tarifa elegida es obligatorio',
      });
      expect(error.message).not.toMatch(/is required/);
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
