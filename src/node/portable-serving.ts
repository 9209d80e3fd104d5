/**
 * After the server manifests: the same serving rules in forms a CDN or nginx reads, so the
 * built site keeps its CSP, cache rules, client-only routes and trailing-slash redirects when
 * it is not served by the Fastify static server (the rules: contract/site-serving.ts).
 * - `_headers` (Netlify's format, also Cloudflare Pages'): each page's CSP, the security headers,
 *   each file's Cache-Control.
 * - `_redirects` (same hosts): client-only routes answered by their shell page with 200, and the
 *   itinerary download's query address sent to each tour's pre-rendered itinerary with 302.
 * - `_nginx-maps.conf`: nginx `map`s (http context) that deploy/nginx.conf's locations read:
 *   CSP and Cache-Control by file, the page folders a missing trailing slash redirects to, the
 *   shell of each client-only route, and the pre-rendered itinerary of each tour.
 * - `_nginx-headers.conf`: the `add_header` lines deploy/nginx.conf's page location includes.
 * Files whose names start with `_` are never served (server/static.ts, deploy/nginx.conf).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CSP_FILE,
  DAY,
  IMMUTABLE,
  MATCH_PATHS_FILE,
  REVALIDATE,
  SECURITY_HEADERS,
  bySpecificity,
  cacheControlFor,
  clientShellFile,
  matchPathBase,
  type ClientPage,
} from '../../contract/site-serving';
import { ITINERARY_DOWNLOAD_PATH, READY_SEGMENT, TOUR_API_ID_PATTERN, itineraryPagePath } from '../../contract/itinerary-address';
import { SEARCH_PATH, anyTimeSearchQueries } from '../../contract/search-address';
import { ID_IN_PAGE, SESSION_COOKIE, SIGNED_IN_PAGES } from '../../contract/signed-in-pages';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';
export const NGINX_MAPS_FILE = '_nginx-maps.conf';
export const NGINX_HEADERS_FILE = '_nginx-headers.conf';

/** Files of public/ as served (relative, `/`-separated): no precompressed copies, nothing under a `_` name. */
function servedFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('_')) continue;
    const relative = prefix + entry.name;
    if (entry.isDirectory()) out.push(...servedFiles(path.join(dir, entry.name), `${relative}/`));
    else if (!/\.(br|gz)$/.test(entry.name)) out.push(relative);
  }
  return out;
}

/** `tours/index.html` → `/tours/`; other files → `/their/path`. */
function urlOf(relative: string): string {
  return relative === 'index.html' ? '/' : relative.endsWith('/index.html') ? `/${relative.slice(0, -'index.html'.length)}` : `/${relative}`;
}

