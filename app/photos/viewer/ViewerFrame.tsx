import { Link } from '~/ui/Link';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { KeyboardHelp } from '~/keyboard/KeyboardHelp';
import { behindModal, useModalOpen } from '~/ui/Modal';
import { BackIcon, NextIcon, PreviousIcon } from '~/ui/icons';
import { IconText } from '~/ui/IconText';
import { PageStatus } from '~/ui/PageStatus';
import type { ViewerProps } from './ViewerEnhancer';
import { useViewerMoves, ViewerMoveContext, ViewerMoveLink } from './viewer-move';
import { VIEWER_PHOTO } from '../model';

export interface ViewerPhoto {
  id: string;
  alt: string;
  tooltip: string | null;
  src: string;
  width: number;
  height: number;
  backHref: string;
  previousHref: string | null;
  nextHref: string | null;
  position: number;
  total: number;
}

/**
 * The full-screen preview's page (timeline and album contexts): Back, 'n of N', the photo at
 * 1300 with Previous/Next links, and the bottom bar (`actions`; modals as `children`). It fills
 * the screen and never scrolls: its controls are icon buttons named by their words (decision 1930). The
 * enhancement (keys, swipe, zoom) is loaded on its own with import() after hydration.
 * `backState.focus` names the element the page behind focuses on return (the photo's tile).
 */
export function ViewerFrame({
  d,
  backState,
  actions,
  confirming = false,
  children,
}: {
  d: ViewerPhoto;
  backState: { focus: string };
  actions: ReactNode;
  /** A confirmation (`?confirm=…`) is open over the viewer: like a modal route, it makes the viewer inert. */
  confirming?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const routeModal = useModalOpen();
  const behind = behindModal(confirming || routeModal);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [Viewer, setViewer] = useState<ComponentType<ViewerProps> | null>(null);
  const moves = useViewerMoves();
  useEffect(() => {
    let live = true;
    void import('./ViewerEnhancer').then((m) => {
      if (live) setViewer(() => m.ViewerEnhancer);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <ViewerMoveContext.Provider value={moves}>
      <div className="viewer">
        {/* The banner landmark: the way back and where this photo is (WCAG 1.3.1). */}
        <header className="viewer__top" {...behind}>
          <Link to={d.backHref} state={backState} className="button button--secondary icon-button viewer__back">
            <IconText icon={BackIcon}>{t('photos.preview.back')}</IconText>
          </Link>
          <p className="viewer__position" role="status" aria-live="polite">
            {t('photos.preview.position', { position: d.position, total: d.total })}
          </p>
        </header>
        <main id="main" tabIndex={-1} className="viewer__main">
          <h1 className="viewer__title" {...behind}>{d.tooltip ?? d.alt}</h1>
          {/* The last action's result (a photo deleted, copied): stays until the next navigation. */}
          <PageStatus className="page-status--viewer" />
          {moves.failed ? (
            <div className="viewer__failure" role="alert">
              <p>{t(moves.failed.message)}</p>
              <button type="button" className="button button--secondary" onClick={moves.retry}>
                {t('ui.tryAgain')}
              </button>
            </div>
          ) : null}
          <div className="viewer__body" {...behind}>
            <ViewerNav to={d.previousHref} side="prev" icon={PreviousIcon} label={t('photos.preview.previous')} />
            <div ref={stage} className="viewer__stage">
              <img key={d.id} ref={image} src={d.src} width={d.width} height={d.height} alt={d.alt} decoding="async" draggable={false} style={{ viewTransitionName: VIEWER_PHOTO }} />
            </div>
            <ViewerNav to={d.nextHref} side="next" icon={NextIcon} label={t('photos.preview.next')} />
          </div>
          <div className="viewer__bottom">
            {Viewer ? (
              <Viewer
                key={d.id}
                stage={stage}
                image={image}
                previousHref={d.previousHref}
                nextHref={d.nextHref}
                backHref={d.backHref}
                backState={backState}
                onMove={moves.move}
              />
            ) : null}
            <div className="viewer__actions" {...behind}>
              {actions}
            </div>
            {children}
          </div>
        </main>
        <KeyboardHelp />
      </div>
    </ViewerMoveContext.Provider>
  );
}

/** Previous or Next: a link to the neighbour, or the arrow alone (hidden) at either end. */
function ViewerNav({ to, side, icon: Icon, label }: { to: string | null; side: 'prev' | 'next'; icon: ComponentType; label: string }) {
  if (!to) {
    return (
      <span className={`viewer__nav viewer__nav--${side} viewer__nav--off`} aria-hidden="true">
        <Icon />
      </span>
    );
  }
  return (
    <ViewerMoveLink to={to} className={`viewer__nav viewer__nav--${side}`}>
      <Icon />
      <span className="visually-hidden">{label}</span>
    </ViewerMoveLink>
  );
}
