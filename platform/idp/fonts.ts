import { createRequire } from 'node:module';
import express, { type Router } from 'express';
import { FONT_FILES } from './brand-fonts';

const require = createRequire(import.meta.url);

/**
 * The brands' font files for the sign-in pages (decision 2501), at `/idp-fonts/{file}`:
 * the same woff2 files the account's pages use, from their packages. Their stylesheet asks for
 * each with its content hash (`?v=`), so they are cached for a year and never asked again.
 */
export function createFontRouter(): Router {
  const router = express.Router();
  router.get('/:file', (req, res, next) => {
    const file = Object.hasOwn(FONT_FILES, req.params.file) ? FONT_FILES[req.params.file] : undefined;
    if (!file) return next();
    res.sendFile(require.resolve(file), { maxAge: '365d', immutable: true, headers: { 'Content-Type': 'font/woff2' } });
  });
  return router;
}
