import { z } from 'zod';

/**
 * In the browser zod parses without compiling its object parsers: compiling needs `new Function`,
 * which the page's CSP forbids (no 'unsafe-eval'), and even zod's caught probe of it is reported
 * as a violation (Firefox logs it). Must run before any schema is made: every module of app/ that
 * makes schemas and may run in the browser imports it first (not root.tsx: zod would then load on
 * every page, schemas or not). The server keeps the compiled parsers.
 */
if (!import.meta.env.SSR) z.config({ jitless: true });
