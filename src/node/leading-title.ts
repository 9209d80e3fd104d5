/**
 * Content bodies sometimes open with a heading that repeats the page title; the banner already
 * shows the title as the page's h1, so the repeat is dropped.
 */
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim()
    .toLowerCase();

export function withoutLeadingTitle(html: string, title: string): string {
  const match = html.match(/^\s*<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>\s*/);
  if (!match || decode(match[1]) !== decode(title)) return html;
  return html.slice(match[0].length);
}
