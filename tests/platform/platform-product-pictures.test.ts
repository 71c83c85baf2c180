/**
 * Product pictures (decision 2420): each ordered product and saved project gets a real
 * picture drawn from its owner's own photo, stored, and served signed like the library's
 * thumbnails; another customer's picture is 404 whatever the URL says.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PlatformDatabase } from '../../platform/db/open';
import { Semaphore } from '../../platform/photo-api/ingest/semaphore';
import { PHOTO_BOX } from '../../platform/pictures/compose';
import { pictureDb } from '../../platform/pictures/tables';
import { seedProductPictures } from '../../platform/seed/pictures';
import { signInOverHttp } from '../support/oidc-http';
import { upload } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

interface PictureJson {
  width: number;
  height: number;
  sources: { width: number; url: string }[];
}
interface Superorder {
  orderCode: string;
  products: { code: string; title: string; picture: PictureJson | null }[];
}

let t: TestPlatform;
let database: PlatformDatabase;
const tokens: Record<string, string> = {};
let photoId = '';
/** The customer's one library photo: pure red, so the picture shows where it was drawn. */
const RED = { r: 220, g: 20, b: 30 };

const call = (pathname: string, email?: string) => fetch(`${t.platform.origin}${pathname}`, { headers: email ? { authorization: `Bearer ${tokens[email]}` } : {} });
const json = async <T>(pathname: string, email: string): Promise<T> => {
  const res = await call(pathname, email);
  expect(res.status, pathname).toBe(200);
  return (await res.json()) as T;
};
const order = (code: string, email = 'customer@example.com') => json<Superorder>(`/order-api/v1/superorders/${code}`, email);
const urlOf = (picture: PictureJson | null | undefined, width = 480) => picture?.sources.find((s) => s.width === width)?.url ?? '';

beforeAll(async () => {
  t = await startTestPlatform();
  for (const email of ['customer@example.com', 'other@example.com']) tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
  const red = await sharp({ create: { width: 1200, height: 800, channels: 3, background: RED } }).jpeg({ quality: 95 }).withExif({ IFD2: { DateTimeOriginal: '2024:06:01 12:00:00' } }).toBuffer();
  const [result] = await upload(t, tokens['customer@example.com']!, [{ name: 'red.jpg', data: red }]);
  if (result?.status !== 'added') throw new Error('upload refused');
  photoId = result.photo.imageId;
  // The demo photo seed is left out here (seconds); the pictures' seed runs on this library.
  database = await openDatabase(t.dataDir);
  await seedProductPictures(database.db, t.dataDir, new Semaphore(2));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await stopTestPlatform(t);
});

describe('product pictures', () => {
  it('draws every ordered product from its owner’s photo: a real square WebP with the photo inside the product’s shape', async () => {
    const canvas = (await order('KS-10004')).products[0]!;
    expect(canvas.title).toBe('Canvas 40×30');
    expect(canvas.picture).toMatchObject({ width: 480, height: 480 });
    expect(canvas.picture?.sources.map((s) => s.width)).toEqual([240, 480]);

    const res = await fetch(urlOf(canvas.picture));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480, hasAlpha: true });
    // The photo is in the canvas's photo box; outside the shape the picture is transparent.
    const box = PHOTO_BOX.canvas;
    const { data } = await sharp(bytes).extract({ left: box.x + box.w / 2, top: box.y + box.h / 2, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - RED.r)).toBeLessThan(16);
    expect(Math.abs(data[1]! - RED.g)).toBeLessThan(16);
    expect(Math.abs(data[2]! - RED.b)).toBeLessThan(16);
    const corner = await sharp(bytes).extract({ left: 2, top: 2, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
    const small = await sharp(Buffer.from(await (await fetch(urlOf(canvas.picture, 240))).arrayBuffer())).metadata();
    expect([small.width, small.height]).toEqual([240, 240]);

    const row = await pictureDb(database.db).selectFrom('product_pictures').selectAll().where('subject', '=', 'KS-10004-1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'canvas', source_photo_id: photoId });
  });

  it('gives every order in the lists a picture, the book’s shape to a book', async () => {
    const { superOrders } = await json<{ superOrders: Superorder[] }>('/order-api/v2/superorders/me?OrderState=all', 'customer@example.com');
    const products = superOrders.flatMap((o) => o.products);
    expect(products.length).toBeGreaterThan(10);
    expect(products.every((p) => p.picture !== null)).toBe(true);
    const { orders } = await json<{ orders: { productCode: string; picture: PictureJson | null }[] }>(
      `/order-api/orders/byAccount/${(await json<{ id: string }>('/customer-api/customers/me', 'customer@example.com')).id}`,
      'customer@example.com',
    );
    expect(orders.every((o) => o.picture !== null)).toBe(true);
    const kinds = await pictureDb(database.db).selectFrom('product_pictures').select(['subject', 'kind']).where('subject', 'in', ['KS-10001-1', 'KS-10002-1', 'KS-10006-1']).orderBy('subject').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['book', 'print', 'calendar']);
  });

  it('keeps the picture when the photo leaves the library', async () => {
    const del = await fetch(`${t.platform.origin}/photo-api/photos`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens['customer@example.com']}`, 'content-type': 'application/json' },
      body: JSON.stringify({ photoIds: [photoId] }),
    });
    expect(del.status).toBeLessThan(300);
    expect((await fetch(urlOf((await order('KS-10003')).products[0]!.picture))).status).toBe(200);
  });

  it('shows saved projects and online photo books their covers', async () => {
    const me = await json<{ id: string }>('/customer-api/customers/me', 'customer@example.com');
    const { projects } = await json<{ projects: { picture: PictureJson | null }[] }>(`/projects-api/api/v2/projects/${me.id}?limit=10`, 'customer@example.com');
    expect(projects).toHaveLength(10);
    for (const p of projects) expect((await fetch(urlOf(p.picture, 240))).status).toBe(200);
    // A photo book's widget shows the book its order made.
    const widget = await json<{ picture: PictureJson | null }>('/widget-api/v1/widget/KS-10003-1', 'customer@example.com');
    expect(widget.picture).toEqual((await order('KS-10003')).products[0]!.picture);
  });

  it('answers 404 for another customer’s picture, a changed, expired or unsigned URL', async () => {
    // Another customer's order is not found, and neither is its picture.
    expect((await call('/order-api/v1/superorders/KS-10004', 'other@example.com')).status).toBe(404);
    const own = urlOf((await order('KS-30001', 'other@example.com')).products[0]!.picture);
    expect((await fetch(own)).status).toBe(200);
    const theirs = urlOf((await order('KS-10004')).products[0]!.picture);
    const mine = new URL(own);
    const swapped = new URL(own.replace('/KS-30001-1/', '/KS-10004-1/'));
    expect((await fetch(swapped)).status).toBe(404);
    const forged = new URL(theirs);
    forged.searchParams.set('s', mine.searchParams.get('s') ?? '');
    expect((await fetch(forged)).status).toBe(404);
    const expired = new URL(theirs);
    expired.searchParams.set('e', '1000');
    expect((await fetch(expired)).status).toBe(404);
    expect((await fetch(theirs.split('?')[0]!)).status).toBe(404);
    expect((await fetch(theirs.replace('/480?', '/300?'))).status).toBe(404);
    // A photo's signature never opens a picture (a key of its own).
    expect((await fetch(`${t.platform.origin}/picture-api/media/KS-10004-1/480?e=${mine.searchParams.get('e')}&s=${'A'.repeat(22)}`)).status).toBe(404);
  });
});
