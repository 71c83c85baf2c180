/**
 * Loads a third party's script once per page life, outside the app's bundle (decision 2130),
 * with the page's CSP nonce: browsers hide the nonce attribute but keep the element's `nonce`
 * property, so it is read from a script the server rendered. A failed load is forgotten, so a
 * later page may try again.
 */
const loading = new Map<string, Promise<void>>();

function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.nonce = pageNonce();
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, loaded);
  loaded.catch(() => loading.delete(src));
  return loaded;
}
