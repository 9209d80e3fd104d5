import fs from 'node:fs';
import path from 'node:path';

/** Reads `.env` at the repository root into process.env (variables already set win). */
export function loadEnvFile(root = path.resolve(__dirname, '..')) {
  const file = path.join(root, '.env');
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, name, raw] = match;
    if (process.env[name] !== undefined) continue;
    process.env[name] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
}
