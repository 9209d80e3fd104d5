import { buildCsp, inlineScriptHashes, robotsTxt } from './post-build';

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
