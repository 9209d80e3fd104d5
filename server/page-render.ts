/**
 * The signed-in pages drawn on the server with the visitor's data (contract/signed-in-pages.ts,
 * issue 22). For a page request carrying the session cookie: the page's API reads are made for
 * that session (through the app itself, so each is the route the browser would have called,
 * with its checks and limits, for the visitor's address), the page is rendered by the build's
 * own HTML renderer (Gatsby's render-page.js, copied into the build as `_render/`) with a store
 * seeded from those answers, and the answers go into the page for the browser's store.
 *
 * Anything short of that (no cookie, an expired session, a failed read, no renderer in this
 * build, a render error, the render budget spent) gives null: the caller sends the static page,
 * which works as it always did. A session the API refuses has its cookie removed.
 *
 * Rendering takes the event loop (15–50 ms a page here, with its reads), so it has a budget per second: a crowd
 * of signed-in page loads gets the static pages past it rather than slowing everything else.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readsOfPage, PAGE_SEED_ID, seedScriptBody, sessionCookieString, sessionFromCookieHeader, type PageSeed, type SignedInPage } from '../contract/signed-in-pages';
import { RENDER_DIR, RENDER_ENTRY } from '../contract/site-serving';
import { todayInNz } from '../contract/dates';

/** Render time allowed per second of wall clock, in ms (a quarter of the event loop). */
export const RENDER_BUDGET_MS_PER_SECOND = 250;

const seedOfRender = new AsyncLocalStorage<PageSeed>();
// The render bundle reads the seed of the render in progress from here (src/state/page-seed.ts).
globalThis.__keaRenderSeed = seedOfRender;

/**
 * While a render is under way, AsyncLocalStorage keeps a hook on every promise the process
 * makes. Disabled once none is (run() enables it again), so the API's requests between renders
 * do not pay for it: 1–2 % of a booking detail's CPU.
 */
let rendersUnderWay = 0;
function stopRenderContext() {
  if (--rendersUnderWay === 0) seedOfRender.disable();
}

interface RenderPage {
  default(args: Record<string, unknown>): Promise<{ html: string }>;
}

interface PageInputs {
  pageData: { staticQueryHashes?: string[] } & Record<string, unknown>;
  staticQueryContext: Record<string, unknown>;
  html: string;
}

const BODY_START = '<div id="___gatsby">';

/** [start, end) of the page's root element in an HTML document: React's output closes every div it opens. */
export function rootElementRange(html: string): [number, number] | null {
  const start = html.indexOf(BODY_START);
  if (start < 0) return null;
  const tag = /<div[\s>]|<\/div>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return [start, match.index + match[0].length];
  }
  return null;
}

/** The static page with its root element replaced by the rendered one, and the seed in its head. */
export function composePage(staticHtml: string, renderedHtml: string, seed: PageSeed): string | null {
  const into = rootElementRange(staticHtml);
  const from = rootElementRange(renderedHtml);
  const head = staticHtml.indexOf('<head>');
  if (!into || !from || head < 0 || head > into[0]) return null;
  const afterHead = head + '<head>'.length;
  // First in the head: the early-reads script there skips its reads when the page has its data.
  const seedScript = `<script id="${PAGE_SEED_ID}" type="application/json">${seedScriptBody(seed)}</script>`;
  return (
    staticHtml.slice(0, afterHead) + seedScript + staticHtml.slice(afterHead, into[0]) + renderedHtml.slice(from[0], from[1]) + staticHtml.slice(into[1])
  );
}

/**
 * The renderer's React packages are the project's own (not bundled), and pick their build by
 * NODE_ENV when first loaded: they are loaded as production, as the build rendered the static
 * pages (the same HTML; development React is several times slower and warns about Gatsby's own
 * head). Nothing else in the server loads React.
 */
function withProductionReact<T>(load: () => T): T {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const name of ['react', 'react/jsx-runtime', 'react-dom/server', 'react-redux']) require(name);
    return load();
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
}

/** Drops a build's renderer modules from Node's require cache. */
function forgetBuild(root: string) {
  const dir = path.join(root, RENDER_DIR) + path.sep;
  for (const file of Object.keys(require.cache)) if (file.startsWith(dir)) delete require.cache[file];
}

