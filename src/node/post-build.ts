/**
 * After `gatsby build`: write what the server needs to serve the site correctly.
 * - `_match-paths.json`: client-only pages and the path patterns they answer (e.g. /user/*).
 * - `_csp.json`: a Content-Security-Policy whose script-src allows exactly the inline scripts
 *   Gatsby wrote into the pages (by SHA-256 hash), and nothing inline besides.
 * - each page's bundles added after its first paint (`loadBundlesAfterFirstPaint`), a client-only
 *   page's own scripts with them (`clientPageScripts`) and its data preloaded (`clientPageData`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { CSP_FILE, MATCH_PATHS_FILE, SIGNED_IN_FLAG, SIGN_IN_FIRST_ID, type ClientPage } from '../../contract/site-serving';
import { PAGE_SEED_ID } from '../../contract/signed-in-pages';

export type { ClientPage };
/** Beside the built pages: the content pack they were built from, which the booking API's catalogue import reads. */
export const CONTENT_PACK_FILE = '_content-pack.json';

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const pattern = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const [, attributes, body] = match;
    // Data blocks such as JSON-LD never run, so CSP does not govern them.
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1];
    if (!body || (type && !/javascript|module/i.test(type))) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function buildCsp(scriptHashes: Iterable<string>, env: NodeJS.ProcessEnv = process.env): string {
  const apiOrigin = env.GATSBY_API_URL && /^https?:\/\//.test(env.GATSBY_API_URL) ? new URL(env.GATSBY_API_URL).origin : '';
  const recaptcha = env.GATSBY_RECAPTCHA_SITE_KEY ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
  const stripe = env.GATSBY_STRIPE_PUBLISHABLE_KEY ? ['https://js.stripe.com'] : [];
  const google = env.GATSBY_GOOGLE_CLIENT_ID ? ['https://accounts.google.com/gsi/'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set(scriptHashes), ...recaptcha, ...stripe, ...google],
    // gatsby-plugin-image and the layout use style attributes.
    'style-src': ["'self'", "'unsafe-inline'", ...google],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", apiOrigin, ...recaptcha, ...(stripe.length ? ['https://api.stripe.com'] : []), ...google].filter(Boolean),
    'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...recaptcha, ...stripe, ...google],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The id of the inline script that adds a page's bundles after its first paint. */
export const BUNDLE_LOADER_ID = 'gatsby-bundles';

/** Gatsby's bundle tags, in a row before `</body>` (written by its scripts slice). */
const BUNDLE_TAGS = /(?:<script src="[^"<>]+\.js" async><\/script>)+/;
const BUNDLE_SOURCE = /<script src="([^"<>]+)" async><\/script>/g;

/** The longest a page's bundles wait for its first paint and its first screen's pictures. */
export const BUNDLE_WAIT_MS = 1500;
/** A picture that has arrived but is not the page's largest paint reports none: this after its load. */
const PICTURE_PAINT_WAIT_MS = 250;

/**
 * The inline loader: adds `sources` (in order, async) once the page's first paint has reached the
 * screen (its paint timing entry) and the pictures of its first screen have been painted (their
 * largest-contentful-paint entry) or have arrived (PICTURE_PAINT_WAIT_MS after their load) or
 * failed. The paint entry, not the next frame: a frame reaches the screen tens of milliseconds
 * after its tasks have run, and bundles added in between ran (and, on a slow line, downloaded)
 * before the page's largest paint. Browsers without paint timing add them a frame after the
 * first; a hidden tab, which paints nothing, at once; every browser by BUNDLE_WAIT_MS. Written
 * without `<`, so that `bundlesAddedAfterFirstPaint` reads it as one text.
 */
