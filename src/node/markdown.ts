/**
 * Markdown from content becomes sanitised HTML at build time, so no markdown parser or
 * sanitiser ships to the browser and no content field can inject script.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { withoutLeadingTitle } from './leading-title';

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: {
    // External links open safely in a new tab; internal links stay in the site.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
    },
  },
};

export interface MarkdownOptions {
  /**
   * The level the body's highest heading must have: a page body sits under the page's h1, so its
   * headings start at h2 whatever level the editor picked (a body of h3s under an h1 skips a level,
   * which screen reader users navigate by).
   */
  topHeading?: 2 | 3;
  /** The page's title: a body that opens by repeating it loses that heading (the banner shows it as the h1). */
  title?: string;
}

export function markdownToHtml(markdown: string | null | undefined, options: MarkdownOptions = {}): string {
  if (!markdown) return '';
  let html = sanitizeHtml(marked.parse(markdown, { async: false, gfm: true, breaks: false }) as string, allowed).trim();
  if (options.title) html = withoutLeadingTitle(html, options.title);
  return options.topHeading ? withTopHeading(html, options.topHeading) : html;
}

/** Moves every heading up by the same number of levels, so the highest is `top`; deeper bodies keep their outline. */
function withTopHeading(html: string, top: number): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = Math.min(...levels) - top;
  if (shift <= 0) return html;
  return html.replace(/<(\/?)h([1-6])([\s>])/g, (_, close: string, level: string, after: string) => `<${close}h${Number(level) - shift}${after}`);
}
