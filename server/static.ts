/**
 * Serves the built Gatsby site from `public/`:
 * - hashed assets (JS, CSS, /static/) with long immutable caching;
 * - HTML, page-data and app-data revalidated on every visit;
 * - client-only routes (matchPath, e.g. /user/*) answered with their shell page;
 * - a path without its trailing slash redirected to the canonical one;
 * - the itinerary download's query address (?tour_id=…) redirected to the tour's pre-rendered itinerary;
 * - anything else answered with the 404 page and status 404;
 * - a form posted natively to a page (before the page was interactive) sent back to it by a 303;
 * - the build's Brotli and gzip copies sent when the browser accepts them;
 * - a signed-in page requested with the session cookie drawn with the visitor's data (page-render.ts).
 *
 * Which folder is served can change while the server runs (`app.switchSite(dir)`, called by the
 * publishing hook after a rebuild): the new folder's `_match-paths.json` and `_csp.json` are read
 * first, then one reference is swapped; a request in flight finishes on the folder it began with.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSP_FILE, MATCH_PATHS_FILE, REVALIDATE, cacheControlFor, matchPathTester } from '../contract/site-serving';
import { ITINERARY_DOWNLOAD_PATH, itineraryPageFor } from '../contract/itinerary-address';
import { SEARCH_PATH, searchPageFor } from '../contract/search-address';
import { createPageRenderer, searchOf } from './page-render';
import { signedInPageOf } from '../contract/signed-in-pages';

export interface StaticSiteOptions {
  root: string;
}

interface MatchPath {
  path: string;
  matchPath: string;
}

// The rules live with the build's portable copies of them (contract/site-serving.ts).
export { CSP_FILE, MATCH_PATHS_FILE, cacheControlFor, matchPathTester };

/**
 * Query addresses whose pages the build pre-rendered at paths of their own, so they paint from
 * their HTML: a running tour's itinerary, and the search results of any time. Each gives the
 * page for a query, or null; the page must exist in this build.
 */
const PRE_RENDERED_QUERY_ADDRESSES: Record<string, (query: string) => string | null> = {
  [ITINERARY_DOWNLOAD_PATH]: itineraryPageFor,
  [SEARCH_PATH]: searchPageFor,
};

/** A request's path, percent-decoded; null when it cannot be parsed or decoded. */
function decodedPath(rawUrl: string): string | null {
  try {
    return decodeURIComponent(new URL(rawUrl, 'http://x').pathname);
  } catch {
    return null;
  }
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves the built site in `dir` from now on, with its manifests and CSP (no restart). */
    switchSite(dir: string): void;
  }
}

/** One built site: its folder and the manifests read from it. */
function loadSite(root: string) {
  const matchPaths = readJson<MatchPath[]>(path.join(root, MATCH_PATHS_FILE), [])
    // The most specific pattern wins.
    .sort((a, b) => b.matchPath.length - a.matchPath.length)
    .map((entry) => ({ ...entry, test: matchPathTester(entry.matchPath) }));
  const policies = readJson<{ policies?: Record<string, string> }>(path.join(root, CSP_FILE), {}).policies ?? {};
  return { root: path.resolve(root), matchPaths, policies };
}
type Site = ReturnType<typeof loadSite>;

