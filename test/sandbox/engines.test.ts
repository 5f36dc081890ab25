import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '@sandbox/auth/jwt';
import { SimulatedClock } from '@sandbox/clock';
import { parseTariffCsv, TARIFF_CSV_COLUMNS } from '@sandbox/engines/tariff-csv';
import { tinyPdf } from '@sandbox/engines/tiny-pdf';

describe('sandbox building blocks', () => {
  it('rejects a JWT whose claims were changed after signing', () => {
    const secret = randomBytes(32);
    const token = signJwt({ sub: 'a', iat: 1, exp: 2, gen: 0, jti: 'x' }, secret);
    expect(verifyJwt(token, secret)).toMatchObject({ ok: true, claims: { sub: 'a' } });
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'b', iat: 1, exp: 2, gen: 0, jti: 'x' })).toString('base64url')}.${s}`;
    expect(verifyJwt(forged, secret)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyJwt(token, randomBytes(32)).ok).toBe(false);
  });

  it('runs the simulated clock at its speed, forward only', () => {
    let real = 1_000_000;
    const clock = new SimulatedClock({ speed: 60, startAt: 5_000_000, realNow: () => real });
    real += 1000;
    expect(clock.now()).toBe(5_060_000);
    clock.setSpeed(1);
    real += 1000;
    expect(clock.now()).toBe(5_061_000);
    clock.advance(39_000);
    expect(clock.now()).toBe(5_100_000);
    expect(() => clock.advance(-1)).toThrow();
  });

  it('keeps the operator’s clock at real speed whatever the simulated speed; a jump moves both', () => {
    let real = 1_000_000;
    const clock = new SimulatedClock({ speed: 60, startAt: 5_000_000, realNow: () => real });
    expect(clock.operatorNow()).toBe(5_000_000);
    real += 60_000;
    // A real minute: a simulated hour, an operator's minute.
    expect(clock.now()).toBe(5_000_000 + 3_600_000);
    expect(clock.operatorNow()).toBe(5_000_000 + 60_000);
    clock.setSpeed(3600);
    real += 1000;
    expect(clock.operatorNow()).toBe(5_061_000);
    clock.advance(86_400_000);
    expect(clock.operatorNow()).toBe(5_061_000 + 86_400_000);
    expect(clock.now()).toBe(5_000_000 + 3_600_000 + 3_600_000 + 86_400_000);
  });

  it('reads quoted CSV fields and names the line of a bad row', () => {
    const header = [...TARIFF_CSV_COLUMNS].reverse().join(',');
    const row = (fields: Record<string, string>) =>
      [...TARIFF_CSV_COLUMNS]
        .reverse()
        .map((c) => fields[c] ?? '')
        .join(',');
    const base = {
      pol: 'ESVLC',
      pod: 'USNYC',
      containerType: '20DRY',
      startDate: '2024-01-01',
      endDate: '2024-06-30',
      chargeType: 'origin',
      chargeName: 'THC',
      amount: '100',
      currency: 'eur',
    };
    const rates = parseTariffCsv(
      [
        header,
        row({ ...base, chargeDescription: '"Handling, ""origin"""' }),
        '',
        row({ ...base, chargeName: 'DOC', amount: '-12.5' }),
      ].join('\n'),
    );
    expect(rates).toHaveLength(1);
    expect(rates[0]).toMatchObject({ containerType: 'DRY20', startDate: Date.UTC(2024, 0, 1) });
    expect(rates[0]?.costs).toEqual([
      expect.objectContaining({
        chargeType: 'Origin',
        chargeDescription: 'Handling, "origin"',
        amount: 10000,
        currency: 'EUR',
      }),
      expect.objectContaining({ chargeName: 'DOC', amount: -1250 }),
    ]);
    expect(() => parseTariffCsv([header, row(base), row({ ...base, endDate: '2024-02-30' })].join('\n'))).toThrow(
      /line 3: endDate "2024-02-30"/,
    );
    expect(() => parseTariffCsv([header, row({ ...base, containerType: 'BOAT' })].join('\n'))).toThrow(
      /line 2: containerType/,
    );
    expect(() => parseTariffCsv('pol,pod\nESVLC,USNYC')).toThrow(/line 1: the header lacks/);
    expect(() => parseTariffCsv([header, row(base).replace(/,[^,]*$/, '')].join('\n'))).toThrow(
      /line 2: expected 16 fields/,
    );
  });

  it('builds a PDF whose cross-reference table points at its objects', () => {
    const pdf = tinyPdf('Label (copy)', ['line two']).toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(Label \\(copy\\))');
  });
});
