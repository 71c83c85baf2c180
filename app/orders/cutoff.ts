import { dateTimeFormat } from '~/lib/intl';
import { remembered } from '~/lib/remembered';

/** One ordering deadline as the page shows it: the group, its deadline in the customer's words, the campaign's title. */
export interface Cutoff {
  group: string;
  deadline: string;
  /** The ISO instant, for a `<time>` element. */
  at: string;
  campaign: string | null;
}

/** Deadlines written, by locale, zone and instant: a few deadlines, on every orders page. */
const written = remembered<string>(1_000);

/** The deadline in the customer's locale and time zone, e.g. '7 December 2026 at 23:59 GMT'. */
export function formatDeadline(iso: string, locale: string, timeZone: string): string {
  return written(`${locale}|${timeZone}|${iso}`, () => {
    const options = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone } as const;
    try {
      return dateTimeFormat(locale, options).format(new Date(iso));
    } catch {
      return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(iso));
    }
  });
}
