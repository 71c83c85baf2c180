/** Small HTML helpers for the outbox pages (every value escaped). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Escapes text and turns http(s) URLs into links, so confirmation links can be followed. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px 24px;color:#1d2327;line-height:1.5}
table{border-collapse:collapse;width:100%;max-width:1100px}
th,td{text-align:left;padding:8px;border-bottom:1px solid #6f7c84;vertical-align:top}
a{color:#0b5d6b}:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
pre{white-space:pre-wrap;word-break:break-word;background:#f3f5f6;padding:12px;max-width:1100px}
iframe{width:100%;max-width:1100px;height:420px;border:1px solid #6f7c84}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
