import { buildCsp, bundlesAddedAfterFirstPaint, inlineScriptHashes, loadBundlesAfterFirstPaint, robotsTxt } from './post-build';

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

  it('adds the bundles, in order and async, only after the next frame has been painted', () => {
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

  it('adds them at once in a hidden tab, which paints nothing', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    new Function(loaderOf(loadBundlesAfterFirstPaint(page)))();
    expect(frame).not.toHaveBeenCalled();
    expect(added().map(([src]) => src)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
  });
});
