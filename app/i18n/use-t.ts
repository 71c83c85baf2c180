import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_LOCALE } from '../../shared/brands';
import { messagesOf } from './dictionary';
import { makeT, type Messages, type TFn } from './t';

interface RootI18n {
  locale: string;
}

/** One `t` per dictionary and locale: a page's hundreds of components share it (issue 16: no hook state, no closure each). */
const made = new WeakMap<Messages, Map<string, TFn>>();

/** `t` for components, in the document's locale (the dictionary: app/i18n/dictionary.ts). */
export function useT(): TFn {
  const locale = useLocale();
  const messages = messagesOf(locale);
  let byLocale = made.get(messages);
  if (!byLocale) made.set(messages, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = makeT(messages, locale)));
  return t;
}

export function useLocale(): string {
  const data = useRouteLoaderData('root') as RootI18n | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}