export default fp<StaticSiteOptions>(async (app, { root }) => {
  let current = loadSite(root);
  app.decorate('switchSite', (dir: string) => {
    current = loadSite(dir);
  });

  // The build writes .br and .gz copies of every text file (src/node/precompress.ts): they are
  // sent as they are when the browser accepts them, so nothing is compressed per request.
  await app.register(fastifyStatic, { root, serve: false, dotfiles: 'deny', preCompressed: true });

  /** A page's own CSP, from the build's manifest. */
  const withPolicy = (site: Site, reply: FastifyReply, relativeFile: string) => {
    const csp = site.policies[relativeFile];
    return csp ? reply.header('Content-Security-Policy', csp) : reply;
  };

  const sendPage = (site: Site, reply: FastifyReply, relativeFile: string, status = 200) =>
    withPolicy(site, reply.status(status).header('Cache-Control', REVALIDATE), relativeFile).sendFile(relativeFile, site.root, { cacheControl: false });

  const renderSignedIn = createPageRenderer(app);
  /** A page drawn for this visitor's session: private, never stored by a cache. */
  const sendRendered = (site: Site, reply: FastifyReply, relativeFile: string, html: string) => {
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie').type('text/html; charset=utf-8');
    return withPolicy(site, reply, relativeFile).send(html);
  };

  const fileExists = (site: Site, relative: string) => {
    const full = path.join(site.root, relative);
    // Never leave the public folder, whatever the request path says.
    if (!full.startsWith(site.root + path.sep)) return false;
    try {
      return fs.statSync(full).isFile();
    } catch {
      return false;
    }
  };

  /** The shell page of the client-only route that answers this path, if there is one. */
  const clientShellFor = (site: Site, pathname: string) => {
    const clientRoute = site.matchPaths.find((entry) => entry.test(pathname));
    const shell = clientRoute && path.posix.join(clientRoute.path.replace(/^\/+/, ''), 'index.html');
    return shell && fileExists(site, shell) ? shell : undefined;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The site as it is when the request arrives: a switch during it does not change its folder.
    const site = current;
    const pathname = decodedPath(request.url);
    if (pathname === null) return sendPage(site, reply, '404.html', 404);
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return sendPage(site, reply, '404.html', 404);
    const relative = pathname.replace(/^\/+/, '');
    if (relative.startsWith('_')) return sendPage(site, reply, '404.html', 404);

    if (relative && fileExists(site, relative)) {
      if (relative.endsWith('.html')) return sendPage(site, reply, relative);
      reply.header('Cache-Control', cacheControlFor(relative));
      return reply.sendFile(relative, site.root, { cacheControl: false });
    }
    const query = searchOf(request.url);
    // A query address the build pre-rendered at a path of its own goes there.
    const target = PRE_RENDERED_QUERY_ADDRESSES[pathname]?.(query);
    if (target && fileExists(site, path.posix.join(target.slice(1), 'index.html'))) {
      reply.header('Cache-Control', REVALIDATE);
      return reply.redirect(target, 302);
    }
    const indexFile = path.posix.join(relative, 'index.html');
    if (fileExists(site, indexFile)) {
      if (relative && !pathname.endsWith('/')) return reply.redirect(`${pathname}/${query}`, 301);
      return sendPageFor(site, request, reply, pathname, query, indexFile);
    }
    const shell = clientShellFor(site, pathname);
    return shell ? sendPageFor(site, request, reply, pathname, query, shell) : sendPage(site, reply, '404.html', 404);
  };

  /** A page drawn for the request's session where it is one of those, else its static file. */
  const sendPageFor = async (site: Site, request: FastifyRequest, reply: FastifyReply, pathname: string, query: string, file: string) => {
    const drawnPage = signedInPageOf(pathname, query);
    if (drawnPage) {
      const rendered = await renderSignedIn(site.root, file, drawnPage, request, reply);
      if (rendered) return sendRendered(site, reply, file, rendered);
      // The same address is drawn per session when the request has one: no shared cache may answer for it.
      reply.header('Vary', 'Cookie');
    }
    return sendPage(site, reply, file);
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler, schema: { hide: true } });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler, schema: { hide: true } });

  // The pages the GET handler answers with 200 (or its trailing-slash redirect).
  const isPage = (site: Site, pathname: string) =>
    fileExists(site, path.posix.join(pathname.replace(/^\/+/, ''), 'index.html')) || clientShellFor(site, pathname) !== undefined;

  // A form submitted before the page has become interactive reaches the server natively (the
  // password forms post, so nothing lands in a URL). Its page is sent again, by a GET, rather
  // than an API error; the body is read, never kept. Unknown API paths keep their JSON 404.
  await app.register(async (forms) => {
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) => done(null, undefined));
    forms.post('/*', { schema: { hide: true } }, async (request, reply) => {
      const site = current;
      const pathname = decodedPath(request.url);
      if (pathname === null) return sendPage(site, reply, '404.html', 404);
      if (pathname.startsWith('/api/')) return reply.callNotFound();
      if (!isPage(site, pathname)) return sendPage(site, reply, '404.html', 404);
      // Rebuilt from the parsed path, so `//other.site/` cannot become an address elsewhere.
      const url = new URL(request.url, 'http://x');
      return reply.redirect(`/${url.pathname.replace(/^\/+/, '')}${url.search}`, 303);
    });
  });
});
