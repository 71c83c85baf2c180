import type { MouseEvent } from 'react';
import { useT } from '~/i18n/use-t';
import { loadMonthHref } from '../model';

export interface JumpMonth {
  key: string;
  heading: string;
  count: number;
}

/**
 * The years and their months with their counts (decision 2201), each a link to the
 * timeline with that month loaded (`?month=…#m-…`): on the months page, and in the timeline's
 * 'Jump to a month' with JavaScript (`onJump` then moves in place).
 */
export function MonthList({
  months,
  query,
  onJump,
}: {
  months: readonly JumpMonth[];
  query: URLSearchParams;
  onJump?: (key: string, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useT();
  const years: [string, JumpMonth[]][] = [];
  for (const m of months) {
    const year = m.key.split('/')[0]!;
    const last = years[years.length - 1];
    if (last && last[0] === year) last[1].push(m);
    else years.push([year, [m]]);
  }
  return (
    <nav aria-label={t('photos.jump.title')}>
      <ul className="jump__years">
        {years.map(([year, list]) => (
          <li key={year}>
            <ul className="jump__months">
              {list.map((m) => (
                <li key={m.key}>
                  <a href={loadMonthHref(query, m.key)} onClick={onJump ? (event) => onJump(m.key, event) : undefined}>
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
  );
}
