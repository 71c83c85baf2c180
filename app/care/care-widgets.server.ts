import { getConfig } from '~/config.server';
import { readConsent } from '~/consent/consent.server';
import { brandFor } from '~/i18n/i18next.server';
import { careWidgets, type CareWidgets } from './care-widgets';

/** The widget scripts for this request's brand, consent and configuration. */
export function careWidgetsFor(request: Request): CareWidgets {
  const config = getConfig();
  return careWidgets({
    consent: readConsent(request),
    locale: brandFor(request).locale,
    chatEnabled: config.CHAT_ENABLED,
    chatUrl: config.upstream.CHAT_URL,
    feedbackUrl: config.upstream.FEEDBACK_URL,
  });
}
