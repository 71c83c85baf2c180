import { useLocation } from '@remix-run/react';
import { useEffect, useRef, type RefObject } from 'react';
import { useT } from '~/i18n/use-t';
import { isPhotoRoute, type CareWidgets as Widgets } from './care-widgets';
import { mountWidget, type ModuleName, type WidgetOptions } from './mount-widget';

/**
 * Loads a widget's script (when it is to be shown) and mounts the widget into `ref`
 * (mount-widget.ts): a failure is logged with the spec's words and shows nothing.
 */
function useWidget(ref: RefObject<HTMLElement>, src: string | null, name: ModuleName, options: WidgetOptions) {
  const { labels, locale } = options;
  useEffect(() => {
    if (!src) return;
    let live = true;
    void mountWidget({ src, name, options: { labels, locale }, container: () => (live ? ref.current : null) });
    return () => {
      live = false;
    };
    // The labels follow the locale: a new object each render must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, name, locale, ref]);
}

/**
 * The customer-care chat and the feedback widget (decisions 2130, 2131) at the foot of account
 * pages; not on photo routes, where neither loads. Without JavaScript there is nothing here.
 */
export function CareWidgets({ widgets, locale }: { widgets: Widgets; locale: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const hidden = isPhotoRoute(pathname);
  const chat = useRef<HTMLDivElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const common = { close: t('care.close'), send: t('care.send'), empty: t('care.empty'), failed: t('care.failed') };
  useWidget(chat, hidden ? null : widgets.chat, 'KeepsakeChat', {
    locale,
    labels: { ...common, open: t('care.chat.open'), title: t('care.chat.title'), message: t('care.chat.message'), sent: t('care.chat.sent') },
  });
  useWidget(feedback, hidden ? null : widgets.feedback, 'KeepsakeFeedback', {
    locale,
    labels: { ...common, open: t('care.feedback.open'), title: t('care.feedback.title'), message: t('care.feedback.message'), sent: t('care.feedback.sent') },
  });
  return (
    <div className="care-widgets" hidden={hidden}>
      <div ref={chat} className="care-widget" hidden={!widgets.chat} />
      <div ref={feedback} className="care-widget" hidden={!widgets.feedback} />
    </div>
  );
}
