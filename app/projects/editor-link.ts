/**
 * Where a saved project opens: the storefront's editor (its menu configuration's EditorUrl) with
 * the project's id; null when the editor address is not an http(s) URL (never followed).
 */
export function projectEditorUrl(editorUrl: string, projectId: string): string | null {
  try {
    const url = new URL(editorUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('projectId', projectId);
    return url.href;
  } catch {
    return null;
  }
}

/** The app's own address that checks the project is the customer's, then goes to the editor. */
export const openHref = (id: string) => `/saved-projects/${encodeURIComponent(id)}/open`;
