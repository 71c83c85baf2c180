import { Form } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import type { Activation } from '~/services/activation.server';
import { ImportProgress } from './ImportProgress';

/**
 * The photos page's import notice (decision 0721): NOT_ACTIVE invites the customer to import the
 * photos waiting in the previous system (a form: works without JavaScript); IMPORTING says the
 * import runs, with a Refresh link (no JavaScript) and, with JavaScript, the push island.
 */
export function ImportNotice({ activation, pushUrl, refreshHref }: { activation: Activation['status']; pushUrl: string; refreshHref: string }) {
  const t = useT();
  if (activation === 'NOT_ACTIVE') {
    return (
      <section className="banner banner--info import-notice" aria-labelledby="import-notice-title">
        <h2 id="import-notice-title">{t('activation.invite.title')}</h2>
        <p>{t('activation.invite.body')}</p>
        <Form method="post" action="/my-photos/activation">
          <input type="hidden" name="returnTo" value={refreshHref} />
          <button type="submit" className="button">
            {t('activation.invite.start')}
          </button>
        </Form>
      </section>
    );
  }
  if (activation !== 'IMPORTING') return null;
  return (
    <section className="banner banner--info import-notice" aria-labelledby="import-notice-title" data-importing="true">
      <h2 id="import-notice-title">{t('activation.importing.title')}</h2>
      <p>{t('activation.importing.body')}</p>
      <ImportProgress pushUrl={pushUrl} />
      <p>
        <Link to={refreshHref} reloadDocument>
          {t('activation.importing.refresh')}
        </Link>
      </p>
    </section>
  );
}
