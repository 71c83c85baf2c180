import type { MetaDescriptor } from '@remix-run/react';
import { messagesOf } from '~/i18n/dictionary';
import type { AlbumPageData } from './page.server';

interface MatchLike {
  id: string;
  data: unknown;
}

/**
 * The album page's title: '{album name} | {brand}' ('Album' when it could not be read), with
 * 'Error: ' first while a refused form (the rename, an empty selection) is shown.
 */
export function albumMeta(matches: readonly MatchLike[], d: AlbumPageData | undefined): MetaDescriptor[] {
  const root = matches.find((m) => m.id === 'root')?.data as { locale: string; brand: { name: string } } | undefined;
  const page = d?.head?.name ?? (root && messagesOf(root.locale)['albumPage.title']) ?? 'Album';
  const title = root ? `${page} | ${root.brand.name}` : page;
  const error = !!d && (!!d.rename?.error || !!d.rename?.formError || !!d.selection?.error);
  return [{ title: error ? `Error: ${title}` : title }];
}
