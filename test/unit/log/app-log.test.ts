import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logLevelFromEnv, openAppLog } from '@main/log/app-log';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'fd-log-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const read = (file = 'main.log') => readFile(path.join(folder, file), 'utf8');

describe('the app log file', () => {
  it('writes errors with their stack, shown failures in one line, and info; debug only when asked', async () => {
    const log = openAppLog({ folder, fileName: 'main.log' });
    log.error('local store', new Error('disk full'));
    log.failed('booking.book', { code: 'unreachable', message: 'Could not connect to the freight service.' });
    log.info('update 0.2.0 downloaded');
    log.api?.debug('request', { operationId: 'lookup.ports' });
    const text = await read();
    expect(log.file).toBe(path.join(folder, 'main.log'));
    expect(text).toMatch(/\[error\] local store: Error: disk full\n\s+at /);
    expect(text).toContain('[warn]  booking.book failed (unreachable): Could not connect to the freight service.');
    expect(text).toContain('update 0.2.0 downloaded');
    expect(text).not.toContain('lookup.ports');

    const verbose = openAppLog({ folder, fileName: 'cli.log', level: 'debug' });
    verbose.api?.debug('request', { operationId: 'lookup.ports' });
    expect(await read('cli.log')).toContain("api request { operationId: 'lookup.ports' }");
  });

  it('leaves out every secret it was told of, and secret fields, before anything is written', async () => {
    const log = openAppLog({ folder, fileName: 'main.log', level: 'debug' });
    log.secrets.add('s3cret-value-42');
    log.error('keychain', new Error('backend echoed s3cret-value-42'));
    log.api?.debug('request', { headers: { 'x-api-key': 'key-abc-123', accept: 'application/json' } });
    log.warn('odd answer', { apiSecret: 'other-secret', said: 'Bearer abc.def.ghi' });
    const text = await read();
    expect(text).not.toMatch(/s3cret-value-42|key-abc-123|other-secret|abc\.def\.ghi/);
    // The error (its stack repeats the message), the header, the field and the bearer token.
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("writes every value on its entry's line: line breaks, other control characters and terminal escapes written out", async () => {
    const log = openAppLog({ folder, fileName: 'main.log', level: 'debug' });
    const forged = '[2020-01-01 00:00:00.000] [error] forged';
    const breaks = ['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\u000b', '\u001b[2K\u001b[1G', '\u0000', '\t'];
    for (const text of breaks) {
      log.failed('tracking.detail', { code: 'not-found', message: `No shipment x${text}${forged}` });
      log.info(`id x${text}${forged}`);
      log.warn('odd answer', { [`key${text}${forged}`]: `value${text}${forged}`, list: [`item${text}${forged}`] });
      log.api?.debug('request', { path: `/v1/x${text}${forged}` });
    }
    const error = new Error(`message x\n${forged}\n    at forged (frame.js:1:1)`);
    log.error('router', error);
    const text = await read();
    // eslint-disable-next-line no-control-regex -- the control characters are what must not be there
    expect(text.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g) ?? []).toEqual([]);
    const lines = text.split(/\r?\n/).filter((line) => line !== '');
    // Every line starts an entry, but the frames of the one stack, each a frame.
    expect(lines.filter((line) => !/^\[\d{4}-\d\d-\d\d /.test(line) && !/^ {4}at \S/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith(forged))).toEqual([]);
    expect(text).toContain(`No shipment x\\n${forged}`);
    expect(text).toContain(`No shipment x\\r\\n${forged}`);
    expect(text).toContain(`id x\\u001b[2K\\u001b[1G${forged}`);
    // The stack keeps its own frames on their lines, the message's breaks written out.
    expect(text).toContain(`Error: message x\\n${forged}\\n    at forged (frame.js:1:1)\n    at `);
  });

  it('starts a new file past its size and keeps the given number of earlier ones, newest as .1', async () => {
    const log = openAppLog({ folder, fileName: 'main.log', maxBytes: 400, keepFiles: 2 });
    for (let n = 0; n < 40; n += 1) log.info(`line ${String(n).padStart(2, '0')} ${'x'.repeat(60)}`);
    expect((await readdir(folder)).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    const newest = await read();
    const previous = await read('main.1.log');
    expect(newest).toContain('line 39');
    // Each earlier file holds lines written before the newer one's.
    const lastOf = (text: string) => Number(/line (\d+)(?![\s\S]*line \d)/.exec(text)?.[1]);
    expect(lastOf(previous)).toBeLessThan(39);
    expect(lastOf(await read('main.2.log'))).toBeLessThan(lastOf(previous));
  });
});

describe('FREIGHT_DESK_LOG_LEVEL', () => {
  it('names a level, in any letter case; anything else leaves the default', () => {
    expect(logLevelFromEnv({ FREIGHT_DESK_LOG_LEVEL: 'DEBUG' })).toBe('debug');
    expect(logLevelFromEnv({ FREIGHT_DESK_LOG_LEVEL: 'loud' })).toBeUndefined();
    expect(logLevelFromEnv({})).toBeUndefined();
  });
});
