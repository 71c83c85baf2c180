import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { route } from '../http/handlers';
import { idpPageHeaders } from '../idp/csp';
import { escapeHtml, page } from '../idp/views/html';
import { channelById } from '../merchandise-api/channels';
import type { ThumbnailSize } from '../photo-api/ingest/renditions';
import type { MediaSigner } from '../photo-api/media/signing';
import type { TokenVerifier } from '../auth';
import { openProject } from './project-page';
import { findTempSelection } from '../photo-api/temp-selections/router';

const ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));
const EDITOR_STYLESHEET = '/editor/assets/editor.css';
const PRODUCT_CODE = /^[A-Z0-9_-]{1,40}$/;
const CHANNEL = /^[A-Za-z0-9_.:-]{1,100}$/;

function document({ title, body }: { title: string; body: string }): string {
  return page({ title, body, stylesheets: [EDITOR_STYLESHEET], mainClass: 'editor' });
}

function messagePage(heading: string, message: string): string {
  return document({
    title: `${heading} – Prints editor`,
    body: `<h1 class="heading">${escapeHtml(heading)}</h1>\n<p class="body">${escapeHtml(message)}</p>`,
  });
}

interface EditorPhoto {
  url: string;
  width: number;
  height: number;
  name: string;
}

function editorPage({ productCode, channel, photos, missing }: { productCode: string; channel: string; photos: EditorPhoto[]; missing: number }): string {
  const shop = channelById(channel);
  const items = photos
    .map(
      (p, i) =>
        `<li><img src="${escapeHtml(p.url)}" width="${p.width}" height="${p.height}" alt="${escapeHtml(`Photo ${i + 1} of ${photos.length}: ${p.name}`)}" loading="lazy"></li>`,
    )
    .join('\n');
  const count = photos.length === 1 ? '1 photo' : `${photos.length} photos`;
  return document({
    title: 'Prints editor',
    body: `<h1 class="heading">Prints editor</h1>
<p class="body">This stand-in for the prints editor shows what the photo library handed over.</p>
<dl class="editor-summary">
<dt>Product code</dt><dd>${escapeHtml(productCode)}</dd>
<dt>Channel</dt><dd>${escapeHtml(channel)}${shop ? ` (${escapeHtml(shop.Vendor.ID)}, ${escapeHtml(shop.Vendor.Locale)})` : ''}</dd>
<dt>Photos</dt><dd>${count}</dd>
</dl>
${missing ? `<p class="body editor-note">${missing === 1 ? '1 photo was' : `${missing} photos were`} deleted since it was selected.</p>\n` : ''}<h2>Selected photos</h2>
${photos.length ? `<ul class="editor-photos">\n${items}\n</ul>` : '<p class="body">None of the selected photos exist any more.</p>'}`,
  });
}

/**
 * The editor stand-in. `GET /editor?channel&tempSelectionId&productCode` (the prints editor):
 * reads the temporary selection by its (unguessable) id, no token, and lists the product code,
 * the channel and the photos as signed 300-px thumbnails; an unknown or expired selection is a
 * 404 page. `GET /editor?projectId` opens the signed-in customer's saved project (project-page.ts).
 * Styled like the IdP pages, under the same CSP (no script, styles from the platform).
 */
export function createEditorRouter({ db, signer, csp, verifyToken }: { db: Kysely<Database>; signer: MediaSigner; csp: string; verifyToken: TokenVerifier }): Router {
  const router = express.Router();
  router.use('/assets', express.static(ASSETS_DIR, { index: false, fallthrough: false }));
  router.get(
    '/',
    route(async (req, res) => {
      res.set(idpPageHeaders(csp)).type('html');
      const q = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
      const [channel, tempSelectionId, productCode] = [q('channel'), q('tempSelectionId'), q('productCode')];
      if (q('projectId')) {
        res.set('Cache-Control', 'no-store');
        const answer = await openProject(req, db, verifyToken, q('projectId'));
        if (answer.status !== 200) return res.status(answer.status).send(messagePage(answer.heading, answer.message));
        return res.send(document({ title: answer.title, body: answer.body }));
      }
      if (!PRODUCT_CODE.test(productCode) || !CHANNEL.test(channel) || !tempSelectionId) {
        return res.status(400).send(messagePage('Invalid editor link', 'The link to the prints editor is missing its product, channel or selection.'));
      }
      const selection = await findTempSelection(db, tempSelectionId);
      if (!selection) return res.status(404).send(messagePage('Selection not found', 'This selection of photos does not exist or has expired. Go back to your photos and try again.'));
      const rows = await db
        .selectFrom('photos')
        .select(['id', 'account_id', 'local_file_name', 'thumbnails'])
        .where('account_id', '=', selection.accountId)
        .where('id', 'in', selection.photoIds)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const photos = selection.photoIds.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const size = (JSON.parse(row.thumbnails) as ThumbnailSize[]).find((t) => t.id === '300') ?? { width: 300, height: 300 };
        return [{ url: signer.url(row.account_id, row.id, '300'), width: size.width, height: size.height, name: row.local_file_name }];
      });
      return res.send(editorPage({ productCode, channel, photos, missing: selection.photoIds.length - photos.length }));
    }),
  );
  return router;
}
