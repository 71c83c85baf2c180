import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link as RemixLink, type LinkProps } from '@remix-run/react';
import { Link } from '~/ui/Link';

const render = (props: LinkProps, component: typeof Link = Link) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/my-photos/photos'] }, createElement(component, props)));

/** An anchor's attributes, in order of name (the browser's Remix Link hydrates them in any order). */
function anchor(html: string): { attributes: string[]; text: string } {
  const match = /^<a([^>]*)>(.*)<\/a>$/.exec(html);
  if (!match) throw new Error(`not one anchor: ${html}`);
  return { attributes: [...match[1]!.matchAll(/ ([\w-]+)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`).sort(), text: match[2]! };
}

// Decision 1624: on the server the app's Link renders what Remix's Link renders, which the
// browser's Remix Link then hydrates; only the router work is left out.
describe('Link on the server', () => {
  const cases: LinkProps[] = [
    { to: '/my-photos/photos/preview/p1?x=1#y', replace: true, state: { focus: 'a' }, preventScrollReset: true, className: 'tile__link', id: 't1', children: 'Photo' },
    { to: '/orders', discover: 'none', 'aria-current': 'page', children: 'Orders' },
    { to: '/orders', prefetch: 'intent', 'aria-current': 'page', children: 'The side menu’s' },
    { to: '/orders', prefetch: 'viewport', children: 'Orders' },
    { to: '/orders', reloadDocument: true, target: '_self', children: 'Orders' },
    { to: '/my-photos/photos?', children: 'A lone question mark' },
    { to: '/my-photos/photos?month=2024%2F5#m-2024-5', onClick: () => {}, children: 'Load this month' },
    { to: 'preview/p1', children: 'Relative' },
    { to: { pathname: '/orders', search: '?tab=history' }, children: 'Object' },
    { to: '//elsewhere.example/x', children: 'Another host' },
  ];

  it('is the server’s own rendering, not Remix’s Link (import.meta.env.SSR)', () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(Link).not.toBe(RemixLink);
  });

  it('renders the anchor Remix’s Link renders, attribute for attribute', () => {
    for (const props of cases) expect(anchor(render(props)), JSON.stringify(props.to)).toEqual(anchor(render(props, RemixLink)));
  });

  it('renders an app path as a plain anchor, the navigation options not as attributes', () => {
    expect(anchor(render(cases[0]!))).toEqual({ attributes: ['class=tile__link', 'data-discover=true', 'href=/my-photos/photos/preview/p1?x=1#y', 'id=t1'], text: 'Photo' });
  });
});
