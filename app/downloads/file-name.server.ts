import { brandFor, getT } from '~/i18n/i18next.server';
import { getDownloadUrl, listDownloads } from '~/services/downloads.server';
import type { UpstreamContext } from '~/services/http.server';

/**
 * A ready archive's signed link, asking the download service to save it under a name the
 * customer recognises (decision 2564): 'Keepsake photos 2026-12-06.zip', the brand's name and
 * the day it was made. Null while not ready or not the customer's. Without its date (the list
 * failed) the link stays as it was and the file keeps the service's own name.
 */
export async function namedDownloadUrl(request: Request, ctx: UpstreamContext, id: string): Promise<string | null> {
  const [url, created] = await Promise.all([
    getDownloadUrl(ctx, id),
    listDownloads(ctx).then(
      (items) => items.find((i) => i.id === id)?.created ?? null,
      () => null,
    ),
  ]);
  if (!url || !created || !/^\d{4}-\d{2}-\d{2}/.test(created)) return url;
  const t = await getT(request);
  const signed = new URL(url);
  signed.searchParams.set('name', t('downloads.fileName', { brand: brandFor(request).name, date: created.slice(0, 10) }));
  return signed.toString();
}
