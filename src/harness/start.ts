/**
 * The built harness's entry, out/harness/main.js (`npm run web`, the tests'
 * and the benches' harness): runs the harness itself, out/harness/harness.js
 * (main.ts), through V8's code cache (code-cache.ts), and keeps that cache
 * once the harness has printed its address. Its own few lines compile in no
 * time; the harness is the large file that took half of the start to compile.
 */
import path from 'node:path';
import { runWithCodeCache } from './code-cache';
import type { startWebHarness as StartWebHarness } from './main';

const harness = runWithCodeCache(path.join(__dirname, 'harness.js'));
// harness.js is main.ts bundled: these are its exports.
const { startWebHarness } = harness.exports as { startWebHarness: typeof StartWebHarness };
void startWebHarness().then(() => harness.keepCache());
