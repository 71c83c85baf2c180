import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_LOCALE } from '../../shared/brands';
import { messagesOf } from './dictionary';
import { makeT, type TFn } from './t';

interface RootI18n {
  locale: string;
}

/** `t` for components, in the document's locale (the dictionary: app/i18n/dictionary.ts). */
export function useT(): TFn {
  const locale = useLocale();
  return makeT(messagesOf(locale), locale);
}

export function useLocale(): string {
  const data = useRouteLoaderData('root') as RootI18n | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}
