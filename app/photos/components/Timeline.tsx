import type { useLoaderData } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { useMemo } from 'react';
import { unpackTimeline } from '../timeline-wire';
import { EAGER_TILES, monthAnchor } from '../model';
import type { loadPhotosPage } from '../page.server';
import { MonthJump } from './MonthJump';
import { PhotoGroup } from './PhotoGroup';
import { Scrubber } from './Scrubber';
import { EmptyState } from '~/ui/EmptyState';

export type PhotosPageData = ReturnType<typeof useLoaderData<typeof loadPhotosPage>>;

/** 'Jump to a month' for the page's toolbar row, beside sort and select (decision 2441); nothing without months. */
export function TimelineJump({ data: d, query }: { data: PhotosPageData; query: URLSearchParams }) {
  const months = useMemo(() => {
    const timeline = unpackTimeline(d.timeline);
    return timeline.kind === 'months' && !d.empty ? timeline.months.map((m) => ({ key: m.key, heading: m.heading, count: m.count })) : null;
  }, [d.timeline, d.empty]);
  return months ? <MonthJump months={months} query={query} /> : null;
}

/** The photos page's grid: months with their groups (or one flat list), the empty view or the load error. */
export function Timeline({
  data: d,
  query,
  announce,
}: {
  data: PhotosPageData;
  query: URLSearchParams;
  announce: (count: number) => void;
}) {
  const t = useT();
  const timeline = useMemo(() => unpackTimeline(d.timeline), [d.timeline]);
  if (timeline.kind === 'error') {
    return (
      <div className="banner banner--error" role="alert">
        <p>{t('photos.loadError')}</p>
      </div>
    );
  }
  if (d.empty) {
    return (
      <EmptyState drawing="photos" className="photos-empty">
        {t('photos.empty')}
      </EmptyState>
    );
  }
  if (timeline.kind === 'all') {
    return (
      <PhotoGroup
        key={`all-${d.revision}`}
        anchor="photos-all"
        monthKey={null}
        heading={null}
        count={timeline.continued ? null : d.photosCount}
        initial={timeline}
        sort={d.sort}
        query={query.toString()}
        eagerCount={timeline.continued ? 0 : EAGER_TILES}
        announce={announce}
      />
    );
  }
  let eagerLeft = EAGER_TILES;
  const queryText = query.toString();
  // The scrubber: months as they are listed, with their counts.
  const jumps = timeline.months.map((m) => ({ key: m.key, heading: m.heading, count: m.count }));
  return (
    <div className="timeline">
      <Scrubber months={jumps} />
      {timeline.months.map((m) => {
        const eager = eagerLeft;
        eagerLeft = Math.max(0, eagerLeft - m.items.length);
        return (
          <PhotoGroup
            key={`${m.key}-${d.revision}`}
            anchor={monthAnchor(m.key)}
            monthKey={m.key}
            heading={m.heading}
            count={m.count}
            wholeSelected={d.selection?.wholeMonths.includes(m.key) ?? false}
            initial={m}
            sort={d.sort}
            query={queryText}
            eagerCount={eager}
            announce={announce}
          />
        );
      })}
      {/* The timeline's end: photos.css shows the timeline once its HTML has come this far (decision 2440). */}
      <span className="timeline__end" hidden />
    </div>
  );
}
