import { z } from 'zod';

/*
 * Imported FIRST by main.ts: zod decides at the moment each schema is built
 * whether to compile fast parsers with `new Function`, and probing for that
 * is an eval the CSP (script-src 'self') refuses and reports. Schemas are
 * built while their modules load, so this must run before any of them.
 * The built renderer leaves that compiler out (zod-in-the-renderer.config.mts);
 * the dev server's zod still has it.
 */
z.config({ jitless: true });
