import { Fragment, useEffect, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { helpKeyOn, setHelpKeyOn, SHORTCUT_GROUPS } from './shortcuts';

/**
 * The keyboard shortcuts, one headed list per place they work, and (once scripts run) the
 * checkbox that turns the '?' key off or on again. Shared by the help dialog (headings h3
 * under its h2) and the /keyboard-shortcuts page (h2 under its h1).
 */
export function ShortcutsList({ level }: { level: 2 | 3 }) {
  const t = useT();
  const Heading = level === 2 ? 'h2' : 'h3';
  // null until scripts run: without them the key does nothing, so there is nothing to turn off.
  const [keyOn, setKeyOn] = useState<boolean | null>(null);
  useEffect(() => setKeyOn(helpKeyOn()), []);
  return (
    <div className="shortcuts">
      <p>{t('shortcuts.intro')}</p>
      {keyOn === null ? null : (
        <p className="shortcuts__toggle">
          <input
            type="checkbox"
            id={`shortcuts-key-${level}`}
            checked={keyOn}
            onChange={(event) => {
              setHelpKeyOn(event.target.checked);
              setKeyOn(event.target.checked);
            }}
          />
          <label htmlFor={`shortcuts-key-${level}`}>{t('shortcuts.toggle')}</label>
        </p>
      )}
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group.title}>
          <Heading>{t(group.title)}</Heading>
          <dl className="shortcuts__list">
            {group.shortcuts.map((s) => (
              <div key={`${s.keys.join()}-${s.action}`}>
                <dt>
                  {s.keys.map((key, i) => (
                    <Fragment key={key}>
                      {i > 0 ? ` ${t('shortcuts.or')} ` : null}
                      <kbd>{t(key)}</kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd>{t(s.action)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