function bundleLoader(sources: string[]): string {
  return `(function(s){
var d=0,o=[],P=window.PerformanceObserver,t=(P&&P.supportedEntryTypes)||[];
function l(){if(d)return;d=1;o.forEach(function(x){x.disconnect()});s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}
function w(type,f){var x=new P(function(list){list.getEntries().forEach(f)});o.push(x);x.observe({type:type,buffered:true})}
if(document.visibilityState==="hidden"||!window.requestAnimationFrame)return l();
if(t.indexOf("paint")===-1)return requestAnimationFrame(function(){setTimeout(l,0)});
setTimeout(l,${BUNDLE_WAIT_MS});
var painted=0,q=[];
document.querySelectorAll("img").forEach(function(i){var r=i.getBoundingClientRect();if(!i.complete&&r.width&&r.bottom>0&&innerHeight>r.top)q.push(i)});
function g(){if(painted&&!q.length)l()}
function p(i){var k=q.indexOf(i);if(k!==-1){q.splice(k,1);g()}}
w("paint",function(){painted=1;g()});
if(q.length&&t.indexOf("largest-contentful-paint")!==-1)w("largest-contentful-paint",function(e){p(e.element)});
q.forEach(function(i){i.addEventListener("error",function(){p(i)});i.addEventListener("load",function(){setTimeout(function(){p(i)},${PICTURE_PAINT_WAIT_MS})})});
})(${JSON.stringify(sources)});`.replace(/\n/g, '');
}

/**
 * Replaces Gatsby's `<script async>` bundle tags with an inline script that adds the same
 * scripts once the browser has painted the page (`bundleLoader`). Async bundles that arrived
 * while the HTML was still being parsed ran before the first paint, so on a slow phone the banner
 * waited for React, the store and Gatsby's runtime to be evaluated (Lighthouse counted that work
 * in every page's LCP). Their downloads start with them, not from a preload in the head:
 * measured, a preload gave the whole gain back (on a slow line 120 KB of script then shares the
 * bandwidth with the banner picture). A page without the tags (already done) is left as it is.
 * `pageScripts` are added with them (a client-only page's own, `clientPageScripts`).
 */
export function loadBundlesAfterFirstPaint(html: string, pageScripts: string[] = []): string {
  const tags = BUNDLE_TAGS.exec(html);
  if (!tags) return html;
  const gatsby = [...tags[0].matchAll(BUNDLE_SOURCE)].map((match) => match[1]);
  const sources = [...gatsby, ...pageScripts.filter((src) => !gatsby.includes(src))];
  return html.slice(0, tags.index) + `<script id="${BUNDLE_LOADER_ID}">${bundleLoader(sources)}</script>` + html.slice(tags.index + tags[0].length);
}

/** The bundles a page's loader adds after its first paint (empty for a page without one). */
export function bundlesAddedAfterFirstPaint(html: string): string[] {
  const loader = new RegExp(`<script id="${BUNDLE_LOADER_ID}">[^<]*\\}\\)\\((\\[[^\\]]*\\])\\);</script>`).exec(html);
  return loader ? (JSON.parse(loader[1]) as string[]) : [];
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(full));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** Gatsby's own build output beside the pages (its slices), which is not a page itself. */
const GATSBY_INTERNAL = /^_gatsby\//;

/**
 * The page's bundles, added after its first paint. Every page Gatsby renders has bundle tags
 * (or, built before, the loader that replaced them): a page with neither means Gatsby now
 * writes its scripts differently, and the rewrite would silently do nothing, so the build stops.
 */
export function rewritePageBundles(page: string, html: string, pageScripts: string[] = []): string {
  const rewritten = loadBundlesAfterFirstPaint(html, pageScripts);
  if (rewritten === html && !bundlesAddedAfterFirstPaint(html).length) {
    throw new Error(
      `post-build: ${page} has none of the bundle tags Gatsby writes before </body> ` +
        `(a row of <script src="/….js" async></script>), so its scripts cannot be added after its first paint. ` +
        `Did a Gatsby upgrade change how it writes them? Update BUNDLE_TAGS in src/node/post-build.ts.`,
    );
  }
  return rewritten;
}

