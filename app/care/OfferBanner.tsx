import { useT } from '~/i18n/use-t';

/** The AB-tested offer (decision 2132): shown only when the lookup's variant says so; nothing otherwise. */
export function OfferBanner({ href }: { href: string | null }) {
  const t = useT();
  if (!href) return null;
  return (
    <div className="banner offer-banner" role="region" aria-label={t('offer.text')}>
      <p>
        {t('offer.text')} <a href={href}>{t('offer.link')}</a>
      </p>
    </div>
  );
}
