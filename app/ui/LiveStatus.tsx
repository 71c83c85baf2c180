import { useCallback, useMemo, useRef, useState, type MutableRefObject, type ReactElement } from 'react';

type Say = (text: string) => void;

/** The polite status region itself: the only component that renders again when it speaks. */
function LiveStatus({ setter }: { setter: MutableRefObject<Say | null> }) {
  const [message, setMessage] = useState('');
  setter.current = setMessage;
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}

/**
 * A polite status message ('24 more photos loaded') kept in a small leaf component, so announcing renders only it:
 * `say` is stable and changes only the region, so a page whose islands announce each appended
 * page does not render again as a whole. Returns the region to place and `say`.
 */
export function useLiveStatus(): [ReactElement, Say] {
  const setter = useRef<Say | null>(null);
  const say = useCallback<Say>((text) => setter.current?.(text), []);
  const region = useMemo(() => <LiveStatus setter={setter} />, []);
  return [region, say];
}
