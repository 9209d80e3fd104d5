import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Publisher } from './publisher';

function setup(build: (outDir: string) => Promise<void>, debounceMs = 30) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-site-'));
  const switched: string[] = [];
  const publisher = new Publisher({ siteDir, debounceMs, keep: 2, build, onSwitch: (dir) => switched.push(dir) });
  return { siteDir, publisher, switched };
}
const fakeBuild = (log: string[], ms = 40, fail = false) => async (outDir: string) => {
  log.push(`start ${path.basename(outDir)}`);
  await new Promise((resolve) => setTimeout(resolve, ms));
  if (fail) throw new Error('gatsby build exited with 1\nGraphQL error in tour page');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'index.html'), outDir);
  log.push(`end ${path.basename(outDir)}`);
};

describe('Publisher', () => {
  it('debounces a burst of hooks into one build and switches the current link to it', async () => {
    const log: string[] = [];
    const { publisher, siteDir, switched } = setup(fakeBuild(log));
    for (let i = 0; i < 5; i++) publisher.request('publish');
    await publisher.idle();
    expect(log.filter((l) => l.startsWith('start'))).toHaveLength(1);
    expect(switched).toHaveLength(1);
    expect(fs.readFileSync(path.join(siteDir, 'current', 'index.html'), 'utf8')).toBe(switched[0]);
    expect(publisher.status().builds[0].state).toBe('live');
  });

  it('never runs two builds at once: hooks during a build queue exactly one more', async () => {
    const log: string[] = [];
    const { publisher } = setup(fakeBuild(log, 150), 10);
    publisher.request('a');
    await new Promise((resolve) => setTimeout(resolve, 40));
    publisher.request('b');
    await new Promise((resolve) => setTimeout(resolve, 30));
    publisher.request('c');
    await publisher.idle();
    const order = log.map((l) => l.split(' ')[0]);
    expect(order).toEqual(['start', 'end', 'start', 'end']);
    expect(publisher.status().builds.map((b) => b.state)).toEqual(['live', 'replaced', 'replaced']);
  });

  it('keeps the live site when a build fails, and reports the error tail', async () => {
    const log: string[] = [];
    let fail = false;
    const { publisher, siteDir } = setup(async (dir) => fakeBuild(log, 10, fail)(dir));
    publisher.request('first');
    await publisher.idle();
    const live = fs.realpathSync(path.join(siteDir, 'current'));
    fail = true;
    publisher.request('second');
    await publisher.idle();
    expect(fs.realpathSync(path.join(siteDir, 'current'))).toBe(live);
    const [failed] = publisher.status().builds;
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed.error_tail).toContain('GraphQL error in tour page');
    expect(publisher.status().current).toBe(path.basename(live));
  });

  it('adopts the site served at start as the first live build, a copy that no build writes into', async () => {
    const served = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-public-'));
    fs.writeFileSync(path.join(served, 'index.html'), 'built from content/');
    const log: string[] = [];
    // The build writes into the folder served at start (a workspace's public/), as gatsby build does.
    const { publisher, siteDir } = setup(async (outDir) => {
      fs.writeFileSync(path.join(served, 'index.html'), 'half-written');
      await fakeBuild(log)(outDir);
    });
    const adopted = publisher.adopt(served);
    expect(adopted).toMatchObject({ state: 'live' });
    const live = path.join(siteDir, 'current', 'index.html');
    expect(fs.readFileSync(live, 'utf8')).toBe('built from content/');
    expect(publisher.adopt(served)).toBeNull();

    publisher.request('publish');
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Building: the live site is still the adopted copy, untouched.
    expect(fs.readFileSync(live, 'utf8')).toBe('built from content/');
    await publisher.idle();
    expect(publisher.status().builds.map((b) => b.state)).toEqual(['live', 'replaced']);
  });

  it('reports a build the previous process left unfinished as failed', () => {
    const { siteDir, publisher } = setup(fakeBuild([]));
    publisher.request('publish');
    publisher.stop();
    const again = new Publisher({ siteDir, debounceMs: 10, keep: 2, build: fakeBuild([]) });
    expect(again.status().builds[0]).toMatchObject({ state: 'failed', error_tail: 'The server stopped before this build finished.' });
  });

  it('keeps the last builds on disk and drops older ones', async () => {
    const { publisher, siteDir } = setup(fakeBuild([], 5), 5);
    for (let i = 0; i < 4; i++) {
      publisher.request(`p${i}`);
      await publisher.idle();
    }
    expect(fs.readdirSync(path.join(siteDir, 'builds'))).toHaveLength(2);
  });
});
