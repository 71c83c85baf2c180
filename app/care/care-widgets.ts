import type { Consent } from '~/consent/consent';
import { feedbackWidgetIdFor } from '../../shared/feedback-widgets';

/** The widget scripts an account page loads in the browser; null = not loaded. */
export interface CareWidgets {
  /** The customer-care chat (decision 2130): unless configured off. */
  chat: string | null;
  /** The feedback widget of the page's locale (decision 2131): only with analytics consent. */
  feedback: string | null;
}

interface Input {
  consent: Consent | null;
  locale: string;
  chatEnabled: boolean;
  chatUrl: string;
  feedbackUrl: string;
}

/** Which widget scripts load: the chat unless configured off; the feedback widget only with analytics consent. */
export function careWidgets({ consent, locale, chatEnabled, chatUrl, feedbackUrl }: Input): CareWidgets {
  const feedbackId = consent?.analytics ? feedbackWidgetIdFor(locale) : null;
  return {
    chat: chatEnabled ? `${chatUrl}/widget.js` : null,
    feedback: feedbackId ? `${feedbackUrl}/widgets/${encodeURIComponent(feedbackId)}/widget.js` : null,
  };
}

/** Photo routes have no widgets (account-area.md §2: the chat "is hidden on photo routes"). */
export const isPhotoRoute = (pathname: string) => pathname === '/my-photos' || pathname.startsWith('/my-photos/');
