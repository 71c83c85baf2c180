import { useNavigate } from '@remix-run/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { clampPan, dragFactor, DOUBLE_TAP_MS, keyPan, swipeAction, ZOOM_MAX, ZOOM_MIN } from './gestures';
import { ZoomInIcon, ZoomOutIcon } from '~/ui/icons';
import { IconText } from '~/ui/IconText';

const PAN_HINT_ID = 'viewer-pan-hint';

export interface ViewerProps {
  stage: React.RefObject<HTMLDivElement | null>;
  image: React.RefObject<HTMLImageElement | null>;
  previousHref: string | null;
  nextHref: string | null;
  backHref: string;
  backState: unknown;
  /** Moves to another photo once it has arrived (viewer-move.tsx). */
  onMove: (href: string) => void;
}

/**
 * The preview's enhancement, loaded on its own (dynamic import): arrow keys, Escape, swipe
 * (left/right/down, 35%), double-tap or click to zoom 1x ↔ 2.5x, drag to pan when zoomed, and
 * the Zoom in / Zoom out buttons that do the same for every pointer and keyboard. While zoomed
 * the stage is a named, focusable pan area (Zoom in moves focus to it) and the arrow keys pan
 * instead of moving between photos, as dragging replaces swiping (decision 1842, WCAG 2.1.1). Zoom
 * exists only here, with JavaScript, so without it there is nothing to pan.
 */
export function ViewerEnhancer({ stage, image, previousHref, nextHref, backHref, backState, onMove }: ViewerProps) {
  const t = useT();
  const navigate = useNavigate();
  const [zoomed, setZoomed] = useState(false);
  const pan = useRef({ x: 0, y: 0 });
  const zoomedRef = useRef(zoomed);
  zoomedRef.current = zoomed;
  const zoomIn = useRef<HTMLButtonElement>(null);
  /** Zoom in from its button moves focus to the pan area, where the hint is read. */
  const focusStage = useRef(false);

  const apply = () => {
    const img = image.current;
    if (!img) return;
    const scale = zoomedRef.current ? ZOOM_MAX : ZOOM_MIN;
    img.style.transform = scale === 1 ? '' : `translate(${pan.current.x}px, ${pan.current.y}px) scale(${scale})`;
  };
  useEffect(() => {
    pan.current = { x: 0, y: 0 };
    apply();
    const el = stage.current;
    if (!el) return;
    el.classList.toggle('viewer__stage--zoomed', zoomed);
    if (zoomed) {
      el.tabIndex = 0;
      el.setAttribute('role', 'group');
      el.setAttribute('aria-label', t('photos.preview.panArea'));
      el.setAttribute('aria-describedby', PAN_HINT_ID);
      if (focusStage.current) el.focus();
    } else {
      // Zoomed out while the pan area had focus: focus goes to Zoom in, never to <body>.
      if (document.activeElement === el) zoomIn.current?.focus();
      for (const name of ['tabindex', 'role', 'aria-label', 'aria-describedby']) el.removeAttribute(name);
    }
    focusStage.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoomed]);

  const go = (href: string | null) => {
    if (href) onMove(href);
  };
  const close = () => navigate(backHref, { state: backState });

  // The key and pointer handlers are swapped in before the browser paints (a layout effect): once
  // the next photo shows, Left and Right move from it, never from the photo it replaced.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // A confirmation open over the viewer owns the keyboard (its Escape closes only it).
      if (document.querySelector('dialog[open]')) return;
      const rect = zoomedRef.current ? stage.current?.getBoundingClientRect() : undefined;
      const panned = rect ? keyPan(event.key, pan.current, rect.width, rect.height, ZOOM_MAX) : null;
      if (panned) {
        pan.current = panned;
        apply();
      } else if (event.key === 'ArrowLeft') go(previousHref);
      else if (event.key === 'ArrowRight') go(nextHref);
      else if (event.key === 'Escape') close();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    let start: { x: number; y: number; t: number; lastX: number; lastY: number; lastT: number; moved: boolean } | null = null;
    let lastTap = 0;
    const down = (e: PointerEvent) => {
      if (e.button !== 0) return;
      start = { x: e.clientX, y: e.clientY, t: e.timeStamp, lastX: e.clientX, lastY: e.clientY, lastT: e.timeStamp, moved: false };
      el.setPointerCapture?.(e.pointerId);
    };
    const move = (e: PointerEvent) => {
      if (!start) return;
      if (Math.abs(e.clientX - start.x) > 8 || Math.abs(e.clientY - start.y) > 8) start.moved = true;
      if (zoomedRef.current && start.moved) {
        const dt = Math.max(1, e.timeStamp - start.lastT);
        const dx = e.clientX - start.lastX;
        const dy = e.clientY - start.lastY;
        const f = dragFactor(Math.hypot(dx, dy) / dt);
        const rect = el.getBoundingClientRect();
        pan.current = {
          x: clampPan(pan.current.x + dx * f, rect.width, ZOOM_MAX),
          y: clampPan(pan.current.y + dy * f, rect.height, ZOOM_MAX),
        };
        apply();
      }
      start.lastX = e.clientX;
      start.lastY = e.clientY;
      start.lastT = e.timeStamp;
    };
    const up = (e: PointerEvent) => {
      if (!start) return;
      const s = start;
      start = null;
      if (!s.moved) {
        // A mouse click toggles at once; a touch toggles on the second tap within 200 ms.
        if (e.pointerType === 'mouse' || e.timeStamp - lastTap <= DOUBLE_TAP_MS) {
          lastTap = 0;
          setZoomed((z) => !z);
        } else lastTap = e.timeStamp;
        return;
      }
      if (zoomedRef.current) return;
      const rect = el.getBoundingClientRect();
      const action = swipeAction(e.clientX - s.x, e.clientY - s.y, rect.width, rect.height);
      if (action === 'previous') go(previousHref);
      else if (action === 'next') go(nextHref);
      else if (action === 'close') close();
    };
    const cancel = () => {
      start = null;
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', cancel);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', cancel);
    };
  });

  return (
    <>
      <div className="viewer__zoom" role="group" aria-label={t('photos.preview.zoom')}>
        <button
          ref={zoomIn}
          type="button"
          className="button button--secondary icon-button"
          aria-disabled={zoomed}
          onClick={() => {
            focusStage.current = !zoomed;
            setZoomed(true);
          }}
        >
          <IconText icon={ZoomInIcon}>{t('photos.preview.zoomIn')}</IconText>
        </button>
        <button type="button" className="button button--secondary icon-button" aria-disabled={!zoomed} onClick={() => setZoomed(false)}>
          <IconText icon={ZoomOutIcon}>{t('photos.preview.zoomOut')}</IconText>
        </button>
      </div>
      {zoomed ? (
        <p id={PAN_HINT_ID} className="viewer__hint">
          {t('photos.preview.panHint')}
        </p>
      ) : null}
    </>
  );
}
