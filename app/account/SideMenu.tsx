import { Form } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { isCurrent, type MenuEntry } from '~/account/menu';
import { useT } from '~/i18n/use-t';
import { useStrippedHref } from '~/lib/stripped';
import { behindModal, useModalOpen } from '~/ui/Modal';

/** The account menu: plain links (aria-current on the page's own), and sign-out as a form. */
export function SideMenu({ entries, pathname }: { entries: MenuEntry[]; pathname: string }) {
  const t = useT();
  const modalOpen = useModalOpen();
  const href = useStrippedHref();
  const item = (entry: MenuEntry) => {
    const current = !entry.children && isCurrent(entry, pathname);
    return (
      <li key={entry.key}>
        {entry.external ? (
          <a href={entry.to} rel="noopener">
            {t(entry.key)} <span className="visually-hidden">{t('menu.faqExternal')}</span>
          </a>
        ) : (
          <Link to={href(entry.to)} aria-current={current ? 'page' : undefined} prefetch="intent">
            {t(entry.key)}
          </Link>
        )}
        {entry.children ? <ul>{entry.children.map(item)}</ul> : null}
      </li>
    );
  };
  return (
    <nav className="side-menu" aria-label={t('shell.menuLabel')} {...behindModal(modalOpen)}>
      <ul>{entries.map(item)}</ul>
      <Form method="post" action="/logout" reloadDocument className="side-menu__signout">
        <button type="submit" className="button button--secondary">
          {t('menu.signOut')}
        </button>
      </Form>
    </nav>
  );
}
