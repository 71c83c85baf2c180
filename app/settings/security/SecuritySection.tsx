import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import { useStrippedHref } from '~/lib/stripped';
import { settingsPaths } from '~/settings/paths';
import { DEVICES_PATH, PASSWORD_PATH } from './schemas';

/** The settings page's "Sign-in and security" links: only those the auth service offers, nothing when none. */
export function SecuritySection({ features }: { features: { passwordChange: boolean; sessions: boolean } }) {
  const t = useT();
  const href = useStrippedHref();
  if (!features.passwordChange && !features.sessions) return null;
  return (
    <section className="settings-section" aria-labelledby="settings-security">
      <h2 id="settings-security">{t('security.settings.heading')}</h2>
      <ul className="settings-actions">
        {features.passwordChange ? (
          <li>
            <Link to={href(PASSWORD_PATH)}>{t('security.settings.password')}</Link>
          </li>
        ) : null}
        {features.sessions ? (
          <li>
            <Link to={href(DEVICES_PATH)}>{t('security.settings.devices')}</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** "Back to my settings" under a security page, a target of phone size. */
export function BackToSettings({ b2b }: { b2b: boolean }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <ul className="settings-actions">
      <li>
        <Link to={href(settingsPaths(b2b).settings)}>{t('settings.back')}</Link>
      </li>
    </ul>
  );
}
