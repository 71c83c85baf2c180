import type { Express } from 'express';
import { createFlash } from './flash';
import { createFontRouter } from './fonts';
import { createInteractionRouter, type InteractionRouterSettings } from './interactions';
import type { IdpKeys } from './keys';
import { createResetPasswordRouter } from './reset-password';

/**
 * The provider's own pages, before oidc-provider's routes: sign-in, registration and 'Forgot
 * password?' inside a sign-in (`{idpMount}/interaction`), the reset links' pages
 * (`{idpMount}/password-reset`, decision 2502) and the brands' font files (`/idp-fonts`,
 * decision 2501). Refused forms carry their state to the next GET in a cookie signed with the
 * provider's cookie key.
 */
export function mountIdpPages(app: Express, s: Omit<InteractionRouterSettings, 'flash' | 'resetUrl'> & { idpMount: string; keys: IdpKeys }): void {
  const flash = createFlash(s.keys.cookieKeys[0] ?? '');
  const resetPath = `${s.idpMount}/password-reset`;
  app.use('/idp-fonts', createFontRouter());
  // Our sign-in pages carry their own urlencoded parser; oidc-provider parses its own bodies.
  app.use(`${s.idpMount}/interaction`, createInteractionRouter({ ...s, flash, resetUrl: (token) => `${s.platformOrigin}${resetPath}/${token}` }));
  app.use(resetPath, createResetPasswordRouter({ ...s, flash }));
}
