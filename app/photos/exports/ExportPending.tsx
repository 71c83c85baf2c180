import { useNavigation } from '@remix-run/react';
import { useT } from '~/i18n/use-t';

const EXPORT_PAGE = /^\/my-photos\/exports\/[^/]+$/;

/**
 * Whether the export page is on its way (a link or history navigation to it, its export being
 * fetched): photo-library.md section 2, "Loading spinner while the export is fetched". A form's
 * redirect there (the create-export modal, export READY at once) keeps the modal's own spinner.
 */
export function useExportPending(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && !navigation.formMethod && EXPORT_PAGE.test(navigation.location.pathname);
}

/** The export page while its export is fetched: its title and a spinner with 'Loading'. */
export function ExportPending() {
  const t = useT();
  return (
    <div className="export-page" aria-busy="true">
      <h1>{t('exports.page.title')}</h1>
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </p>
    </div>
  );
}
