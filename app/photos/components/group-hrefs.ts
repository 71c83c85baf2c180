import { loadMonthHref, moreOfAllHref, moreOfMonthHref, photoAnchor, previewHref, TIMELINE_PATH, withParams } from '../model';
import type { PhotoGroupProps } from './photo-group-props';

type Group = Pick<PhotoGroupProps, 'monthKey' | 'query' | 'links'>;

/** Where a month's (or a list's) 'Load more' and '+N' go without JavaScript, given its cursor and how many photos it shows. */
export function moreHref({ monthKey, query, links }: Group, cursor: string | null, shown: number): string {
  if (monthKey) return moreOfMonthHref(query, monthKey, cursor, shown);
  if (links) return links.more(cursor, shown);
  return cursor ? moreOfAllHref(query, cursor) : '#';
}

/** 'Try again' of a month, or of a list, that failed to load. */
export function retryHref({ monthKey, query, links }: Group): string {
  if (monthKey) return loadMonthHref(query, monthKey);
  return links ? links.start : `${TIMELINE_PATH}${query ? `?${query}` : ''}`;
}

/** A tile's link: the photo's preview. */
export function tileHref({ query, links }: Group, id: string): string {
  return links ? links.preview(id) : previewHref(query, id);
}

/** The timeline's photos start selection mode with themselves chosen (decision 2544); not in selection mode, nor on an album's page. */
export function pickHref({ query, links }: Group, id: string, selecting: boolean): string | undefined {
  return selecting || links ? undefined : `${withParams(TIMELINE_PATH, new URLSearchParams(query), { select: '1', ids: id })}#${photoAnchor(id)}`;
}
