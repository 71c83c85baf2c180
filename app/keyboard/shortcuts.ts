import type { TKey } from '~/i18n/t';

/**
 * The keyboard shortcuts the app has (decision 1841), as the help dialog ('?') and the
 * /keyboard-shortcuts page list them. Each is the key handling of a feature: keep this list in
 * step when one is added (decision 1841).
 */
interface Shortcut {
  /** The keys, any one of which does it. */
  keys: TKey[];
  action: TKey;
}
export interface ShortcutGroup {
  title: TKey;
  shortcuts: Shortcut[];
}

export const SHORTCUT_GROUPS: ShortcutGroup[] = [
  {
    // KeyboardHelp; every modal's <dialog> (cancel: the topmost closes first).
    title: 'shortcuts.group.anywhere',
    shortcuts: [
      { keys: ['shortcuts.key.question'], action: 'shortcuts.showList' },
      { keys: ['shortcuts.key.escape'], action: 'shortcuts.closeDialog' },
    ],
  },
  {
    // useTooltipEscape.
    title: 'shortcuts.group.photos',
    shortcuts: [{ keys: ['shortcuts.key.escape'], action: 'shortcuts.hideTooltip' }],
  },
  {
    // SelectionBar's toolbar with useRovingTabindex.
    title: 'selection.toolbar.label',
    shortcuts: [
      { keys: ['shortcuts.key.left', 'shortcuts.key.right'], action: 'shortcuts.toolbarMove' },
      { keys: ['shortcuts.key.home', 'shortcuts.key.end'], action: 'shortcuts.toolbarEnds' },
    ],
  },
  {
    // ViewerEnhancer.
    title: 'photos.preview.title',
    shortcuts: [
      { keys: ['shortcuts.key.left'], action: 'photos.preview.previous' },
      { keys: ['shortcuts.key.right'], action: 'photos.preview.next' },
      { keys: ['shortcuts.key.escape'], action: 'shortcuts.closePreview' },
      { keys: ['shortcuts.key.arrows'], action: 'shortcuts.pan' },
    ],
  },
];

/** Input types in which a key types nothing (so '?' there is free to open the list). */
const NO_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * Whether a key pressed on `el` types or picks something: a text-like input, a textarea, a
 * select (type-ahead) or editable content. Single-character shortcuts never act there.
 */
export function typesText(el: { tagName: string; type?: string; isContentEditable?: boolean } | null): boolean {
  if (!el) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NO_TEXT.has((el.type ?? 'text').toLowerCase());
}

const STORAGE_KEY = 'keepsake.shortcutHelpKey';

/** Whether '?' opens the list (WCAG 2.1.4: the customer can turn the one character key off). */
export function helpKeyOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true; // storage blocked: the key stays on
  }
}

export function setHelpKeyOn(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, 'off');
  } catch {
    // storage blocked: nothing to remember
  }
}
