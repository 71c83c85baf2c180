import { useRouteLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { DEFAULT_LOCALE } from '~/lib/brands';
import { makeT, type Messages, type TFn } from './t';

interface RootI18n {
  locale: string;
  messages: Messages;
}

/** `t` for components: the root loader sends the locale's messages once per document. */
export function useT(): TFn {
  const data = useRouteLoaderData('root') as RootI18n | undefined;
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const messages = data?.messages;
  return useMemo(() => makeT(messages ?? {}, locale), [messages, locale]);
}

export function useLocale(): string {
  const data = useRouteLoaderData('root') as RootI18n | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}
