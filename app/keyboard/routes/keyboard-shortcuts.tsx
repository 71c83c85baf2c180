import type { MetaFunction } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { ShortcutsList } from '~/keyboard/ShortcutsList';
import { titleMeta } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'title.keyboardShortcuts');

/**
 * The keyboard shortcuts on a page of their own, linked from the account shell's footer: the
 * way to the list without JavaScript, where '?' cannot open the dialog (decision 1841). The
 * account layout's loader requires the customer.
 */
export default function KeyboardShortcuts() {
  const t = useT();
  return (
    <>
      <h1>{t('title.keyboardShortcuts')}</h1>
      <ShortcutsList level={2} />
    </>
  );
}
