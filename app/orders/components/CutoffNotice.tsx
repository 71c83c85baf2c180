import { useT } from '~/i18n/use-t';
import type { Cutoff } from '../cutoff';

/** The ordering deadlines still ahead (decision 2150); nothing when there are none. */
export function CutoffNotice({ cutoffs }: { cutoffs: Cutoff[] }) {
  const t = useT();
  if (cutoffs.length === 0) return null;
  return (
    <section className="banner cutoff-notice" aria-labelledby="cutoff-title">
      <h2 id="cutoff-title">{t('retail.cutoff.title')}</h2>
      <ul>
        {cutoffs.map((c) => {
          const deadline = <time dateTime={c.at}>{c.deadline}</time>;
          const [before, after] = (c.campaign ? t('retail.cutoff.campaignItem', { group: c.group, campaign: c.campaign, deadline: '\u0000' }) : t('retail.cutoff.item', { group: c.group, deadline: '\u0000' })).split('\u0000');
          return (
            <li key={`${c.group}-${c.at}`}>
              {before}
              {deadline}
              {after}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
