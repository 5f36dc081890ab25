import { z } from 'zod';

/*
 * Imported FIRST by main.ts: zod decides at the moment each schema is built
 * whether to compile fast parsers with `new Function`, and probing for that
 * is an eval the CSP (script-src 'self') refuses and reports. Schemas are
 * built while their modules load, so this must run before any of them.
 *
 * The dev server's only: the built renderer leaves that compiler out
 * (zod-in-the-renderer.config.mts), and there this import must not bring
 * zod into the window's first file (electron.vite.config.ts keeps it with
 * the screens that build schemas).
 */
if (import.meta.env.DEV) z.config({ jitless: true });
