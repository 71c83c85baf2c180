import type { MetaDescriptor } from '@remix-run/react';
import { messagesOf } from '~/i18n/dictionary';
import type { TKey } from '~/i18n/t';

interface MatchLike {
  id: string;
  data: unknown;
}

/** A page's title from a translation key: "{page} | {brand}". */
export function pageTitle(matches: readonly MatchLike[], key: TKey): string {
  const root = matches.find((m) => m.id === 'root')?.data as
    | { locale: string; brand: { name: string } }
    | undefined;
  const page = (root && messagesOf(root.locale)[key]) ?? key;
  return root ? `${page} | ${root.brand.name}` : page;
}

/** `<title>` from a translation key: "{page} | {brand}", with "Error: " first when a form has errors. */
export function titleMeta(matches: readonly MatchLike[], key: TKey, options: { error?: boolean } = {}): MetaDescriptor[] {
  const title = pageTitle(matches, key);
  return [{ title: options.error ? `Error: ${title}` : title }];
}
