import { useRouteLoaderData } from '@remix-run/react';
import { withStripped } from '~/lib/stripped';
import type { RootData } from '~/root';

/** Links inside the settings keep the 'stripped' query parameter, like the rest of the account. */
export function useSettingsHref(): (href: string) => string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const stripped = root?.stripped ?? false;
  return (href) => withStripped(href, stripped);
}
