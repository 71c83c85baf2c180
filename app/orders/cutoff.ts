import { dateTimeFormat } from '~/lib/intl';

/** One ordering deadline as the page shows it: the group, its deadline in the customer's words, the campaign's title. */
export interface Cutoff {
  group: string;
  deadline: string;
  /** The ISO instant, for a `<time>` element. */
  at: string;
  campaign: string | null;
}

/** Deadlines written, by locale, zone and instant: a few deadlines, on every orders page (bounded). */
const written = new Map<string, string>();

/** The deadline in the customer's locale and time zone, e.g. '7 December 2026 at 23:59 GMT'. */
export function formatDeadline(iso: string, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}|${iso}`;
  let text = written.get(key);
  if (text === undefined) {
    const options = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone } as const;
    try {
      text = dateTimeFormat(locale, options).format(new Date(iso));
    } catch {
      text = dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(iso));
    }
    if (written.size >= 1_000) written.clear();
    written.set(key, text);
  }
  return text;
}
