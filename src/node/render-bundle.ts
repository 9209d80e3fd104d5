/**
 * Copies Gatsby's HTML renderer (`.cache/page-ssr/routes/`, the bundle that wrote the build's
 * pages) into the build as `_render/`, so that each built site, wherever the publishing hook
 * puts it, carries the renderer of its own pages (server/page-render.ts draws the signed-in
 * pages with it). Its source maps stay behind; `_` files are never served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RENDER_DIR } from '../../contract/site-serving';

export function copyRenderBundle(projectDir: string, publicDir: string): number {
  const from = path.join(projectDir, '.cache', 'page-ssr', 'routes');
  const to = path.join(publicDir, RENDER_DIR);
  fs.rmSync(to, { recursive: true, force: true });
  if (!fs.existsSync(from)) return 0;
  fs.mkdirSync(to, { recursive: true });
  const files = fs.readdirSync(from).filter((name) => name.endsWith('.js'));
  for (const name of files) fs.copyFileSync(path.join(from, name), path.join(to, name));
  return files.length;
}
