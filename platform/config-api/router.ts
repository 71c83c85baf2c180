import express, { type Router } from 'express';
import { brandByVendor, publicConfigFor } from './storefront-pages';

/**
 * The retailer's public configuration service (`/config-api`, no token, docs/contracts/config-api.md):
 * `GET /v1/config/public/{vendor}` answers a storefront's menus (top, main, footer) and routes
 * (Main, FAQ, ContactUs, AllProducts, PhotoManagementFAQ, EditorUrl); an unknown vendor is 404
 * `{ error: 'Channel not found' }`. Public and the same for everyone: cacheable for five minutes.
 */
export function createConfigRouter({ editorUrl }: { editorUrl: string }): Router {
  const router = express.Router();
  router.get('/v1/config/public/:vendor', (req, res) => {
    const brand = brandByVendor(req.params.vendor ?? '');
    if (!brand) return void res.status(404).set('Cache-Control', 'no-store').json({ error: 'Channel not found' });
    res.set('Cache-Control', 'public, max-age=300').json(publicConfigFor(brand, editorUrl));
  });
  return router;
}
