import { loadScript } from './load-script';

export type ModuleName = 'KeepsakeChat' | 'KeepsakeFeedback';
export interface WidgetOptions {
  labels: Record<string, string>;
  locale: string;
}
/** What a widget script puts on `window`: one `mount` into a container the page gives. */
interface WidgetModule {
  mount(container: HTMLElement, options: WidgetOptions): void;
}

/** The spec's words (§8 "Chat module not loaded is logged"), and the feedback widget's likewise. */
export const NOT_LOADED: Record<ModuleName, string> = {
  KeepsakeChat: 'chat module not loaded',
  KeepsakeFeedback: 'feedback module not loaded',
};

interface Mount {
  src: string;
  name: ModuleName;
  options: WidgetOptions;
  /** Where to mount once loaded; null when the page no longer wants it. */
  container: () => HTMLElement | null;
  load?: (src: string) => Promise<void>;
  scope?: Partial<Record<ModuleName, WidgetModule>>;
}

/**
 * Loads the script and mounts its widget. A script that fails to load, or loads without its
 * module, is logged in the browser's console (where the retailer's browser error monitoring reads
 * it) with the spec's words, and nothing is shown: the page goes on without it.
 */
export async function mountWidget({ src, name, options, container, load = loadScript, scope }: Mount): Promise<boolean> {
  try {
    await load(src);
    const widget = (scope ?? (window as unknown as Partial<Record<ModuleName, WidgetModule>>))[name];
    if (!widget || typeof widget.mount !== 'function') throw new Error(`${src} has no ${name}`);
    const into = container();
    if (into) widget.mount(into, options);
    return true;
  } catch (error) {
    console.error(NOT_LOADED[name], { src, reason: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
