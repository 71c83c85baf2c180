import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { requireCustomer } from '~/auth/session.server';
import { chunkPath, createExportPath } from '~/photos/exports/paths';
import { useT } from '~/i18n/use-t';
import { formatBytes } from '~/lib/bytes';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { baseQuery, TIMELINE_PATH } from '~/photos/model';
import { getChunkUrl, getExport } from '~/services/exports.server';
import { upstreamContext } from '~/services/http.server';
import exportsCss from '~/styles/exports.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: exportsCss }];

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'exports.page.title', { error: loaderData?.state === 'failed' });

type Chunk = { iteration: number; href: string; size: string };

/**
 * The export page (photo-library.md section 2), reached from the e-mail sent when an export is
 * ready. 404 (unknown, someone else's, or links expired) → the page, answered 404, with the
 * spec's expiry message and 'Create a new export'; any other failure or FAILED → the error
 * banner; not READY yet → the photos page; READY → its chunks.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const query = baseQuery(sort, isStripped(url.searchParams), isDefault);
  const library = `${TIMELINE_PATH}${query.size ? `?${query}` : ''}`;
  const common = { library, createNew: createExportPath(query) };
  const headers = { 'Cache-Control': 'no-store' };
  const backupId = params.backupId ?? '';
  const expired = data({ ...common, state: 'expired' as const, chunks: [] as Chunk[] }, { status: 404, headers });
  try {
    const backup = await getExport(ctx, backupId);
    if (!backup) return expired;
    if (backup.status === 'FAILED') return data({ ...common, state: 'failed' as const, chunks: [] as Chunk[] }, { headers });
    if (backup.status !== 'READY') throw redirect(library);
    // Links last 7 days after the export became ready: the first chunk's link tells.
    if (!(await getChunkUrl(ctx, backupId, backup.chunks[0]!.iteration))) return expired;
    const chunks = backup.chunks.map((c) => ({
      iteration: c.iteration,
      href: chunkPath(backupId, c.iteration),
      size: formatBytes(c.size),
    }));
    return data({ ...common, state: 'ready' as const, chunks }, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure('export could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ ...common, state: 'failed' as const, chunks: [] as Chunk[] }, { status: 502, headers });
  }
}

export default function ExportPage() {
  const exportPage = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="export-page">
      <h1>{t('exports.page.title')}</h1>
      {exportPage.state !== 'ready' ? (
        // Expired (or unknown): the spec's expiry message and a new export; failed: the error and the library.
        <div className="banner banner--error" role="alert">
          <p>{t(exportPage.state === 'expired' ? 'exports.page.expired' : 'exports.page.failed')}</p>
          <p>
            {exportPage.state === 'expired' ? (
              <Link to={exportPage.createNew}>{t('exports.page.createNew')}</Link>
            ) : (
              <Link to={exportPage.library}>{t('exports.page.library')}</Link>
            )}
          </p>
        </div>
      ) : (
        <>
          <div className="banner banner--success" role="status">
            <p>{t('exports.page.ready')}</p>
          </div>
          <ul className="export-chunks">
            {exportPage.chunks.map((c) => (
              <li key={c.iteration}>
                {/* No download attribute: the file comes with its name (photo-export-{n}.zip), and an expired link leads here again, saying so. */}
                <a href={c.href}>
                  {t('exports.page.chunk', { iteration: c.iteration, total: exportPage.chunks.length })}
                </a>{' '}
                <span className="export-chunks__size">({c.size})</span>
              </li>
            ))}
          </ul>
          <p>
            <Link to={exportPage.library}>{t('exports.page.library')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
