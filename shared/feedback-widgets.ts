import type { Locale } from './brands';

/**
 * The feedback widget's id per locale (account-area.md §9: "Feedback widget has ids for 11
 * locales"; decision 2131). The retailer's feedback service keeps one widget per language
 * market and reports its answers per widget. Locales without an id (da-DK, nb-NO, pt-PT) have
 * no feedback widget. The embedded stand-in serves exactly these ids.
 */
export const FEEDBACK_WIDGET_IDS: Partial<Record<Locale, string>> = {
  'en-GB': 'fb-7c1e0a9d2b41',
  'en-IE': 'fb-3f9a6c2e8d17',
  'nl-NL': 'fb-a42d7e10c955',
  'nl-BE': 'fb-5e8b3f61a0c2',
  'fr-FR': 'fb-c0d94a2b7e68',
  'fr-BE': 'fb-19b6e7f3d42a',
  'de-DE': 'fb-e6a1c8d05b39',
  'de-AT': 'fb-82f0b5a4c7e1',
  'it-IT': 'fb-4b7d2e9a1f06',
  'es-ES': 'fb-d35c8f06e2b7',
  'sv-SE': 'fb-60e4a9b3d18c',
};

export function feedbackWidgetIdFor(locale: string): string | null {
  return (FEEDBACK_WIDGET_IDS as Record<string, string | undefined>)[locale] ?? null;
}
