import { useT } from '~/i18n/use-t';

/**
 * Why a blocked book cannot be shared or published (decision 2141): our sentence, the blocked-order
 * service's reason as it gave it, and where to ask.
 */
export function BlockedNotice({ orderCode, reason }: { orderCode: string; reason: string | null }) {
  const t = useT();
  return (
    <section className="banner widget-blocked" aria-labelledby="blocked-heading">
      <h2 id="blocked-heading">{t('gallery.blocked.heading')}</h2>
      <p>{t('gallery.blocked.body', { code: orderCode })}</p>
      {reason ? <p>{t('gallery.blocked.reason', { reason })}</p> : null}
      <p>{t('gallery.blocked.help')}</p>
    </section>
  );
}
