/** Time of `gatsby build` from clean, and after a one-file content change. */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export interface BuildRow {
  case: string;
  seconds: number;
}

function timedBuild(root: string): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('gatsby build failed');
  return Math.round(Number(process.hrtime.bigint() - started) / 1e8) / 10;
}

export async function measureBuild(root: string): Promise<BuildRow[]> {
  fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true });
  const clean = timedBuild(root);
  // One content file changes (a tour's description gains a sentence), then it is restored.
  const toursDir = path.join(root, 'content', 'tours');
  const file = path.join(toursDir, fs.readdirSync(toursDir).filter((f) => f.endsWith('.json')).sort()[0]);
  const original = fs.readFileSync(file, 'utf8');
  const tour = JSON.parse(original);
  tour.short_description_markdown = `${tour.short_description_markdown} Updated for the benchmark.`;
  fs.writeFileSync(file, JSON.stringify(tour, null, 2));
  let incremental: number;
  try {
    incremental = timedBuild(root);
  } finally {
    fs.writeFileSync(file, original);
  }
  timedBuild(root);
  return [
    { case: 'gatsby build from clean', seconds: clean },
    { case: 'gatsby build after a one-file content change', seconds: incremental },
  ];
}
