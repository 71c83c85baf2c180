import { Form } from '@remix-run/react';
import { Link } from '~/ui/Link';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { NameField } from '../NameField';

export interface AlbumHeaderData {
  name: string;
  photosCount: number;
  created: string | null;
}

/** 'My albums' › {album}: the breadcrumb back to the albums list. */
export function AlbumBreadcrumb({ albumsHref, name }: { albumsHref: string; name: string | null }) {
  const t = useT();
  return (
    <nav className="breadcrumb" aria-label={t('albumPage.breadcrumb.label')}>
      <ol>
        <li>
          <Link to={albumsHref}>{t('albumPage.breadcrumb.albums')}</Link>
        </li>
        {name ? (
          <li>
            <span aria-current="page">{name}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/**
 * The album's name (h1), photo count and created label. An own album's name is editable:
 * 'Rename album' opens (a native disclosure, so without JavaScript too) a form with the name
 * field, posted to the page's action; a refused answer comes back with it open and the error
 * on the field.
 */
export function AlbumHeader({
  head,
  rename,
  children,
}: {
  head: AlbumHeaderData;
  rename: null | { value: string | null; error: string | null; formError: string | null };
  children?: ReactNode;
}) {
  const t = useT();
  const open = !!rename && (!!rename.error || !!rename.formError);
  return (
    <div className="album-head">
      <h1 className="album-head__name">{head.name}</h1>
      <p className="album-head__meta">
        <span>{t('albumPage.count', { count: head.photosCount })}</span>
        {head.created ? <span>{head.created}</span> : null}
      </p>
      {rename ? (
        <details className="album-rename" open={open || undefined}>
          <summary id="rename-album">{t('albumPage.rename.toggle')}</summary>
          {rename.formError ? (
            <p className="error-message" role="alert" id="rename-failed">
              {t(rename.formError as TKey)}
            </p>
          ) : null}
          <Form key={head.name} method="post" noValidate preventScrollReset className="album-rename__form">
            <input type="hidden" name="intent" value="rename" />
            <NameField id="album-name" error={rename.error} defaultValue={rename.value ?? head.name} />
            <button type="submit" className="button">
              {t('albumPage.rename.submit')}
            </button>
          </Form>
        </details>
      ) : null}
      {children}
    </div>
  );
}
