/**
 * Bytes sent on first load: the page's HTML, the JavaScript and CSS it references, each gzipped
 * as the server sends them. The floor is the same HTML with every script removed.
 */
import zlib from 'node:zlib';
import { bundlesAddedAfterFirstPaint } from '../src/node/post-build';

export interface BytesRow {
  page: string;
  path: string;
  html_gzip_kb: number;
  js_gzip_kb: number;
  css_gzip_kb: number;
  floor_html_gzip_kb: number;
  js_budget_kb: number | null;
  within_budget: boolean | null;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;

export function referencedAssets(html: string): { scripts: string[]; styles: string[]; inlineStyleBytes: number } {
  // Tags, and the bundles the page's loader adds after its first paint: both load at once.
  const scripts = [...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]), ...bundlesAddedAfterFirstPaint(html)];
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const inlineStyleBytes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + m[1].length, 0);
  return { scripts, styles, inlineStyleBytes };
}

export function stripScripts(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link[^>]*rel="(preload|prefetch)"[^>]*as="script"[^>]*>/g, '');
}

export async function measureBytes(baseUrl: string, pages: { name: string; path: string }[]): Promise<BytesRow[]> {
  const rows: BytesRow[] = [];
  for (const page of pages) {
    const html = await (await fetch(new URL(page.path, baseUrl))).text();
    const { scripts, styles } = referencedAssets(html);
    let js = 0;
    for (const src of scripts) js += gzipSize(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer()));
    let css = 0;
    for (const href of styles) css += gzipSize(Buffer.from(await (await fetch(new URL(href, baseUrl))).arrayBuffer()));
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    css += inlineCss ? gzipSize(inlineCss) : 0;
    const budget = page.name === 'home' ? 150 : null;
    rows.push({
      page: page.name,
      path: page.path,
      html_gzip_kb: kb(gzipSize(html)),
      js_gzip_kb: kb(js),
      css_gzip_kb: kb(css),
      floor_html_gzip_kb: kb(gzipSize(stripScripts(html))),
      js_budget_kb: budget,
      within_budget: budget === null ? null : kb(js) <= budget,
    });
  }
  return rows;
}
