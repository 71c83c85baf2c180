import { useLocation } from '@remix-run/react';
import { useRef } from 'react';

/**
 * The key of the last navigation that was not a jump within the page: following a link to
 * `#field` (an error summary's) or `#photo-…` keeps it, so what is keyed by it — the error
 * summary, the page status — stays as it is; a submit, a link or a redirect gives a new one.
 */
export function useNavigationKey(): string {
  const { key, hash } = useLocation();
  const last = useRef(key);
  if (!hash) last.current = key;
  return last.current;
}
