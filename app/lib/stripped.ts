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
