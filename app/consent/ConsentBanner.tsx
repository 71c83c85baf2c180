import { Form, useLocation } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { behindModal, useModalOpen } from '~/ui/Modal';
import type { Consent, ConsentConfirmation } from './consent';

/** The cookie settings page, coming back to `returnTo` after saving. */
export const cookieSettingsHref = (returnTo: string) => `/cookies?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * The GOV.UK cookie banner (decision 2120), compact (decision 2431: one sentence with the
 * settings link, the two buttons side by side; at most a quarter of a phone's screen): on every
 * page until the customer has chosen, two buttons that post to /cookies (Post/Redirect/Get back to this page, with or without
 * JavaScript), then on that one page a confirmation that takes focus, with a link to change the
 * choice and a 'Hide cookie message'. Not on the settings page itself, which asks the same.
 */
export function ConsentBanner({ consent, confirmation }: { consent: Consent | null; confirmation: ConsentConfirmation | null }) {
  const t = useT();
  const location = useLocation();
  const behind = behindModal(useModalOpen());
  const here = location.pathname + location.search;
  // The confirmation belongs to the page the choice came back to: the root's data outlives it.
  const [confirmedAt, setConfirmedAt] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!confirmation) return;
    setHidden(false);
    setConfirmedAt(location.key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new confirmation arrives
  }, [confirmation]);
  const confirming = confirmation !== null && !hidden && (confirmedAt === null || confirmedAt === location.key);
  useEffect(() => {
    if (confirming) ref.current?.focus();
  }, [confirming]);

  if (confirming) {
    return (
      <div className="consent" role="region" aria-label={t('consent.bannerHeading')} {...behind}>
        {/* It takes focus: after the choice's page load through autofocus (also without JavaScript), in place through the effect above. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy: after a page load the result takes focus (docs/focus-policy.md) */}
        <div ref={ref} tabIndex={-1} className="consent__message" data-consent-confirmation="" autoFocus>
          <p>
            {t(confirmation)} {t('consent.changeAnyTime')}
          </p>
        </div>
        <p className="consent__actions">
          <Link to={cookieSettingsHref(here)}>{t('consent.change')}</Link>
          <a
            className="button button--secondary"
            href={here}
            onClick={(event) => {
              event.preventDefault();
              setHidden(true);
              document.getElementById('main')?.focus();
            }}
          >
            {t('consent.hide')}
          </a>
        </p>
      </div>
    );
  }
  if (consent || location.pathname === '/cookies') return null;
  return (
    <div className="consent" role="region" aria-label={t('consent.bannerHeading')} {...behind}>
      <h2 className="consent__heading">{t('consent.bannerHeading')}</h2>
      <p>
        {t('consent.bannerText')} <Link to={cookieSettingsHref(here)}>{t('consent.title')}</Link>
      </p>
      <Form method="post" action="/cookies" className="consent__actions consent__choice">
        <input type="hidden" name="returnTo" value={here} />
        <button type="submit" name="choice" value="accept" className="button">
          {t('consent.accept')}
        </button>
        <button type="submit" name="choice" value="reject" className="button">
          {t('consent.reject')}
        </button>
      </Form>
    </div>
  );
}
