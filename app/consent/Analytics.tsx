import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { configureAnalytics, track } from '~/lib/analytics';

/** Sends a page view for each page shown, when (and only when) analytics consent gives an endpoint. */
export function Analytics({ url }: { url: string | null }) {
  const { pathname } = useLocation();
  useEffect(() => {
    configureAnalytics(url);
  }, [url]);
  useEffect(() => {
    track('page_view');
  }, [pathname, url]);
  return null;
}
