import { describe, expect, it } from 'vitest';
import { loader as photosCopy } from '~/albums/routes/my-photos.photos.copy';
import { loader as previewCopy } from '~/albums/routes/my-photos.photos.preview.$id.copy';
import { loader as photosOrderPrints } from '~/photos/routes/my-photos.photos.order-prints';
import { loader as albumOrderPrints } from '~/albums/routes/my-photos.albums.$id.order-prints';
import { loader as photosUpload } from '~/photos/routes/my-photos.photos.upload';
import { loader as albumUpload } from '~/albums/routes/my-photos.albums.$id.upload';
import { loader as storage } from '~/photos/storage/routes/my-photos.photos.storage';

// "Unknown routes, and guarded routes the customer is not allowed to use, redirect to '/'"
// (photo-library.md section 2): a modal route whose feature flag is off goes home, before any
// sign-in or upstream call, keeping 'stripped'. Order prints is also off in 'stripped' mode.

type Loader = (args: { request: Request; params: Record<string, string>; context: object }) => unknown;

async function redirectOf(loader: Loader, path: string, params: Record<string, string> = {}): Promise<string | null> {
  try {
    await loader({ request: new Request(`http://keepsake.test${path}`), params, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return thrown.headers.get('Location');
    throw thrown;
  }
  return null;
}

const ALBUM = { id: '3a24739f-70db-43bb-a996-a2426d89afd2' };

describe('modal routes with their flag off', () => {
  it.each([
    ['copy to album', photosCopy as Loader, '/my-photos/photos/copy?sel=x&PhotoManagementAlbumViewEnabled=false', {}],
    ["the preview's copy to album", previewCopy as Loader, '/my-photos/photos/preview/p1/copy?PhotoManagementAlbumViewEnabled=false', { id: 'p1' }],
    ['order prints', photosOrderPrints as Loader, '/my-photos/photos/order-prints?sel=x&PhotoManagementOrderPrintsEnabled=false', {}],
    ["an album's order prints", albumOrderPrints as Loader, `/my-photos/albums/${ALBUM.id}/order-prints?PhotoManagementOrderPrintsEnabled=false`, ALBUM],
    ['upload', photosUpload as Loader, '/my-photos/photos/upload?PhotoManagementUploadViewEnabled=false', {}],
    ["an album's upload", albumUpload as Loader, `/my-photos/albums/${ALBUM.id}/upload?PhotoManagementUploadViewEnabled=false`, ALBUM],
    ['storage status', storage as Loader, '/my-photos/photos/storage?PhotoManagementReactivationEnabled=false', {}],
  ])('%s goes to /', async (_name, loader, path, params) => {
    expect(await redirectOf(loader, path, params)).toBe('/');
    expect(await redirectOf(loader, `${path}&stripped=true`, params)).toBe('/?stripped=true');
  });

  it("order prints goes to / in 'stripped' mode", async () => {
    expect(await redirectOf(photosOrderPrints as Loader, '/my-photos/photos/order-prints?sel=x&stripped=true')).toBe('/?stripped=true');
    expect(await redirectOf(albumOrderPrints as Loader, `/my-photos/albums/${ALBUM.id}/order-prints?stripped=true`, ALBUM)).toBe('/?stripped=true');
  });
});
