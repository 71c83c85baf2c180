/**
 * Analytics (photo-library spec §4, decision 2121): the one place the browser sends
 * events. Nothing is sent until `configureAnalytics` is given an endpoint, which the root only does
 * when the customer has accepted analytics cookies (root loader data `analyticsUrl`).
 * Events go as text/plain beacons: no preflight, and they survive the page being left.
 */
type Props = Record<string, string | number | boolean>;

let endpoint: string | null = null;

export function configureAnalytics(url: string | null): void {
  endpoint = url;
}

export function track(name: string, props: Props = {}): void {
  if (!endpoint || typeof window === 'undefined') return;
  const body = JSON.stringify({ name, path: window.location.pathname, props });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  void fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
}
