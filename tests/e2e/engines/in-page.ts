/**
 * Finding elements the way a user names them (role and accessible name, or a label), inside the
 * page: one self-contained function, since each driver serialises it into the page. A simplified
 * accessible name (aria-labelledby, aria-label, labels, alt, then the visible text) is enough for
 * the app's controls; only visible elements count.
 */
export type Role = 'link' | 'button' | 'checkbox' | 'radio' | 'heading' | 'dialog' | 'status' | 'region' | 'field' | 'summary';

/** A name: its exact text, or a pattern. */
export type Name = string | RegExp;

export interface Target {
  role?: Role;
  name?: Name;
  /** A CSS selector, alone or narrowing the role's elements. */
  css?: string;
  /** Searched inside the first element this finds. */
  within?: Target;
  /** Which of several matches (default the first). */
  nth?: number;
}

/** Target as it travels into the page (a RegExp does not survive JSON). */
export interface SerialTarget {
  role?: Role;
  name?: { text: string } | { source: string; flags: string };
  css?: string;
  within?: SerialTarget;
  nth?: number;
}

export function serial(t: Target): SerialTarget {
  const name = t.name === undefined ? undefined : typeof t.name === 'string' ? { text: t.name } : { source: t.name.source, flags: t.name.flags };
  return { role: t.role, name, css: t.css, nth: t.nth, within: t.within && serial(t.within) };
}

export type Probe =
  /** Marks the element with data-engine-target=arg, scrolled to the middle of the view; answers whether it exists. */
  | 'mark'
  /** The element's visible text (innerText), or null when it is not there. */
  | 'text'
  /** How many visible elements match (nth ignored). */
  | 'count'
  /** Whether the checkbox or radio is checked (null when not there). */
  | 'checked'
  /** The element's href, resolved (null when not there). */
  | 'href';

export function probe(op: Probe, t: SerialTarget | null, arg: string): string | number | boolean | null {
  const ROLES: Record<string, string> = {
    link: 'a[href]',
    button: 'button, input[type=submit], input[type=button], [role=button]',
    checkbox: 'input[type=checkbox]',
    radio: 'input[type=radio]',
    heading: 'h1, h2, h3, h4, h5, h6',
    dialog: 'dialog, [role=dialog]',
    status: '[role=status], output',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    field: 'input:not([type=hidden]), select, textarea',
    summary: 'summary',
  };
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const content = (n: Node): string => {
    if (n.nodeType === Node.TEXT_NODE) return (n as Text).data;
    if (!(n instanceof Element) || n.getAttribute('aria-hidden') === 'true' || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(n.tagName)) return '';
    if (getComputedStyle(n).display === 'none') return '';
    if (n instanceof HTMLImageElement) return n.alt;
    return [...n.childNodes].map(content).join('');
  };
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return norm(by.split(/\s+/).map((id) => content(document.getElementById(id) ?? document.createTextNode(''))).join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm([...labels].map(content).join(' '));
    if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')) return norm(el.value);
    return norm(content(el));
  };
  const matches = (el: Element, name: SerialTarget['name']) => {
    if (!name) return true;
    const n = nameOf(el);
    return 'text' in name ? n === name.text : new RegExp(name.source, name.flags).test(n);
  };
  const all = (s: SerialTarget | null): Element[] => {
    if (!s) return [document.body];
    const scope = s.within ? find(s.within) : document;
    if (!scope) return [];
    const selector = s.role ? ROLES[s.role]! : (s.css ?? '*');
    let found = [...scope.querySelectorAll(selector)];
    if (s.role && s.css) found = found.filter((el) => el.matches(s.css!));
    // A checkbox or radio may be drawn by its label: the label's visibility counts.
    return found.filter((el) => (visible(el) || [...((el as HTMLInputElement).labels ?? [])].some(visible)) && matches(el, s.name));
  };
  const find = (s: SerialTarget): Element | null => all(s)[s.nth ?? 0] ?? null;

  if (op === 'count') return all(t).length;
  const el = t ? find(t) : document.body;
  if (op === 'mark') {
    if (!el) return false;
    document.querySelectorAll('[data-engine-target]').forEach((e) => e.removeAttribute('data-engine-target'));
    // A checkbox drawn by its label is clicked where it is drawn.
    const labels = (el as HTMLInputElement).labels;
    const at = !visible(el) && labels && labels.length > 0 ? labels[0]! : el;
    at.scrollIntoView({ block: 'center', inline: 'center' });
    at.setAttribute('data-engine-target', arg);
    return true;
  }
  if (!el) return null;
  if (op === 'text') return (el as HTMLElement).innerText ?? el.textContent;
  if (op === 'checked') return (el as HTMLInputElement).checked;
  return (el as HTMLAnchorElement).href ?? null;
}
