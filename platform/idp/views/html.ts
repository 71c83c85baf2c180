/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Path of the IdP pages' stylesheet (served by the platform). */
export const STYLESHEET_PATH = '/idp-assets/idp.css';

/**
 * The document every platform page shares (IdP, prints editor): en-GB, a skip link, one <main>;
 * no script, no inline style. Pages may add stylesheets and a class on <main>.
 */
export function page({ title, body, stylesheets = [], mainClass }: { title: string; body: string; stylesheets?: string[]; mainClass?: string }): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('')}</head>
<body>
<a class="skip-link" href="#main-content">Skip to main content</a>
<header class="header"><p class="header__brand">Keepsake</p></header>
<main id="main-content" class="main${mainClass ? ` ${escapeHtml(mainClass)}` : ''}" tabindex="-1">
${body}
</main>
</body>
</html>
`;
}