/** A double-quoted nginx string; `$` cannot be escaped there, so a value with one is refused. */
export function nginxString(value: string): string {
  if (value.includes('$')) throw new Error(`portable-serving: "${value.slice(0, 80)}" holds a $, which nginx would read as a variable`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Regex-escaped for an nginx map key. */
function regexEscape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface ServingInputs {
  /** Relative file → its page's CSP (from _csp.json). */
  policies: Record<string, string>;
  clientPages: ClientPage[];
  files: string[];
}

export function readServingInputs(publicDir: string): ServingInputs {
  const policies = (JSON.parse(fs.readFileSync(path.join(publicDir, CSP_FILE), 'utf8')) as { policies: Record<string, string> }).policies;
  const clientPages = JSON.parse(fs.readFileSync(path.join(publicDir, MATCH_PATHS_FILE), 'utf8')) as ClientPage[];
  return { policies, clientPages, files: servedFiles(publicDir) };
}

/** The api ids of the tours whose itinerary the build pre-rendered (`itinerary-download/3/index.html`). */
export function itineraryTourIds(files: string[]): string[] {
  const prefix = ITINERARY_DOWNLOAD_PATH.slice(1);
  return files.flatMap((file) => {
    const id = file.startsWith(prefix) ? file.slice(prefix.length).match(/^([^/]+)\/index\.html$/)?.[1] : undefined;
    return id && TOUR_API_ID_PATTERN.test(id) ? [id] : [];
  });
}

/** The any-time search queries whose pre-rendered results this build holds. */
export function searchRedirects(files: string[]): { query: string; page: string }[] {
  const built = new Set(files);
  return anyTimeSearchQueries().filter(({ page }) => built.has(`${page.slice(1)}index.html`));
}

/** Netlify / Cloudflare Pages `_headers`: one block per page URL and per file whose cache rule is not the wildcard's. */
export function headersFile({ policies, files }: ServingInputs): string {
  const lines = [
    '# Written by the build (src/node/portable-serving.ts). Netlify / Cloudflare Pages format.',
    '/*',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    // Folders of files under a content hash or always revalidated: one wildcard each.
    '/static/*',
    `  Cache-Control: ${IMMUTABLE}`,
    '/page-data/*',
    `  Cache-Control: ${REVALIDATE}`,
  ];
  for (const file of files) {
    if (file.startsWith('static/') || file.startsWith('page-data/')) continue;
    lines.push(urlOf(file), `  Cache-Control: ${cacheControlFor(file)}`);
    if (policies[file]) lines.push(`  Content-Security-Policy: ${policies[file]}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `_redirects`: the itinerary download's query address to each tour's pre-rendered itinerary (302,
 * the ready wording first: a rule with more parameters must come before), then each client-only
 * route answered by its shell (a rewrite: status 200); files that exist win (the hosts' shadowing).
 * The search of any time is not sent to its pre-rendered results here: these hosts match a query
 * by the parameters it has, not by those it lacks, so a dated search would go there too. They
 * serve the results page, which works the search out in the browser.
 */
export function redirectsFile({ clientPages, files }: ServingInputs): string {
  const lines = ['# Written by the build (src/node/portable-serving.ts). Itineraries by their query; client-only routes answered by their shell page.'];
  for (const id of itineraryTourIds(files)) {
    lines.push(`${ITINERARY_DOWNLOAD_PATH}  tour_id=${id}  after=true  ${itineraryPagePath(id, true)}  302`);
    lines.push(`${ITINERARY_DOWNLOAD_PATH}  tour_id=${id}  ${itineraryPagePath(id, false)}  302`);
  }
  for (const page of bySpecificity(clientPages)) {
    const base = matchPathBase(page.matchPath);
    const target = urlOf(clientShellFile(page));
    if (page.matchPath.endsWith('*')) lines.push(`${base}/*  ${target}  200`);
    lines.push(`${base}  ${target}  200`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * nginx maps over `$uri` (http context). After try_files or an internal redirect `$uri` is the
 * file served (`/tours/index.html`, `/404.html`), so CSP and Cache-Control are looked up by file.
 */
export function nginxMapsFile({ policies, clientPages, files }: ServingInputs): string {
  const out = ['# Written by the build (src/node/portable-serving.ts); included by deploy/nginx.conf in its http block.', ''];
  out.push('map $uri $kea_csp {', '  default "";');
  for (const [file, csp] of Object.entries(policies)) if (!file.startsWith('_')) out.push(`  ${nginxString(`/${file}`)} ${nginxString(csp)};`);
  out.push('}', '');
  out.push('map $uri $kea_cache_control {', `  default ${nginxString(DAY)};`, `  ~^/static/ ${nginxString(IMMUTABLE)};`, `  ~^/page-data/ ${nginxString(REVALIDATE)};`);
  for (const file of files) {
    const rule = cacheControlFor(file);
    if (rule !== DAY && !file.startsWith('static/') && !file.startsWith('page-data/')) out.push(`  ${nginxString(`/${file}`)} ${nginxString(rule)};`);
  }
  // Their redirects depend on the build (which tours run): asked again each time, as the pages are.
  out.push(`  ${nginxString(ITINERARY_DOWNLOAD_PATH)} ${nginxString(REVALIDATE)};`);
  out.push(`  ${nginxString(SEARCH_PATH)} ${nginxString(REVALIDATE)};`);
  out.push('}', '');
  // A page's folder asked for without its slash: 301 to it (as the server does).
  out.push('map $uri $kea_add_slash {', '  default 0;');
  for (const file of files) if (file.endsWith('/index.html')) out.push(`  ${nginxString(`/${file.slice(0, -'/index.html'.length)}`)} 1;`);
  out.push('}', '');
  // A path ending in a slash is its folder's index.html (others: a name that never exists).
  out.push('map $uri $kea_index {', '  default /_none;', '  ~/$ ${uri}index.html;', '}', '');
  // The itinerary download's query address of a tour the build pre-rendered: its itinerary (302, as the server does).
  out.push('map "$uri $arg_tour_id" $kea_itinerary {', '  default "";');
  for (const id of itineraryTourIds(files)) out.push(`  ${nginxString(`${ITINERARY_DOWNLOAD_PATH} ${id}`)} ${nginxString(itineraryPagePath(id, false))};`);
  out.push('}', '');
  out.push('map $arg_after $kea_itinerary_ready {', '  default "";', `  true ${nginxString(READY_SEGMENT)};`, '}', '');
  // A search of any time, as the site's forms and links write it: its pre-rendered results (302,
  // as the server does; the server reads any order of the query, nginx only these).
  out.push('map "$uri?$args" $kea_search {', '  default "";');
  for (const { query, page } of searchRedirects(files)) out.push(`  ${nginxString(`${SEARCH_PATH}?${query}`)} ${nginxString(page)};`);
  out.push('}', '');
  // A signed-in page asked for with the session cookie: drawn by an instance with the visitor's
  // data (server/page-render.ts; the instance sends the static page when the session is not valid).
  out.push(['map "$uri:$cookie_', SESSION_COOKIE, '" $kea_signed_in {'].join(''), '  default 0;');
  for (const page of Object.keys(SIGNED_IN_PAGES)) {
    // A booking's or a departure's page: a number where its frame's path has [id] (the instance
    // draws it when signedInPageOf takes the number, and sends the static page otherwise).
    const pattern = page.split(ID_IN_PAGE).map(regexEscape).join('[1-9][0-9]*');
    out.push(`  ~${nginxRegex(`^${pattern}:.`)} 1;`);
  }
  out.push('}', '');
  out.push('map $uri $kea_client_shell {', '  default "";');
  for (const page of bySpecificity(clientPages)) {
    const base = regexEscape(matchPathBase(page.matchPath));
    const pattern = page.matchPath.endsWith('*') ? `^${base}(/.*)?$` : `^${base}/?$`;
    out.push(`  ~${nginxRegex(pattern)} ${nginxString(`/${clientShellFile(page)}`)};`);
  }
  out.push('}', '');
  return out.join('\n');
}

/** The headers of every page and file (location context; `always`: 404s and redirects too). An empty map value adds no header. */
export function nginxHeadersFile(): string {
  return [
    '# Written by the build (src/node/portable-serving.ts); included by deploy/nginx.conf where it serves public/.',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    'add_header Content-Security-Policy $kea_csp always;',
    'add_header Cache-Control $kea_cache_control always;',
    '',
  ].join('\n');
}

/** A regex key for an nginx map, quoted when it holds characters nginx's parser splits on. */
function nginxRegex(pattern: string): string {
  return /[\s;{}"']/.test(pattern) ? `"${pattern}"` : pattern;
}

export function writePortableServing(publicDir: string) {
  const inputs = readServingInputs(publicDir);
  fs.writeFileSync(path.join(publicDir, HEADERS_FILE), headersFile(inputs));
  fs.writeFileSync(path.join(publicDir, REDIRECTS_FILE), redirectsFile(inputs));
  fs.writeFileSync(path.join(publicDir, NGINX_MAPS_FILE), nginxMapsFile(inputs));
  fs.writeFileSync(path.join(publicDir, NGINX_HEADERS_FILE), nginxHeadersFile());
}
