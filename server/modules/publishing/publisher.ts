/**
 * Builds the site into a new folder and switches to it, for the publishing hook:
 * - debounced: hooks arriving within `debounceMs` of each other make one build (an editor
 *   publishing ten entries starts one build, after the last);
 * - single flight: never two builds at once; hooks arriving during a build queue exactly one more;
 * - `siteDir/builds/<id>/` is built, then `afterBuild` (the catalogue import) runs, then the
 *   `siteDir/current` symlink is replaced by a rename (atomic) and `onSwitch` tells the server;
 * - the served folder is always a `builds/<id>/` that no build writes into: at start, a site
 *   served from elsewhere (PUBLIC_DIR, the build workspace's `public/`) is copied in as the first
 *   live build (`adopt`);
 * - a failed build (or import) keeps the live site, is logged, and is kept in the status with
 *   the tail of its output; the last `keep` good builds stay on disk (in-flight requests finish
 *   on the folder they started in).
 */
import fs from 'node:fs';
import path from 'node:path';

export type BuildState = 'waiting' | 'building' | 'live' | 'replaced' | 'failed';

export interface BuildRecord {
  id: string;
  state: BuildState;
  trigger: string;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  error_tail: string | null;
}

export interface PublisherOptions {
  siteDir: string;
  debounceMs: number;
  keep: number;
  /** builds the site into `outDir`; rejects with the output's tail on failure */
  build: (outDir: string) => Promise<void>;
  /** runs on a good build before it goes live (the catalogue import); a throw fails the build */
  afterBuild?: (outDir: string) => Promise<void>;
  onSwitch?: (dir: string) => void;
  log?: { info(msg: string): void; error(msg: string): void };
}

export const CURRENT_LINK = 'current';
const HISTORY = 20;

export class Publisher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private queued: BuildRecord | null = null;
  private pending: BuildRecord | null = null;
  readonly builds: BuildRecord[] = [];
  private counter = 0;

  constructor(private readonly options: PublisherOptions) {
    fs.mkdirSync(path.join(options.siteDir, 'builds'), { recursive: true });
    try {
      this.builds.push(...(JSON.parse(fs.readFileSync(this.historyFile, 'utf8')) as BuildRecord[]));
    } catch {
      // no history yet
    }
    // A build that was waiting or running when the previous process stopped never finished.
    for (const b of this.builds) {
      if (b.state === 'waiting' || b.state === 'building') {
        b.state = 'failed';
        b.finished_at ??= new Date().toISOString();
        b.error_tail = 'The server stopped before this build finished.';
      }
    }
  }

  private get historyFile() {
    return path.join(this.options.siteDir, 'builds.json');
  }

  /** The live build's folder, or null before the first publish. */
  currentDir(): string | null {
    const link = path.join(this.options.siteDir, CURRENT_LINK);
    try {
      return fs.realpathSync(link);
    } catch {
      return null;
    }
  }

  /**
   * Before the first publish the server serves the folder it was started with (PUBLIC_DIR, by
   * default the build workspace's own `public/`, which the next `gatsby build` rewrites and then
   * copies away). That site is copied into `builds/<id>/` and made the live build, so that the
   * served folder is always one no build writes into. Does nothing when a build is live already
   * or `dir` holds no built site. Runs at server start, before anything is served.
   */
  adopt(dir: string): BuildRecord | null {
    if (this.currentDir() || !fs.existsSync(path.join(dir, 'index.html'))) return null;
    const record = this.record(`site served at start (${dir})`);
    const outDir = path.join(this.options.siteDir, 'builds', record.id);
    record.started_at = new Date().toISOString();
    fs.cpSync(dir, outDir, { recursive: true });
    this.goLive(record, outDir);
    record.finished_at = new Date().toISOString();
    this.save();
    return record;
  }

  /** A publish arrived: (re)starts the debounce; the build runs when it ends. */
  request(trigger: string): BuildRecord {
    if (!this.pending) this.pending = this.record(trigger);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const next = this.pending!;
      this.pending = null;
      if (this.running) {
        // One build at a time: the newest request waits for the running one, older waiting ones merge into it.
        if (this.queued) this.queued.state = 'replaced';
        this.queued = next;
      } else this.start(next);
    }, this.options.debounceMs);
    return this.pending;
  }

  /** Resolves when no build is waiting or running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.timer || this.running || this.pending || this.queued) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  status() {
    return { current: this.builds.find((b) => b.state === 'live')?.id ?? null, building: this.running !== null, builds: [...this.builds].reverse() };
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private record(trigger: string): BuildRecord {
    const now = new Date();
    // Sortable: time to the millisecond, then this process's counter.
    const id = `${now.toISOString().replace(/[-:.TZ]/g, '').slice(0, 17)}-${String(++this.counter).padStart(4, '0')}`;
    const record: BuildRecord = { id, state: 'waiting', trigger, requested_at: now.toISOString(), started_at: null, finished_at: null, error_tail: null };
    this.builds.push(record);
    while (this.builds.length > HISTORY) this.builds.shift();
    this.save();
    return record;
  }

  private start(record: BuildRecord) {
    this.running = this.run(record).finally(() => {
      this.running = null;
      const next = this.queued;
      this.queued = null;
      if (next) this.start(next);
    });
  }

  private async run(record: BuildRecord) {
    const { siteDir, build, afterBuild, onSwitch, log } = this.options;
    const outDir = path.join(siteDir, 'builds', record.id);
    record.state = 'building';
    record.started_at = new Date().toISOString();
    this.save();
    log?.info(`publishing: build ${record.id} started (${record.trigger})`);
    try {
      await build(outDir);
      if (afterBuild) await afterBuild(outDir);
      this.goLive(record, outDir);
      onSwitch?.(outDir);
      log?.info(`publishing: build ${record.id} is live`);
      this.prune();
    } catch (error) {
      record.state = 'failed';
      record.error_tail = String((error as Error).message ?? error).slice(-4000);
      fs.rmSync(outDir, { recursive: true, force: true });
      log?.error(`publishing: build ${record.id} failed; the live site is unchanged: ${record.error_tail}`);
    } finally {
      record.finished_at = new Date().toISOString();
      this.save();
    }
  }

  /** Atomic switch: a new symlink renamed over the old one; readers see the old or the new build, never neither. */
  private goLive(record: BuildRecord, outDir: string) {
    const { siteDir } = this.options;
    const tmp = path.join(siteDir, `${CURRENT_LINK}.${record.id}.tmp`);
    fs.symlinkSync(path.relative(siteDir, outDir), tmp);
    fs.renameSync(tmp, path.join(siteDir, CURRENT_LINK));
    for (const b of this.builds) if (b.state === 'live') b.state = 'replaced';
    record.state = 'live';
  }

  /** Keeps the newest `keep` built folders (the live one always). */
  private prune() {
    const buildsDir = path.join(this.options.siteDir, 'builds');
    const live = this.currentDir();
    const folders = fs.readdirSync(buildsDir).sort().reverse();
    for (const name of folders.slice(this.options.keep)) {
      const dir = path.join(buildsDir, name);
      if (dir !== live) fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  private save() {
    fs.writeFileSync(this.historyFile, JSON.stringify(this.builds, null, 1));
  }
}
