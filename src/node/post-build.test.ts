import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUNDLE_WAIT_MS,
  buildCsp,
  bundlesAddedAfterFirstPaint,
  inlineScriptHashes,
  loadBundlesAfterFirstPaint,
  rewritePageBundles,
  robotsTxt,
  writeServerManifests,
} from './post-build';

describe('post-build manifests', () => {
  it('hashes inline scripts but not external ones', () => {
    const html = '<script>window.a=1</script><script src="/app.js"></script><script id="x">b()</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  });

  it('allows exactly those inline scripts and forbids framing', () => {
    const policy = buildCsp(["'sha256-abc'"], {});
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('points robots at the absolute sitemap and keeps private areas out', () => {
    const robots = robotsTxt('https://www.keatrails.co.nz');
    expect(robots).toContain('Sitemap: https://www.keatrails.co.nz/sitemap-index.xml');
    expect(robots).toContain('Disallow: /bookings/');
    expect(robots).toContain('Disallow: /user/');
    expect(robots).toContain('Disallow: /staff/');
    // Longest match wins (RFC 9309): the sign-in and sign-up pages stay crawlable.
    expect(robots).toContain('Allow: /user/sign-in/');
    expect(robots).toContain('Allow: /user/sign-up/');
  });
});

describe('inline script hashes', () => {
  it('leaves JSON-LD data blocks out', () => {
    expect(inlineScriptHashes('<script type="application/ld+json">{"a":1}</script>')).toEqual([]);
    expect(inlineScriptHashes('<script type="text/javascript">a()</script>')).toHaveLength(1);
  });
});

describe('bundles after the first paint', () => {
  const page =
    '<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>';
  const loaderOf = (html: string) => /<script id="gatsby-bundles">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const added = () => [...document.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]);

  afterEach(() => {
    document.querySelectorAll('script[src]').forEach((script) => script.remove());
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it("replaces Gatsby's async bundle tags with one inline loader, once", () => {
    const html = loadBundlesAfterFirstPaint(page);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-chunk-mapping">');
    expect(html).toMatch(/<script id="gatsby-bundles">[^<]*\["\/webpack-runtime-1.js","\/framework-2.js","\/app-3.js"\][^<]*<\/script><\/body>/);
    expect(loadBundlesAfterFirstPaint(html)).toBe(html);
    expect(bundlesAddedAfterFirstPaint(html)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    expect(bundlesAddedAfterFirstPaint(page)).toEqual([]);
    expect(inlineScriptHashes(html)).toHaveLength(2);
    expect(loadBundlesAfterFirstPaint('<html><body><p>No scripts</p></body></html>')).toBe('<html><body><p>No scripts</p></body></html>');
  });

  it('without paint timing, adds the bundles, in order and async, a frame after the first', () => {
    jest.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    new Function(loaderOf(loadBundlesAfterFirstPaint(page)))();
    expect(added()).toEqual([]);
    frame?.(0);
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual([
      ['/webpack-runtime-1.js', true],
      ['/framework-2.js', true],
      ['/app-3.js', true],
    ]);
  });

  describe('in a browser with paint timing', () => {
    /** A stand-in for the browser's PerformanceObserver: the test reports the entries. */
    const observers: { type: string; report: (entries: object[]) => void; connected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private entry?: (typeof observers)[number];
      constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {}
      observe({ type }: { type: string }) {
        this.entry = { type, connected: true, report: (entries) => this.entry!.connected && this.callback({ getEntries: () => entries }) };
        observers.push(this.entry);
      }
      disconnect() {
        if (this.entry) this.entry.connected = false;
      }
    }
    const report = (type: string, entry: object) => observers.filter((o) => o.type === type).forEach((o) => o.report([entry]));

    beforeEach(() => {
      observers.length = 0;
      jest.useFakeTimers();
      (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    });
    afterEach(() => {
      delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
      document.body.innerHTML = '';
    });

    it('adds the bundles once the first paint has reached the screen, not a frame later', () => {
      new Function(loaderOf(loadBundlesAfterFirstPaint(page)))();
      jest.advanceTimersByTime(100);
      expect(added()).toEqual([]);
      report('paint', { name: 'first-paint' });
      expect(added().map(([src]) => src)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
      expect(observers.every((o) => !o.connected)).toBe(true);
    });

    /** Pictures in the first screen (jsdom lays nothing out: each is given its box). */
    function pictures(...tops: number[]) {
      document.body.innerHTML = tops.map((top) => `<img src="/p${top}.jpg" alt="">`).join('');
      const images = [...document.querySelectorAll('img')];
      images.forEach((image, n) => {
        jest.spyOn(image, 'getBoundingClientRect').mockReturnValue({ top: tops[n], bottom: tops[n] + 200, width: 300, height: 200 } as DOMRect);
      });
      return images;
    }

    it("waits for the first screen's pictures to be painted, and adds them once", () => {
      const [banner, card] = pictures(0, 300);
      new Function(loaderOf(loadBundlesAfterFirstPaint(page)))();
      report('paint', { name: 'first-contentful-paint' });
      report('largest-contentful-paint', { element: banner });
      expect(added()).toEqual([]);
      report('largest-contentful-paint', { element: card });
      expect(added()).toHaveLength(3);
      jest.runAllTimers();
      expect(added()).toHaveLength(3);
    });

    it('pictures below the first screen do not hold them back', () => {
      pictures(window.innerHeight + 10);
      new Function(loaderOf(loadBundlesAfterFirstPaint(page)))();
      report('paint', { name: 'first-contentful-paint' });
      expect(added()).toHaveLength(3);
    });

    it('a picture that fails, or arrives without being the largest paint, does not hold them back', () => {
      const [failing, small] = pictures(0, 100);
      new Function(loaderOf(loadBundlesAfterFirstPaint(page)))();
      report('paint', { name: 'first-contentful-paint' });
      failing.dispatchEvent(new Event('error'));
      small.dispatchEvent(new Event('load'));
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(300);
      expect(added()).toHaveLength(3);
    });

    it(`adds them after ${BUNDLE_WAIT_MS} ms whatever has been painted`, () => {
      pictures(0);
      new Function(loaderOf(loadBundlesAfterFirstPaint(page)))();
      jest.advanceTimersByTime(BUNDLE_WAIT_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toHaveLength(3);
    });
  });

  it('adds them at once in a hidden tab, which paints nothing', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    new Function(loaderOf(loadBundlesAfterFirstPaint(page)))();
    expect(frame).not.toHaveBeenCalled();
    expect(added().map(([src]) => src)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
  });
});

describe('the build stops when a page has no bundles to rewrite', () => {
  const page =
    '<html><body><div id="___gatsby"></div><script src="/webpack-runtime-1.js" async></script><script src="/app-3.js" async></script></body></html>';
  // What a Gatsby that wrote its bundles as deferred modules would leave unmatched.
  const changedGatsby = '<html><body><div id="___gatsby"></div><script type="module" src="/app-3.js" defer></script></body></html>';
  let publicDir: string;

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  function writePage(relative: string, html: string) {
    fs.mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, relative), html);
  }

  it("rewrites a page's bundle tags, and accepts a page rewritten before", () => {
    const rewritten = rewritePageBundles('index.html', page);
    expect(bundlesAddedAfterFirstPaint(rewritten)).toEqual(['/webpack-runtime-1.js', '/app-3.js']);
    expect(rewritePageBundles('index.html', rewritten)).toBe(rewritten);
  });

  it('names the page and what it expected when the tags are not there', () => {
    expect(() => rewritePageBundles('tours/index.html', changedGatsby)).toThrow(
      /post-build: tours\/index\.html has none of the bundle tags Gatsby writes before <\/body> \(a row of <script src="\/….js" async><\/script>\)/,
    );
  });

  it('fails writing the manifests when one page of the build has no tags', () => {
    writePage('index.html', page);
    writePage('tours/index.html', changedGatsby);

    expect(() => writeServerManifests(publicDir, [])).toThrow(/tours\/index\.html/);
  });

  it("rewrites every page and writes each one's policy; Gatsby's slices need no tags", () => {
    writePage('index.html', page);
    writePage('about-us/index.html', page);
    writePage('_gatsby/slices/_gatsby-scripts-1.html', '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>');

    // A client-only page (/user/*): its HTML is a shell, so its component's scripts come with the app's.
    writePage('user/[...]/index.html', page.replace('<body>', '<head><title>Account</title></head><body>'));
    writePage('page-data/user/[...]/page-data.json', JSON.stringify({ componentChunkName: 'component---src-pages-user-tsx', path: '/user/[...]/', matchPath: '/user/*', staticQueryHashes: ['77'] }));

    // A page behind sign-in (its head sends a visitor without a session away) is a frame: the same.
    writePage('user/favourites/index.html', page.replace('<body>', '<head><script id="sign-in-first">go()</script></head><body>'));
    writePage('page-data/user/favourites/page-data.json', JSON.stringify({ componentChunkName: 'component---src-pages-user-favourites-tsx', path: '/user/favourites/' }));
    // A client-rendered page's pre-rendered frame (a booking step): its content comes with its scripts and data too.
    writePage('bookings/review/index.html', page.replace('<body>', '<head><title>Review</title></head><body>'));
    writePage('page-data/bookings/review/page-data.json', JSON.stringify({ componentChunkName: 'component---src-pages-bookings-tsx', path: '/bookings/review/' }));
    writePage(
      'webpack.stats.json',
      JSON.stringify({
        namedChunkGroups: {
          'component---src-pages-bookings-tsx': { assets: ['component---src-pages-bookings-tsx-8.js'] },
          'component---src-pages-user-tsx': { assets: [{ name: 'commons-4.js' }, { name: 'app-3.js' }, { name: 'component---src-pages-user-tsx.5.css' }, { name: 'component---src-pages-user-tsx-6.js' }] },
          'component---src-pages-user-favourites-tsx': { assets: ['component---src-pages-user-favourites-tsx-7.js'] },
        },
      }),
    );

    writeServerManifests(publicDir, [{ path: '/user/[...]/', matchPath: '/user/*' }], ['/bookings/review/']);

    for (const file of ['index.html', 'about-us/index.html']) {
      expect(bundlesAddedAfterFirstPaint(fs.readFileSync(path.join(publicDir, file), 'utf8'))).toEqual(['/webpack-runtime-1.js', '/app-3.js']);
    }
    expect(bundlesAddedAfterFirstPaint(fs.readFileSync(path.join(publicDir, 'user/[...]/index.html'), 'utf8'))).toEqual([
      '/webpack-runtime-1.js',
      '/app-3.js',
      '/commons-4.js',
      '/component---src-pages-user-tsx-6.js',
    ]);
    // ... and the data Gatsby reads before drawing it is preloaded, as its runtime fetches it.
    // Its scripts download while the HTML is parsed (they still run after the first paint).
    const preloads = (file: string) => [...fs.readFileSync(path.join(publicDir, file), 'utf8').matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="anonymous")?\/>/g)].map((m) => `${m[2]} ${m[1]}${m[3] ? ' cors' : ''}`);
    expect(preloads('user/[...]/index.html')).toEqual([
      'script /webpack-runtime-1.js',
      'script /app-3.js',
      'script /commons-4.js',
      'script /component---src-pages-user-tsx-6.js',
      'fetch /page-data/app-data.json cors',
      'fetch /page-data/user/[...]/page-data.json cors',
      'fetch /page-data/sq/d/77.json cors',
    ]);
    expect(preloads('index.html')).toEqual([]);
    // A frame paints from its HTML: its scripts come with the app's but are not preloaded, its data is.
    expect(bundlesAddedAfterFirstPaint(fs.readFileSync(path.join(publicDir, 'bookings/review/index.html'), 'utf8'))).toEqual([
      '/webpack-runtime-1.js',
      '/app-3.js',
      '/component---src-pages-bookings-tsx-8.js',
    ]);
    expect(preloads('bookings/review/index.html')).toEqual([
      'fetch /page-data/app-data.json cors',
      'fetch /page-data/bookings/review/page-data.json cors',
    ]);
    // A page behind sign-in preloads the same only once its sign-in script has let the visitor stay.
    const favourites = fs.readFileSync(path.join(publicDir, 'user/favourites/index.html'), 'utf8');
    expect(preloads('user/favourites/index.html')).toEqual([]);
    expect(bundlesAddedAfterFirstPaint(favourites)).toEqual(['/webpack-runtime-1.js', '/app-3.js', '/component---src-pages-user-favourites-tsx-7.js']);
    const framePreloads = /<script id="frame-preloads">([\s\S]*?)<\/script><\/head>/.exec(favourites)?.[1] ?? '';
    const added = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}${l.getAttribute('crossorigin') === 'anonymous' ? ' cors' : ''}`);
    new Function(framePreloads)();
    expect(added()).toEqual([]);
    (window as unknown as Record<string, unknown>).__keaSignedIn = 1;
    new Function(framePreloads)();
    expect(added()).toEqual([
      'script /webpack-runtime-1.js',
      'script /app-3.js',
      'script /component---src-pages-user-favourites-tsx-7.js',
      'fetch /page-data/app-data.json cors',
      'fetch /page-data/user/favourites/page-data.json cors',
    ]);
    // Drawn by the server with the visitor's data (its seed script first in the head): the data only.
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    const seed = document.createElement('script');
    seed.id = 'kea-seed';
    seed.type = 'application/json';
    document.head.appendChild(seed);
    new Function(framePreloads)();
    expect(added()).toEqual(['fetch /page-data/app-data.json cors', 'fetch /page-data/user/favourites/page-data.json cors']);
    seed.remove();
    delete (window as unknown as Record<string, unknown>).__keaSignedIn;
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    expect(inlineScriptHashes(favourites)).toHaveLength(3);
    const { policies } = JSON.parse(fs.readFileSync(path.join(publicDir, '_csp.json'), 'utf8'));
    expect(Object.keys(policies).sort()).toEqual([
      '_gatsby/slices/_gatsby-scripts-1.html',
      'about-us/index.html',
      'bookings/review/index.html',
      'index.html',
      'user/[...]/index.html',
      'user/favourites/index.html',
    ]);
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, '_match-paths.json'), 'utf8'))).toEqual([{ path: '/user/[...]/', matchPath: '/user/*' }]);
  });
});
