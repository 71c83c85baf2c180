import { useRouteLoaderData } from '@remix-run/react';

/** The 'stripped' query parameter, carried through navigation when true. */
export function isStripped(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('stripped') === 'true';
}

/** `href` with `stripped=true` added when the current page is stripped. */
export function withStripped(href: string, stripped: boolean): string {
  if (!stripped || /^[a-z]+:/i.test(href)) return href;
  const [path, hash] = href.split('#');
  const url = new URL(path ?? '/', 'http://keepsake.invalid');
  url.searchParams.set('stripped', 'true');
  return `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`;
}

/**
 * For links in a component: `href` with `stripped=true` when the current page is stripped (read
 * from the root loader's data), so no component needs `stripped` handed down to it.
 */
export function useStrippedHref(): (href: string) => string {
  const root = useRouteLoaderData('root') as { stripped?: boolean } | undefined;
  const stripped = root?.stripped ?? false;
  return (href) => withStripped(href, stripped);
}
