/**
 * Is the built site (public/) older than what it is built from? Compares the newest source
 * file time with the build's own stamp, so `npm start` rebuilds only when needed.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS = ['src', 'content', 'static', 'contract', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json'];
const IGNORED = new Set(['node_modules', '.generated', '__tests__']);

export function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (IGNORED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function siteNeedsBuild(root: string): { needed: boolean; reason: string } {
  const stamp = path.join(root, 'public', '_match-paths.json');
  let built: number;
  try {
    built = fs.statSync(stamp).mtimeMs;
    fs.statSync(path.join(root, 'public', 'index.html'));
    fs.statSync(path.join(root, 'public', '404.html'));
  } catch {
    return { needed: true, reason: 'no build found' };
  }
  const newest = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(root, input))));
  return newest > built ? { needed: true, reason: 'sources changed since the last build' } : { needed: false, reason: 'build is up to date' };
}
