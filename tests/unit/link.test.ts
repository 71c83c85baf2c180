import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, LinkNavigation } from '~/ui/Link';
import { Link as RemixLink, type LinkProps } from '@remix-run/react';

const render = (props: LinkProps, component: typeof Link = Link) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/my-photos/photos'] }, createElement(LinkNavigation, null, createElement(component, props))));

// Decision 1624: the app's Link renders the anchor Remix's Link renders, without its per-link router work.
describe('Link', () => {
  it('renders an app path as a plain anchor marked for route discovery, without the navigation options as attributes', () => {
    const html = render({ to: '/my-photos/photos/preview/p1?x=1#y', replace: true, state: { focus: 'a' }, preventScrollReset: true, className: 'tile__link', id: 't1', children: 'Photo' });
    expect(html).toBe('<a class="tile__link" id="t1" href="/my-photos/photos/preview/p1?x=1#y" data-discover="true">Photo</a>');
  });

  it('leaves the discovery mark out where Remix’s Link does: discover="none" and reloadDocument', () => {
    expect(render({ to: '/orders', discover: 'none', children: 'Orders' })).toBe('<a href="/orders">Orders</a>');
    expect(render({ to: '/orders', reloadDocument: true, children: 'Orders' })).toBe('<a href="/orders">Orders</a>');
  });

  it('resolves what is not an app path as Remix’s Link does: a relative path and a location object', () => {
    const cases: LinkProps[] = [
      { to: 'preview/p1', children: 'P' },
      { to: { pathname: '/orders', search: '?tab=history' }, children: 'H' },
      { to: '//elsewhere.example/x', children: 'E' },
    ];
    for (const props of cases) expect(render(props)).toBe(render(props, RemixLink));
    expect(render(cases[1]!)).toContain('href="/orders?tab=history"');
    // Outside LinkNavigation (no navigate function to share), Remix's Link too.
    const alone = (component: typeof Link) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(component, { to: '/orders', children: 'O' })));
    expect(alone(Link)).toBe(alone(RemixLink));
  });
});
