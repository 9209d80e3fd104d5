import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A hash of every stylesheet under `dir` (paths and contents). Gatsby inlines each page's CSS
 * into its HTML, yet rebuilds a page's HTML only when its data or the server-side bundle
 * changed: after a change to CSS alone an incremental build (`npm start` on a pulled checkout)
 * kept the old rules inlined. Salting the server-side bundle's hash with this one marks every
 * page for rendering again when a stylesheet changes.
 */
export function stylesheetHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.css')).sort();
  for (const file of files) {
    hash.update(file.split(path.sep).join('/')).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