/** The query part of a request's URL, with its '?' ('' without one). */
export const searchOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export function createPageRenderer(app: FastifyInstance, budgetMsPerSecond = RENDER_BUDGET_MS_PER_SECOND) {
  const renderers = new Map<string, RenderPage | null>();
  const inputs = new Map<string, PageInputs | null>();
  let windowStart = 0;
  let spentMs = 0;

  const rendererOf = (root: string): RenderPage | null => {
    if (!renderers.has(root)) {
      // A publish switched the site: the previous build's renderer and pages are let go (its
      // modules too, from Node's require cache), so that instances do not grow with each publish.
      for (const old of renderers.keys()) forgetBuild(old);
      renderers.clear();
      inputs.clear();
      const entry = path.join(root, RENDER_DIR, RENDER_ENTRY);
      let renderer: RenderPage | null = null;
      try {
        if (fs.existsSync(entry)) renderer = withProductionReact(() => require(entry) as RenderPage);
      } catch (error) {
        app.log.warn({ err: error }, 'the build’s page renderer could not be loaded: signed-in pages are served static');
      }
      renderers.set(root, renderer);
    }
    return renderers.get(root) ?? null;
  };

  /** A page's data file, its static queries' results and its static HTML, as this build wrote them. */
  const inputsOf = (root: string, pathname: string, file: string): PageInputs | null => {
    const key = `${root}\0${pathname}`;
    if (!inputs.has(key)) {
      try {
        const pageData = JSON.parse(fs.readFileSync(path.join(root, 'page-data', pathname.replace(/\/$/, ''), 'page-data.json'), 'utf8')) as PageInputs['pageData'];
        const staticQueryContext: Record<string, unknown> = {};
        for (const hash of pageData.staticQueryHashes ?? []) {
          staticQueryContext[hash] = JSON.parse(fs.readFileSync(path.join(root, 'page-data', 'sq', 'd', `${hash}.json`), 'utf8'));
        }
        inputs.set(key, { pageData, staticQueryContext, html: fs.readFileSync(path.join(root, file), 'utf8') });
      } catch {
        inputs.set(key, null);
      }
    }
    return inputs.get(key) ?? null;
  };

  const withinBudget = (now: number) => {
    if (now - windowStart >= 1000) {
      windowStart = now;
      spentMs = 0;
    }
    return spentMs < budgetMsPerSecond;
  };

  /** The API's answers to the page's reads for this session; 'refused' when the session is not valid. */
  const readAnswers = async (request: FastifyRequest, reads: readonly string[], session: { token: string; email: string }) => {
    // The reads are independent: made together, the page waits for the slowest rather than their sum.
    const replies = await Promise.all(
      reads.map((read) =>
        app.inject({
          method: 'GET',
          url: `/api/${read}`,
          headers: { accept: 'application/json', token: session.token, email: session.email },
          remoteAddress: request.ip,
        }),
      ),
    );
    if (replies.some((answer) => answer.statusCode === 401)) return 'refused' as const;
    if (replies.some((answer) => answer.statusCode !== 200)) return null;
    return Object.fromEntries(reads.map((read, i) => [read, replies[i].json()])) as Record<string, unknown>;
  };

  /** The page drawn for the request's session, or null to send the static page. */
  return async function renderSignedIn(root: string, file: string, drawnPage: SignedInPage, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    if (request.method !== 'GET') return null;
    const session = sessionFromCookieHeader(request.headers.cookie);
    if (!session || !withinBudget(performance.now())) return null;
    const renderer = rendererOf(root);
    // A booking's or a departure's page is its frame's ('/staff/bookings/[id]/'), drawn at its own address.
    const page = renderer && inputsOf(root, drawnPage.page, file);
    if (!renderer || !page) return null;
    try {
      const answers = await readAnswers(request, readsOfPage(drawnPage, todayInNz()), session);
      if (answers === 'refused') {
        reply.header('Set-Cookie', sessionCookieString(null, request.protocol === 'https'));
        return null;
      }
      if (!answers) return null;
      const me = answers['users/me'] as { user?: { is_admin?: unknown } } | undefined;
      const seed: PageSeed = { session: { email: session.email, is_admin: me?.user?.is_admin === true }, answers };
      const started = performance.now();
      rendersUnderWay++;
      let rendered: { html: string };
      try {
        rendered = await seedOfRender.run(seed, () =>
          renderer.default({
            // Where the page is drawn, with the query a receipt reads its booking from.
            pagePath: drawnPage.location,
            pageData: page.pageData,
            staticQueryContext: page.staticQueryContext,
            styles: [],
            scripts: [],
            reversedStyles: [],
            reversedScripts: [],
            inlinePageData: false,
            context: {},
            webpackCompilationHash: '',
            sliceData: {},
          }),
        );
      } finally {
        stopRenderContext();
      }
      spentMs += performance.now() - started;
      return composePage(page.html, rendered.html, seed);
    } catch (error) {
      request.log.warn({ err: error }, 'a signed-in page could not be rendered: sent static');
      return null;
    }
  };
}