/**
 * A client-only page's own scripts: its component's chunk group in webpack's stats (the shared
 * chunks it needs, then the component). Gatsby's runtime fetches them only once the page's data
 * has said which component it is, two round trips after the app's scripts; a client-only page
 * draws nothing before they run (its HTML is a shell), so they are added with the app's.
 * Executed early, a chunk only registers its modules; webpack then finds it installed.
 */
export function clientPageScripts(publicDir: string, pagePath: string): string[] {
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', pagePath, 'page-data.json'), 'utf8')) as { componentChunkName: string };
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups?: Record<string, { assets: (string | { name: string })[] }>;
  };
  const group = stats.namedChunkGroups?.[pageData.componentChunkName];
  if (!group) throw new Error(`post-build: webpack.stats.json has no chunk group for ${pageData.componentChunkName} (the page ${pagePath})`);
  return group.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((name) => name.endsWith('.js')).map((name) => `/${name}`);
}

/**
 * The data Gatsby's runtime reads before it draws a client-only page: the app's data, the page's
 * and its static queries'. It asks for them only after the app's scripts have run, one round
 * trip after another; preloaded from the head, they are there when it asks.
 */
export function clientPageData(publicDir: string, pagePath: string): string[] {
  const dir = pagePath.replace(/^\/+|\/+$/g, '');
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', dir, 'page-data.json'), 'utf8')) as { staticQueryHashes?: string[] };
  return ['/page-data/app-data.json', `/page-data/${dir}/page-data.json`, ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`)];
}

/**
 * Preloads, once each, before </head>: `data` as the runtime fetches it (same-origin XHR: CORS
 * mode), `scripts` as the loader adds them (plain async scripts). A client-only page's scripts
 * then download while its HTML is parsed and still run after its first paint.
 */
export function preloadClientPage(html: string, { scripts = [], data = [] }: { scripts?: string[]; data?: string[] }): string {
  const link = (url: string, as: 'script' | 'fetch') => `<link rel="preload" href="${url}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}/>`;
  const links = [...scripts.map((url) => link(url, 'script')), ...data.map((url) => link(url, 'fetch'))]
    .filter((tag) => !html.includes(tag.slice(0, tag.indexOf(' as='))))
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/**
 * The same preloads for a page behind sign-in, added by a head script only once its sign-in
 * script has let the visitor stay: a visitor without a session is sent to sign in, and static
 * preloads would have fetched this page's code and data on the way (the sign-in page's LCP
 * 0.95 -> 1.40 s in a mobile Lighthouse load). When the server drew the page with the visitor's
 * data (its seed script is first in the head), only the data is preloaded: the page paints from
 * its HTML, and preloaded scripts would share the network with that paint and, fetched at high
 * priority, count as blocking it (the account home's simulated first paint 1.3-1.6 s with them).
 */
export function preloadWhenSignedIn(html: string, { scripts = [], data = [] }: { scripts?: string[]; data?: string[] }): string {
  if (html.includes(`<script id="${FRAME_PRELOADS_ID}">`)) return html;
  const list = [...scripts.map((url) => [url, 'script']), ...data.map((url) => [url, 'fetch'])];
  if (!list.length) return html;
  const script =
    `try{if(window.${SIGNED_IN_FLAG}){var d=document.getElementById(${JSON.stringify(PAGE_SEED_ID)});${JSON.stringify(list)}.forEach(function(p){` +
    `if(d&&p[1]==="script")return;var l=document.createElement("link");` +
    `l.rel="preload";l.href=p[0];l.setAttribute("as",p[1]);if(p[1]==="fetch")l.crossOrigin="anonymous";document.head.appendChild(l)})}}catch(e){}`;
  return html.replace('</head>', `<script id="${FRAME_PRELOADS_ID}">${script}</script></head>`);
}

/** The id of that head script. */
export const FRAME_PRELOADS_ID = 'frame-preloads';

/** The HTML file of a page path: /bookings/[...]/ -> bookings/[...]/index.html. */
const htmlFileOf = (pagePath: string) => `${pagePath.replace(/^\/+/, '')}index.html`;
/** The page path of an HTML file: user/favourites/index.html -> /user/favourites/. */
const pagePathOf = (htmlFile: string) => `/${htmlFile.replace(/index\.html$/, '')}`;

/**
 * A page that sends a visitor without a session to sign in before it paints (SignInFirst) is,
 * for everyone who stays, a frame whose content comes with its scripts and the API's answers:
 * its own scripts and data load as a client-only page's do.
 */
const SIGNED_IN_FRAME = new RegExp(`<script id="${SIGN_IN_FIRST_ID}"`);

/**
 * One policy per HTML file: each page allows only its own inline scripts (Gatsby's loader
 * script names the page, so a site-wide list would grow with every page and overflow headers).
 * The bundle tags are rewritten first, so the policy allows the loader that replaces them.
 */
export function writeServerManifests(publicDir: string, clientPages: ClientPage[], framePaths: string[] = []) {
  fs.writeFileSync(path.join(publicDir, MATCH_PATHS_FILE), JSON.stringify(clientPages, null, 2));
  const policies: Record<string, string> = {};
  // Client-only pages, and the pre-rendered frames of client-rendered pages (src/node/client-frames.ts).
  const clientPaths = new Map([...clientPages.map((page) => page.path), ...framePaths].map((pagePath) => [htmlFileOf(pagePath), pagePath]));
  const frames = new Set(framePaths.map(htmlFileOf));
  for (const file of htmlFiles(publicDir)) {
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    const original = fs.readFileSync(file, 'utf8');
    let html: string;
    if (GATSBY_INTERNAL.test(relative)) html = loadBundlesAfterFirstPaint(original);
    else {
      // A client-only page, a client-rendered page's frame, or a page behind sign-in: its content comes with its own scripts and data.
      const signedInOnly = SIGNED_IN_FRAME.test(original);
      const pagePath = clientPaths.get(relative) ?? (signedInOnly ? pagePathOf(relative) : undefined);
      html = rewritePageBundles(relative, original, pagePath ? clientPageScripts(publicDir, pagePath) : []);
      if (pagePath) {
        // A frame paints from its HTML: preloaded, its scripts would share the network with its first paint.
        const preloads = { scripts: frames.has(relative) ? [] : bundlesAddedAfterFirstPaint(html), data: clientPageData(publicDir, pagePath) };
        html = signedInOnly ? preloadWhenSignedIn(html, preloads) : preloadClientPage(html, preloads);
      }
    }
    if (html !== original) fs.writeFileSync(file, html);
    policies[relative] = buildCsp(inlineScriptHashes(html));
  }
  fs.writeFileSync(path.join(publicDir, CSP_FILE), JSON.stringify({ policies }));
}

/**
 * The API's departure lists name pictures by URL (`/images/{image id}.jpg`, maps as
 * `/images/map-{tour id}.png`): publish the rendered content pictures there.
 */
export function publishContentImages(generatedDir: string, publicDir: string) {
  if (!fs.existsSync(generatedDir)) return;
  const target = path.join(publicDir, 'images');
  fs.mkdirSync(target, { recursive: true });
  for (const name of fs.readdirSync(generatedDir)) {
    if (/\.(jpg|png)$/.test(name)) fs.copyFileSync(path.join(generatedDir, name), path.join(target, name));
  }
}

/** robots.txt with the sitemap's absolute address (crawlers require one), from GATSBY_SITE_URL. */
export function robotsTxt(siteUrl: string): string {
  const sitemap = new URL('/sitemap-index.xml', siteUrl).toString();
  return [
    '# Kea Trails: everything public may be crawled; account, booking and staff pages are private,',
    '# except the sign-in and sign-up pages people search for.',
    'User-agent: *',
    'Allow: /',
    'Allow: /user/sign-in/',
    'Allow: /user/sign-up/',
    'Disallow: /user/',
    'Disallow: /bookings/',
    'Disallow: /staff/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
}
