import type { MouseEvent } from 'react';
import { useT } from '~/i18n/use-t';
import { loadMonthHref, monthAnchor } from '../model';

export interface JumpMonth {
  key: string;
  heading: string;
  count: number;
}

/**
 * With JavaScript, a jump scrolls the month's section to the top (it loads as it nears, and
 * the months between stay placeholders); `focus` puts focus on its heading. False when the
 * page has no such month.
 */
export function jumpToMonth(key: string, focus: boolean): boolean {
  const section = document.getElementById(monthAnchor(key));
  if (!section) return false;
  section.scrollIntoView({ block: 'start' });
  const heading = section.querySelector('h2');
  if (focus && heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  return true;
}

/**
 * 'Jump to a month' (issue 22, decision 2201): the years and their months with their counts,
 * each a link to the timeline with that month loaded (`?month=`, a new page without
 * JavaScript); with JavaScript the page scrolls to the month in place.
 */
export function MonthJump({ months, query }: { months: readonly JumpMonth[]; query: URLSearchParams }) {
  const t = useT();
  const years: [string, JumpMonth[]][] = [];
  for (const m of months) {
    const year = m.key.split('/')[0]!;
    const last = years[years.length - 1];
    if (last && last[0] === year) last[1].push(m);
    else years.push([year, [m]]);
  }
  const onClick = (key: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!jumpToMonth(key, true)) return;
    event.preventDefault();
    event.currentTarget.closest('details')?.removeAttribute('open');
  };
  return (
    <details className="jump">
      <summary>{t('photos.jump.title')}</summary>
      <nav aria-label={t('photos.jump.title')}>
        <ul className="jump__years">
          {years.map(([year, list]) => (
            <li key={year}>
              <ul className="jump__months">
                {list.map((m) => (
                  <li key={m.key}>
                    {/* One text each (no React text markers): the list is in every timeline's HTML. */}
                    <a href={loadMonthHref(query, m.key)} onClick={onClick(m.key)}>
                      {`${m.heading} `}
                      <span className="jump__count">{`(${t('photos.jump.count', { count: m.count })})`}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
