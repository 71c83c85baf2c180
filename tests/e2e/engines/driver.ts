/**
 * What the engine tasks need of a browser, and nothing more: each engine's adapter (firefox.ts,
 * webkit.ts) implements it with its own driver library, and the tasks (tasks-*.ts) are written
 * once against it, through browse.ts. Paths are the app's (APP_URL is prepended).
 */
export interface EngineDriver {
  /** 'firefox', 'firefox-no-js', 'webkit': the engine and its JavaScript setting. */
  readonly name: string;
  readonly js: boolean;
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  title(): Promise<string>;
  /** Runs `fn` in the page with `args` (JSON values) and answers its (JSON) result. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R>;
  /** A click on the element `css` finds, as a pointer would (in view first). */
  click(css: string): Promise<void>;
  /** Empties the field `css` finds and types `text` into it, key by key. */
  type(css: string, text: string): Promise<void>;
  /** Chooses `files` (absolute paths) in the file input `css` finds. */
  setFiles(css: string, files: string[]): Promise<void>;
  /** The app's cookies (httpOnly ones too) as a Cookie header, to fetch what a link offers. */
  cookieHeader(): Promise<string>;
  /** Uncaught errors and unhandled rejections the pages reported since the last call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The in-page error collector (both adapters install it): uncaught errors and rejections, kept on window. */
export function collectErrors(): void {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const errors: string[] = (w.__engineErrors = []);
  window.addEventListener('error', (e) => errors.push(`${e.message} (${e.filename}:${e.lineno})`));
  window.addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${String(e.reason)}`));
}

/** Answers and empties the collector's list. */
export function drainErrors(): string[] {
  const w = window as unknown as { __engineErrors?: string[] };
  return (w.__engineErrors ?? []).splice(0);
}
