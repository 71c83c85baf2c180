import type common from '../../public/locales/en-GB/common.json';
import type photos from '../../public/locales/en-GB/photos.json';

/**
 * Every translation key; en-GB is the reference locale whose values are the spec's words.
 * A feature with its own file (public/locales/en-GB/<feature>.json) adds it here.
 */
export type TKey =
  | keyof typeof common
  | keyof typeof photos
  | keyof typeof import('../../public/locales/en-GB/account-extras.json')
  | keyof typeof import('../../public/locales/en-GB/orders.json')
  | keyof typeof import('../../public/locales/en-GB/selection.json')
  | keyof typeof import('../../public/locales/en-GB/settings.json')
  | keyof typeof import('../../public/locales/en-GB/addresses.json')
  | keyof typeof import('../../public/locales/en-GB/confirmations.json')
  | keyof typeof import('../../public/locales/en-GB/albums.json')
  | keyof typeof import('../../public/locales/en-GB/album-page.json')
  | keyof typeof import('../../public/locales/en-GB/exports.json')
  | keyof typeof import('../../public/locales/en-GB/storage.json')
  | keyof typeof import('../../public/locales/en-GB/activation.json')
  | keyof typeof import('../../public/locales/en-GB/shortcuts.json')
  | keyof typeof import('../../public/locales/en-GB/consent.json')
  | keyof typeof import('../../public/locales/en-GB/gallery.json')
  | keyof typeof import('../../public/locales/en-GB/care.json')
  | keyof typeof import('../../public/locales/en-GB/retail.json')
  | keyof typeof import('../../public/locales/en-GB/security.json')
  | keyof typeof import('../../public/locales/en-GB/bin.json')
  | keyof typeof import('../../public/locales/en-GB/print.json')
  | keyof typeof import('../../public/locales/en-GB/my-data.json');
export type Messages = Record<string, string>;
export type TVars = Record<string, string | number>;
export type TFn = (key: TKey, vars?: TVars) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

/**
 * i18next-compatible lookup: `{{name}}` interpolation and plurals through `key_one` /
 * `key_other` when `count` is given. The same dictionary is used by i18next on the server
 * and by this function in components, so both render identical text.
 */
export function translate(messages: Messages, locale: string, key: string, vars?: TVars): string {
  let template = messages[key];
  if (vars && typeof vars.count === 'number') {
    const form = pluralRulesFor(locale).select(vars.count);
    template = messages[`${key}_${form}`] ?? messages[`${key}_other`] ?? template;
  }
  if (template === undefined) return key;
  // Most texts have nothing to fill in (a page asks for hundreds).
  if (!vars || !template.includes('{{')) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name]) : whole));
}

/** The `t` made for each dictionary and locale once, not per component and render. */
const made = new WeakMap<Messages, Map<string, TFn>>();

/** The one `t` of a dictionary in a locale: loaders and a page's hundreds of components share it. */
export function makeT(messages: Messages, locale: string): TFn {
  let byLocale = made.get(messages);
  if (!byLocale) made.set(messages, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = (key, vars) => translate(messages, locale, key, vars)));
  return t;
}
